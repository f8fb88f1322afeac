/** Another manager of Northwind Bank beside the demo one, made in a test file's database: for the four-eyes rules between two managers. */
import { eq } from 'drizzle-orm';
import type { Database } from '../../server/db/client.ts';
import { entities, roles, userEntityRoles, users } from '../../server/db/schema/index.ts';
import { DEMO } from './demo-people.ts';

/** The new manager signs in with the demo password. */
export async function insertSecondNorthwindManager(db: Database, person: { name: string; email: string }) {
  const [demoManager] = await db.select().from(users).where(eq(users.email, DEMO.northwindManager.email));
  const [created] = await db
    .insert(users)
    .values({ ...person, passwordHash: demoManager!.passwordHash, emailVerifiedAt: new Date() })
    .returning();
  const [role] = await db.select().from(roles).where(eq(roles.name, 'bank_manager'));
  const [bank] = await db.select().from(entities).where(eq(entities.name, 'Northwind Bank'));
  await db.insert(userEntityRoles).values({ userId: created!.id, entityId: bank!.id, roleId: role!.id });
}
