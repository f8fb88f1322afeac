/** SQL for a user's notification settings and read marks. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notificationPreferences, notifications } from '../../db/schema/index.ts';

export async function emailSwitches(db: Executor, userId: number): Promise<Map<string, boolean>> {
  const rows = await db
    .select({ kind: notificationPreferences.kind, emailEnabled: notificationPreferences.emailEnabled })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return new Map(rows.map((row) => [row.kind, row.emailEnabled]));
}

export async function saveEmailSwitches(
  db: Executor,
  userId: number,
  settings: readonly { kind: string; email: boolean }[],
): Promise<void> {
  // The last word on a kind wins when a body names it twice.
  const byKind = new Map(settings.map((setting) => [setting.kind, setting.email]));
  await db
    .insert(notificationPreferences)
    .values([...byKind].map(([kind, emailEnabled]) => ({ userId, kind, emailEnabled })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { emailEnabled: sql`excluded.email_enabled`, updatedAt: sql`now()` },
    });
}

/** Marks one of the user's notifications read (kept as first read); null when it is not theirs. */
export async function markRead(db: Executor, userId: number, id: number): Promise<Date | null> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ readAt: notifications.readAt });
  return row?.readAt ?? null;
}

export async function markAllRead(db: Executor, userId: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}
