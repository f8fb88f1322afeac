/**
 * Notifications (DOMAIN.md "Notifications"): the outbox each event writes in its own transaction,
 * one row per recipient, read on the main dashboard and mailed after commit by the dispatcher;
 * and each user's e-mail switches, one row per kind switched (no row: e-mail on).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * pending: to be mailed; sending: claimed by one dispatcher; sent; skipped: the recipient switched
 * the kind's e-mail off; failed: not delivered, or its dispatcher stopped half-way (never retried
 * then, so no notification is mailed twice).
 */
export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'skipped', 'failed'] as const;
export const notificationMailStatus = pgEnum('notification_mail_status', MAIL_STATUSES);

export interface NotificationWords {
  /** One line: the e-mail's subject and the dashboard item's title. */
  title: string;
  /** The sentences that say what happened and what to do. */
  lines: string[];
  /** The portal page of the record, from the site's root. */
  href: string;
}

export const notifications = pgTable(
  'notifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    subjectType: text().notNull(),
    subjectId: integer().notNull(),
    payload: jsonb().$type<NotificationWords>().notNull(),
    /** Set for a notification that must be written once per recipient (a reminder): a second write is ignored. */
    onceKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
    mailStatus: notificationMailStatus().notNull().default('pending'),
    mailAttempts: integer().notNull().default(0),
    mailClaimedAt: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('notifications_once_key').on(table.userId, table.onceKey),
    // The dispatcher's queue: only the rows still to mail or being mailed.
    index('notifications_mail_queue_idx')
      .on(table.mailStatus, table.id)
      .where(sql`${table.mailStatus} in ('pending', 'sending')`),
    index('notifications_unread_idx')
      .on(table.userId, table.createdAt)
      .where(sql`${table.readAt} is null`),
  ],
);

export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    emailEnabled: boolean().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);
