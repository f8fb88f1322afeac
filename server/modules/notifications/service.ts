/** A signed-in user's own notification settings and read marks: nobody reads or changes another's. */
import { NOTIFICATION_KINDS } from '../../../src/domain/notifications.ts';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../lib/access/actor.ts';
import { notFound } from '../../lib/http-errors.ts';
import { emailSwitches, markAllRead, markRead, saveEmailSwitches } from './queries.ts';
import type { NotificationSettings, NotificationSettingsBody } from './schemas.ts';

export async function getSettings(db: Database, actor: Actor): Promise<NotificationSettings> {
  const switches = await emailSwitches(db, actor.userId);
  return {
    kinds: NOTIFICATION_KINDS.map(({ kind, label, description }) => ({
      kind,
      label,
      description,
      email: switches.get(kind) ?? true,
    })),
  };
}

export async function updateSettings(
  db: Database,
  actor: Actor,
  body: NotificationSettingsBody,
): Promise<NotificationSettings> {
  await saveEmailSwitches(db, actor.userId, body.settings);
  return getSettings(db, actor);
}

export async function readOne(db: Database, actor: Actor, id: number) {
  const readAt = await markRead(db, actor.userId, id);
  if (!readAt) throw notFound();
  return { id, read_at: readAt.toISOString() };
}

export async function readAll(db: Database, actor: Actor) {
  return { marked: await markAllRead(db, actor.userId) };
}
