/** The key that signs e-mail links: APP_KEY when set, else one generated once and kept in the database. */
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { getOrCreateAppSecret } from './queries.ts';

const keys = new WeakMap<Database, Promise<string>>();

export function getSigningKey(db: Database, appKey: string | undefined): Promise<string> {
  if (appKey) return Promise.resolve(appKey);
  let key = keys.get(db);
  if (!key) {
    key = getOrCreateAppSecret(db, 'app_key', () => randomBytes(32).toString('base64url'));
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}
