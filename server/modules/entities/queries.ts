/** SQL for organisations: the list with its counts, one with its people, and the changes platform checkers apply. */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { entities, pendingActions, revisions, roles, userEntityRoles, users } from '../../db/schema/index.ts';
import type { EntityListQuery } from './schemas.ts';
import { containsText } from '../../lib/text-search.ts';

export type EntityRow = typeof entities.$inferSelect;
export type EntityChanges = Partial<
  Pick<
    EntityRow,
    | 'status'
    | 'name'
    | 'legalName'
    | 'registrationNumber'
    | 'country'
    | 'address'
    | 'contactEmail'
    | 'phone'
    | 'website'
    | 'bankingLicenceNumber'
    | 'bic'
    | 'investorType'
  >
>;
export const TARGET_TYPE = 'entity';

/** People with an active role in the organisation, counted once each. */
// Aliased tables and a qualified outer id: Drizzle writes a select list's columns unqualified.
const userCount = sql<number>`(select count(distinct uer.user_id)::int from user_entity_roles uer where uer.entity_id = "entities"."id" and uer.is_active)`;
const loanCount = sql<number>`(select count(*)::int from loans l where l.bank_id = "entities"."id")`;

export async function listEntities(db: Executor, query: EntityListQuery) {
  const conditions: SQL[] = [];
  if (query.kind) conditions.push(eq(entities.kind, query.kind));
  if (query.status) conditions.push(eq(entities.status, query.status));
  if (query.search) {
    const searched = [entities.name, entities.legalName, entities.registrationNumber, entities.contactEmail] as const;
    conditions.push(containsText(query.search, searched));
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [totalRow] = await db.select({ n: count() }).from(entities).where(where);
  const rows = await db
    .select({ entity: entities, userCount, loanCount })
    .from(entities)
    .where(where)
    .orderBy(asc(entities.name), asc(entities.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return { rows, total: totalRow?.n ?? 0 };
}

export async function findEntityWithCounts(db: Executor, id: number) {
  const [row] = await db.select({ entity: entities, userCount, loanCount }).from(entities).where(eq(entities.id, id));
  return row ?? null;
}

export async function lockEntity(db: Executor, id: number): Promise<EntityRow | null> {
  const [row] = await db.select().from(entities).where(eq(entities.id, id)).for('update');
  return row ?? null;
}

/** Writes the change and moves the version on, so actions made against the old version are stale. */
export async function updateEntity(db: Executor, id: number, changes: EntityChanges): Promise<EntityRow> {
  const [row] = await db
    .update(entities)
    .set({ ...changes, updatedAt: new Date(), version: sql`${entities.version} + 1` })
    .where(eq(entities.id, id))
    .returning();
  return row!;
}

/** The organisation's people with every role they hold in it, active or not. */
export async function peopleOf(db: Executor, entityId: number) {
  return db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      userActive: users.isActive,
      lastLoginAt: users.lastLoginAt,
      role: roles.name,
      roleActive: userEntityRoles.isActive,
    })
    .from(userEntityRoles)
    .innerJoin(users, eq(users.id, userEntityRoles.userId))
    .innerJoin(roles, eq(roles.id, userEntityRoles.roleId))
    .where(eq(userEntityRoles.entityId, entityId))
    .orderBy(asc(users.name), asc(users.id), asc(roles.name));
}

export async function pendingActionsOn(db: Executor, entityId: number) {
  return db
    .select()
    .from(pendingActions)
    .where(
      and(
        eq(pendingActions.targetType, TARGET_TYPE),
        eq(pendingActions.targetId, entityId),
        eq(pendingActions.status, 'pending'),
      ),
    )
    .orderBy(asc(pendingActions.createdAt), asc(pendingActions.id));
}

/** The latest actions on the organisation, decided or not. */
export async function recentActionsOn(db: Executor, entityId: number, limit: number) {
  return db
    .select()
    .from(pendingActions)
    .where(and(eq(pendingActions.targetType, TARGET_TYPE), eq(pendingActions.targetId, entityId)))
    .orderBy(desc(pendingActions.createdAt), desc(pendingActions.id))
    .limit(limit);
}

export async function recentRevisionsOf(db: Executor, entityId: number, limit: number) {
  return db
    .select()
    .from(revisions)
    .where(and(eq(revisions.targetType, TARGET_TYPE), eq(revisions.targetId, entityId)))
    .orderBy(desc(revisions.version), desc(revisions.id))
    .limit(limit);
}

/** The organisations among `ids` with a change waiting for a checker. */
export async function entitiesWithPendingChange(db: Executor, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: pendingActions.targetId })
    .from(pendingActions)
    .where(
      and(
        eq(pendingActions.targetType, TARGET_TYPE),
        eq(pendingActions.status, 'pending'),
        inArray(pendingActions.targetId, [...ids]),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

export async function entityNames(db: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: entities.id, name: entities.name })
    .from(entities)
    .where(inArray(entities.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}
