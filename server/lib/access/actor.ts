/**
 * Who is asking, in which organisations and with which roles: read once per request from the
 * active role assignments, and asked by every module before it reads or writes a record.
 */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { entities, roles, userEntityRoles, users } from '../../db/schema/index.ts';
import type { EntityKind } from '../../../src/domain/organisations.ts';
import { isRoleName, PLATFORM_ADMIN_ROLES, type RoleName } from '../../../src/domain/roles.ts';

export interface Membership {
  entityId: number;
  entityKind: EntityKind;
  entityName: string;
  /** A suspended organisation's people may read but neither make nor check an action. */
  entityActive: boolean;
  role: RoleName;
}

export interface Actor {
  userId: number;
  name: string;
  memberships: readonly Membership[];
}

/**
 * The columns an actor is read from, one row per active role assignment: `users` joined with
 * `activeRoleJoins`. The session read selects them too, so a request learns who is asking and
 * what they may do in the one round trip that checks its session.
 */
export const actorColumns = {
  name: users.name,
  entityId: entities.id,
  entityKind: entities.kind,
  entityName: entities.name,
  entityStatus: entities.status,
  role: roles.name,
};

type ActorRow = { [Key in keyof typeof actorColumns]: (typeof actorColumns)[Key]['_']['data'] | null };

export const activeAssignmentOn = and(eq(userEntityRoles.userId, users.id), eq(userEntityRoles.isActive, true));

export function actorFromRows(userId: number, rows: readonly ActorRow[]): Actor {
  const memberships: Membership[] = [];
  for (const row of rows) {
    if (row.entityId === null || row.entityKind === null || row.entityName === null || row.role === null) continue;
    if (!isRoleName(row.role)) continue;
    memberships.push({
      entityId: row.entityId,
      entityKind: row.entityKind,
      entityName: row.entityName,
      entityActive: row.entityStatus === 'active',
      role: row.role,
    });
  }
  return { userId, name: rows[0]?.name ?? '', memberships };
}

export async function loadActor(db: Executor, userId: number): Promise<Actor> {
  const rows = await db
    .select(actorColumns)
    .from(users)
    .leftJoin(userEntityRoles, activeAssignmentOn)
    .leftJoin(entities, eq(entities.id, userEntityRoles.entityId))
    .leftJoin(roles, eq(roles.id, userEntityRoles.roleId))
    .where(eq(users.id, userId));
  return actorFromRows(userId, rows);
}

/** The actor's roles in one organisation. */
export function rolesIn(actor: Actor, entityId: number): RoleName[] {
  return actor.memberships
    .filter((membership) => membership.entityId === entityId)
    .map((membership) => membership.role);
}

export function hasRoleIn(actor: Actor, entityId: number, wanted: readonly RoleName[]): boolean {
  return rolesIn(actor, entityId).some((role) => wanted.includes(role));
}

/** Whether the actor may act (make or check) in this organisation: it holds one of the roles and the organisation is active. */
export function mayActIn(actor: Actor, entityId: number, wanted: readonly RoleName[]): boolean {
  return actor.memberships.some(
    (membership) => membership.entityId === entityId && membership.entityActive && wanted.includes(membership.role),
  );
}

/** The organisations of a kind in which the actor holds any role. */
export function entityIdsOfKind(actor: Actor, kind: EntityKind): number[] {
  return [
    ...new Set(
      actor.memberships.filter((membership) => membership.entityKind === kind).map((membership) => membership.entityId),
    ),
  ];
}

/** Platform admins see every organisation's records for oversight, read-only. */
export function isPlatformAdminActor(actor: Actor): boolean {
  return actor.memberships.some(
    (membership) => membership.entityKind === 'dladminprofile' && PLATFORM_ADMIN_ROLES.includes(membership.role),
  );
}
