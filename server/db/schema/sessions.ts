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
  (table) => [index('sessions_user_idx').on(table.userId), index('sessions_last_activity_idx').on(table.lastActivityAt)],
);
