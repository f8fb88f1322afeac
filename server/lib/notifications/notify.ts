/**
 * Writes notifications into the outbox, one row per recipient, with the transaction of the change
 * that causes them: a change that rolls back notifies no one. A recipient who switched the kind's
 * e-mail off gets the row (the dashboard shows it) marked `skipped`, so the dispatcher never mails it.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notificationPreferences, notifications, type NotificationWords } from '../../db/schema/index.ts';
import type { NotificationKind } from '../../../src/domain/notifications.ts';

export interface NewNotification {
  kind: NotificationKind;
  userIds: readonly number[];
  subject: { type: string; id: number };
  words: NotificationWords;
  /** Written at most once per recipient and key (a reminder that a later pass would repeat). */
  onceKey?: string;
}

/** The recipients among `userIds` who switched the kind's e-mail off. */
async function emailOff(db: Executor, kind: NotificationKind, userIds: readonly number[]): Promise<Set<number>> {
  const rows = await db
    .select({ userId: notificationPreferences.userId })
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.kind, kind),
        eq(notificationPreferences.emailEnabled, false),
        inArray(notificationPreferences.userId, [...userIds]),
      ),
    );
  return new Set(rows.map((row) => row.userId));
}

/** Returns the ids of the notifications written (a once-only one already there is not written again). */
export async function notify(db: Executor, notification: NewNotification): Promise<number[]> {
  const userIds = [...new Set(notification.userIds)];
  if (userIds.length === 0) return [];
  const off = await emailOff(db, notification.kind, userIds);
  const written = await db
    .insert(notifications)
    .values(
      userIds.map((userId) => ({
        userId,
        kind: notification.kind,
        subjectType: notification.subject.type,
        subjectId: notification.subject.id,
        payload: notification.words,
        onceKey: notification.onceKey ?? null,
        mailStatus: off.has(userId) ? ('skipped' as const) : ('pending' as const),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  return written.map((row) => row.id);
}
