/**
 * Creates a super_admin on any database, demo or real. The account gets a random
 * password nobody knows; its owner sets one through a password-reset link.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/password.ts';
import type { Database } from '../client.ts';
import { entities, roles, userEntityRoles, users } from '../schema/index.ts';
import { ensureRoles } from './roles.ts';

export class UserExistsError extends Error {}

/** The platform operator's organisation, created with the first administrator when missing. */
export const PLATFORM_ORGANISATION_NAME = 'DealLedger Platform';

export async function createSuperAdmin(
  db: Database,
  admin: { email: string; name: string },
): Promise<{ id: number; email: string }> {
  await ensureRoles(db);
  const email = admin.email.trim();
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
    if (existing) throw new UserExistsError(`A user with the e-mail ${email} already exists.`);
    let [platform] = await tx
      .select({ id: entities.id })
      .from(entities)
      .where(eq(entities.kind, 'dladminprofile'))
      .limit(1);
    platform ??= (
      await tx
        .insert(entities)
        .values({
          kind: 'dladminprofile',
          name: PLATFORM_ORGANISATION_NAME,
          legalName: PLATFORM_ORGANISATION_NAME,
          registrationNumber: 'PLATFORM',
          country: 'GB',
          contactEmail: email,
        })
        .returning({ id: entities.id })
    )[0];
    const [user] = await tx
      .insert(users)
      .values({ name: admin.name.trim(), email, passwordHash })
      .returning({ id: users.id, email: users.email });
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, 'super_admin'));
    await tx.insert(userEntityRoles).values({ userId: user!.id, entityId: platform!.id, roleId: role!.id });
    return user!;
  });
}
