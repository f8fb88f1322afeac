/**
 * Who could decide each action: the active people holding a checker role of the action's scope in
 * its organisation, less its maker (four eyes). None means the action waits until someone is added,
 * which the screens say where the change is made.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { roles, userEntityRoles, users } from '../../db/schema/index.ts';
import { SCOPE_ROLES, type PendingActionRow } from './action-types.ts';

type Scoped = Pick<PendingActionRow, 'id' | 'scope' | 'scopeEntityId' | 'makerId'>;

/** The number of people other than its maker who may decide each action, by action id. */
export async function availableCheckers(db: Executor, actions: readonly Scoped[]): Promise<Map<number, number>> {
  if (actions.length === 0) return new Map();
  const entityIds = [...new Set(actions.map((action) => action.scopeEntityId))];
  const checkerRoles = [...new Set(Object.values(SCOPE_ROLES).flatMap((scope) => scope.checkers))];
  const holders = await db
    .select({ userId: userEntityRoles.userId, entityId: userEntityRoles.entityId, role: roles.name })
    .from(userEntityRoles)
    .innerJoin(roles, eq(roles.id, userEntityRoles.roleId))
    .innerJoin(users, eq(users.id, userEntityRoles.userId))
    .where(
      and(
        inArray(userEntityRoles.entityId, entityIds),
        inArray(roles.name, checkerRoles),
        eq(userEntityRoles.isActive, true),
        eq(users.isActive, true),
      ),
    );
  return new Map(
    actions.map((action) => {
      const wanted: readonly string[] = SCOPE_ROLES[action.scope].checkers;
      const people = new Set(
        holders
          .filter(
            (holder) =>
              holder.entityId === action.scopeEntityId &&
              wanted.includes(holder.role) &&
              holder.userId !== action.makerId,
          )
          .map((holder) => holder.userId),
      );
      return [action.id, people.size];
    }),
  );
}
