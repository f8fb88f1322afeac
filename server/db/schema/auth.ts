/** Tables behind sign-in: the shared app secret, rate-limit counters and password-reset tokens. */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Secrets generated once and shared by every API process (the signing key when APP_KEY is unset). */
export const appSecrets = pgTable('app_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window counters; in the database so every API process sees the same count. */
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  count: integer().notNull(),
  resetAt: timestamp({ withTimezone: true }).notNull(),
});

/** One live reset token per user; only its SHA-256 is stored. */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
