/**
 * Seeds the demo data into an empty database, in one transaction. API processes started
 * together on a new database all try: an advisory lock lets one seed while the others wait,
 * then find the users there and seed nothing.
 */
import { count } from 'drizzle-orm';
import { hashPassword } from '../../lib/password.ts';
import { DEMO_SEED_LOCK_KEY, takeTransactionLock } from '../advisory-lock.ts';
import type { Database, Executor } from '../client.ts';
import { entities, registrationRequests, roles, userEntityRoles, users } from '../schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import { DEMO_ORGANISATIONS } from './demo-organisations.ts';
import { DEMO_REGISTRATION_REQUESTS } from './demo-registrations.ts';
import { ensureRoles } from './roles.ts';
import { seedDemoLoans } from './seed-loans.ts';

export { DEMO_ACCOUNTS, DEMO_PASSWORD };

async function isEmpty(db: Executor): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/** Returns false when the database already had users and nothing was seeded. */
export async function seedDemoData(db: Database): Promise<boolean> {
  await ensureRoles(db);
  if (!(await isEmpty(db))) return false;
  const hashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)));
  return db.transaction(async (tx) => {
    await takeTransactionLock(tx, DEMO_SEED_LOCK_KEY);
    if (!(await isEmpty(tx))) return false;
    const createdEntities = await tx
      .insert(entities)
      .values([...DEMO_ORGANISATIONS])
      .returning({ id: entities.id, name: entities.name });
    const entityId = new Map(createdEntities.map((e) => [e.name, e.id]));
    const roleRows = await tx.select().from(roles);
    const roleId = new Map(roleRows.map((r) => [r.name, r.id]));
    const now = new Date();
    const createdUsers = await tx
      .insert(users)
      .values(
        DEMO_ACCOUNTS.map((account, i) => ({
          name: account.name,
          email: account.email,
          passwordHash: hashes[i] as string,
          emailVerifiedAt: account.verified ? now : null,
        })),
      )
      .returning({ id: users.id, email: users.email });
    const userId = new Map(createdUsers.map((u) => [u.email, u.id]));
    const assignments = DEMO_ACCOUNTS.flatMap((account) =>
      account.role && account.organisation
        ? [
            {
              userId: userId.get(account.email)!,
              entityId: entityId.get(account.organisation)!,
              roleId: roleId.get(account.role)!,
            },
          ]
        : [],
    );
    await tx.insert(userEntityRoles).values(assignments);
    await tx.insert(registrationRequests).values(DEMO_REGISTRATION_REQUESTS);
    await seedDemoLoans(tx);
    return true;
  });
}
