/** The key that signs e-mail links: APP_KEY when set, else one generated once and kept in the database. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import { appSecrets } from '../db/schema/index.ts';

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

/** The named secret, created on first use; concurrent first uses agree on one value. */
export async function getOrCreateAppSecret(db: Executor, name: string, generate: () => string): Promise<string> {
  await db.insert(appSecrets).values({ name, value: generate() }).onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`app secret ${name} is missing`);
  return row.value;
}
