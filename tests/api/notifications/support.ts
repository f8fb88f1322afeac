/** What the notification tests share: the notifications written after a mark, read with their recipients' e-mails. */
import { and, asc, eq, gt, max } from 'drizzle-orm';
import type { Database } from '../../../server/db/client.ts';
import { notifications, users } from '../../../server/db/schema/index.ts';

/** The id of the latest notification: what a test writes next comes after it. */
export async function notificationMark(db: Database): Promise<number> {
  const [row] = await db.select({ last: max(notifications.id) }).from(notifications);
  return row?.last ?? 0;
}

export interface WrittenNotification {
  id: number;
  email: string;
  kind: string;
  subject: string;
  title: string;
  lines: string[];
  href: string;
  mailStatus: string;
}

/** The notifications written after `mark`, optionally of one kind, in the order they were written. */
export async function notificationsSince(db: Database, mark: number, kind?: string): Promise<WrittenNotification[]> {
  const rows = await db
    .select({
      id: notifications.id,
      email: users.email,
      kind: notifications.kind,
      subjectType: notifications.subjectType,
      subjectId: notifications.subjectId,
      payload: notifications.payload,
      mailStatus: notifications.mailStatus,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(and(gt(notifications.id, mark), kind ? eq(notifications.kind, kind) : undefined))
    .orderBy(asc(notifications.id));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    kind: row.kind,
    subject: `${row.subjectType} ${row.subjectId}`,
    title: row.payload.title,
    lines: row.payload.lines,
    href: row.payload.href,
    mailStatus: row.mailStatus,
  }));
}

/** Who got each kind after `mark`: kind -> sorted e-mails. */
export async function recipientsByKind(db: Database, mark: number): Promise<Record<string, string[]>> {
  const byKind: Record<string, string[]> = {};
  for (const row of await notificationsSince(db, mark)) (byKind[row.kind] ??= []).push(row.email);
  for (const kind of Object.keys(byKind)) byKind[kind]!.sort();
  return byKind;
}
