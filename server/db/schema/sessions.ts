/** Server-side sessions behind the session cookie; shared by every API process. */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie value: a leaked table does not leak usable sessions. */
    idHash: text().primaryKey(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: text().notNull(),
    ipAddress: text(),
    userAgent: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastActivityAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sessions_user_idx').on(table.userId),
    index('sessions_last_activity_idx').on(table.lastActivityAt),
  ],
);

/**
 * "Keep me signed in": a long-lived token in its own cookie that starts a new session
 * when the browser comes back. Single use: each use replaces it with a new one.
 */
export const rememberTokens = pgTable(
  'remember_tokens',
  {
    /** SHA-256 of the cookie value, as for sessions. */
    tokenHash: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Fixed at sign-in: rotating the token does not extend it. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('remember_tokens_user_idx').on(table.userId),
    index('remember_tokens_expires_idx').on(table.expiresAt),
  ],
);
