/** SQL for user administration: a filtered page of users, one user, their role assignments, the organisations to choose from, and the writes. */
import { and, asc, count, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { entities, revisions, roles, userEntityRoles, users } from '../../db/schema/index.ts';
import type { EntityKind } from '../../../src/domain/organisations.ts';
import type { RoleName } from '../../../src/domain/roles.ts';
import type { UserListQuery } from './schemas.ts';
import { containsText } from '../../lib/text-search.ts';

const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  isActive: users.isActive,
  emailVerifiedAt: users.emailVerifiedAt,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};
export type UserRecord = {
  id: number;
  name: string;
  email: string;
  isActive: boolean;
  emailVerifiedAt: Date | null;
  lastLoginAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};
export type AssignmentRecord = {
  userId: number;
  entityId: number;
  entityKind: EntityKind;
  entityName: string;
  role: RoleName;
};

function listFilter(query: UserListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  const search = query.search?.trim();
  if (search) conditions.push(containsText(search, [users.name, users.email]));
  if (query.active) conditions.push(eq(users.isActive, query.active === 'true'));
  if (query.entity_id !== undefined || query.role !== undefined) {
    const held: SQL[] = [eq(userEntityRoles.userId, users.id), eq(userEntityRoles.isActive, true)];
    if (query.entity_id !== undefined) held.push(eq(userEntityRoles.entityId, query.entity_id));
    if (query.role !== undefined) held.push(eq(roles.name, query.role));
    conditions.push(
      exists(
        sql`(select 1 from ${userEntityRoles} join ${roles} on ${roles.id} = ${userEntityRoles.roleId} where ${and(...held)})`,
      ),
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export async function listUsers(db: Executor, query: UserListQuery): Promise<{ rows: UserRecord[]; total: number }> {
  const where = listFilter(query);
  const rows = await db
    .select(userColumns)
    .from(users)
    .where(where)
    .orderBy(asc(users.name), asc(users.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [counted] = await db.select({ total: count() }).from(users).where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function getUser(db: Executor, id: number, lock = false): Promise<UserRecord | null> {
  const query = db.select(userColumns).from(users).where(eq(users.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function emailTaken(db: Executor, email: string, exceptId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      sql`lower(${users.email}) = lower(${email})${exceptId === null ? sql`` : sql` and ${users.id} <> ${exceptId}`}`,
    );
  return row !== undefined;
}

export async function assignmentsOf(db: Executor, userIds: readonly number[]): Promise<AssignmentRecord[]> {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: userEntityRoles.userId,
      entityId: entities.id,
      entityKind: entities.kind,
      entityName: entities.name,
      role: sql<RoleName>`${roles.name}`,
    })
    .from(userEntityRoles)
    .innerJoin(entities, eq(entities.id, userEntityRoles.entityId))
    .innerJoin(roles, eq(roles.id, userEntityRoles.roleId))
    .where(and(inArray(userEntityRoles.userId, [...userIds]), eq(userEntityRoles.isActive, true)))
    .orderBy(asc(entities.name), asc(roles.id));
}

export async function entityKinds(db: Executor, ids: readonly number[]): Promise<Map<number, EntityKind>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: entities.id, kind: entities.kind })
    .from(entities)
    .where(inArray(entities.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.kind]));
}

/** Every organisation a role can be held in, for the user form's choices: the platform first, then banks and investors by name. */
export async function entityOptions(db: Executor): Promise<{ id: number; name: string; kind: EntityKind }[]> {
  return db
    .select({ id: entities.id, name: entities.name, kind: entities.kind })
    .from(entities)
    .orderBy(
      sql`case ${entities.kind} when 'dladminprofile' then 0 when 'bank' then 1 else 2 end`,
      asc(entities.name),
      asc(entities.id),
    );
}

export async function roleIds(db: Executor): Promise<Map<string, number>> {
  const rows = await db.select({ id: roles.id, name: roles.name }).from(roles);
  return new Map(rows.map((row) => [row.name, row.id]));
}

/**
 * Serialises every change that could touch who is a super_admin: the super_admin role row
 * is locked until the transaction ends, so two edits cannot each see another super_admin left.
 */
export async function lockSuperAdminRole(db: Executor): Promise<void> {
  await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'super_admin')).for('update');
}

/** Active users holding an active super_admin role. */
export async function activeSuperAdminIds(db: Executor): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(userEntityRoles, and(eq(userEntityRoles.userId, users.id), eq(userEntityRoles.isActive, true)))
    .innerJoin(roles, eq(roles.id, userEntityRoles.roleId))
    .where(and(eq(users.isActive, true), eq(roles.name, 'super_admin')));
  return rows.map((row) => row.id);
}

export async function insertUser(
  db: Executor,
  values: { name: string; email: string; isActive: boolean; passwordHash: string },
): Promise<number> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row!.id;
}

export async function updateUser(
  db: Executor,
  id: number,
  values: { name?: string; email?: string; isActive?: boolean },
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

export async function replaceAssignments(
  db: Executor,
  userId: number,
  assignments: readonly { entityId: number; roleId: number }[],
): Promise<void> {
  await db.delete(userEntityRoles).where(eq(userEntityRoles.userId, userId));
  if (assignments.length === 0) return;
  await db.insert(userEntityRoles).values(assignments.map((assignment) => ({ userId, ...assignment })));
}

export async function nextRevisionVersion(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ version: sql<number>`coalesce(max(${revisions.version}), 0)::int` })
    .from(revisions)
    .where(and(eq(revisions.targetType, 'user'), eq(revisions.targetId, userId)));
  return (row?.version ?? 0) + 1;
}
