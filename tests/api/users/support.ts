/** What the user administration tests share: the demo organisations by name, a new user's body, and a way to sign in as a user made in a test. */
import { eq } from 'drizzle-orm';
import { entities, users } from '../../../server/db/schema/index.ts';
import { hashPassword } from '../../../server/lib/password.ts';
import type { ApiHarness } from '../../support/api-harness.ts';
import type { BrowserClient } from '../../support/browser-client.ts';
import { DEMO_PASSWORD } from '../../support/demo-people.ts';

export const USERS = '/api/v1/admin/users';

export async function entityId(h: ApiHarness, name: string): Promise<number> {
  const [row] = await h.t.db.select({ id: entities.id }).from(entities).where(eq(entities.name, name));
  if (!row) throw new Error(`no demo organisation ${name}`);
  return row.id;
}

let made = 0;
/** A fresh e-mail for each new user a test makes. */
export function newEmail(label = 'person'): string {
  made += 1;
  return `${label}-${made}-${Date.now()}@example.test`;
}

/** Gives a user made in a test the demo password and signs them in on a fresh client. */
export async function signInAs(h: ApiHarness, id: number, email: string): Promise<BrowserClient> {
  await h.t.db
    .update(users)
    .set({ passwordHash: await hashPassword(DEMO_PASSWORD), emailVerifiedAt: new Date() })
    .where(eq(users.id, id));
  const client = h.freshClient();
  const login = await client.login(email);
  if (login.statusCode !== 200) throw new Error(`${email} could not sign in: ${login.body}`);
  return client;
}
