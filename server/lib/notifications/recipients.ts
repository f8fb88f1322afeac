/** Who hears of an event: the active people holding one of some roles in some organisations. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { roles, userEntityRoles, users } from '../../db/schema/index.ts';
import type { RoleName } from '../../../src/domain/roles.ts';

export async function peopleWithRoles(
  db: Executor,
  entityIds: readonly number[],
  wanted: readonly RoleName[],
): Promise<number[]> {
  if (entityIds.length === 0 || wanted.length === 0) return [];
  const rows = await db
    .selectDistinct({ userId: userEntityRoles.userId })
    .from(userEntityRoles)
    .innerJoin(roles, eq(roles.id, userEntityRoles.roleId))
    .innerJoin(users, eq(users.id, userEntityRoles.userId))
    .where(
      and(
        inArray(userEntityRoles.entityId, [...entityIds]),
        inArray(roles.name, [...wanted]),
        eq(userEntityRoles.isActive, true),
        eq(users.isActive, true),
      ),
    );
  return rows.map((row) => row.userId).sort((a, b) => a - b);
}
