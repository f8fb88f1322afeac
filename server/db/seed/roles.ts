/** Roles exist in every database, demo or not: they are part of the product. */
import { ROLES } from '../../../src/domain/roles.ts';
import type { Database } from '../client.ts';
import { roles } from '../schema/index.ts';

export async function ensureRoles(db: Database): Promise<void> {
  await db
    .insert(roles)
    .values(ROLES.map((name) => ({ name })))
    .onConflictDoNothing();
}
