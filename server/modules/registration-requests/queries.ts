/** SQL for reading and deciding registration requests. */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  entities,
  pendingActions,
  registrationDocuments,
  registrationRequests,
  roles,
  userEntityRoles,
  users,
} from '../../db/schema/index.ts';
import type { RegistrationListQuery } from './schemas.ts';
import { containsText } from '../../lib/text-search.ts';

export type RegistrationRow = typeof registrationRequests.$inferSelect;
export type DocumentRow = typeof registrationDocuments.$inferSelect;
export const DECIDE_ACTION = 'registration.decide';
export const TARGET_TYPE = 'registration_request';

export async function listRegistrations(
  db: Executor,
  query: RegistrationListQuery,
): Promise<{ rows: RegistrationRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(registrationRequests.status, query.status));
  if (query.type) conditions.push(eq(registrationRequests.entityKind, query.type));
  if (query.search) {
    const { name, legalName, registrationNumber, contactPersonEmail } = registrationRequests;
    conditions.push(containsText(query.search, [name, legalName, registrationNumber, contactPersonEmail]));
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [totalRow] = await db.select({ n: count() }).from(registrationRequests).where(where);
  const rows = await db
    .select()
    .from(registrationRequests)
    .where(where)
    .orderBy(desc(registrationRequests.createdAt), desc(registrationRequests.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return { rows, total: totalRow?.n ?? 0 };
}

export async function findRegistration(db: Executor, id: number): Promise<RegistrationRow | null> {
  const [row] = await db.select().from(registrationRequests).where(eq(registrationRequests.id, id));
  return row ?? null;
}

export async function lockRegistration(db: Executor, id: number): Promise<RegistrationRow | null> {
  const [row] = await db.select().from(registrationRequests).where(eq(registrationRequests.id, id)).for('update');
  return row ?? null;
}

export async function documentsOf(db: Executor, requestId: number): Promise<DocumentRow[]> {
  return db
    .select()
    .from(registrationDocuments)
    .where(eq(registrationDocuments.requestId, requestId))
    .orderBy(asc(registrationDocuments.id));
}

export async function findDocument(db: Executor, requestId: number, documentId: number): Promise<DocumentRow | null> {
  const [row] = await db
    .select()
    .from(registrationDocuments)
    .where(and(eq(registrationDocuments.requestId, requestId), eq(registrationDocuments.id, documentId)));
  return row ?? null;
}

/** The requests among `ids` with a decision waiting for a checker. */
export async function requestsWithPendingDecision(db: Executor, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: pendingActions.targetId })
    .from(pendingActions)
    .where(
      and(
        eq(pendingActions.targetType, TARGET_TYPE),
        eq(pendingActions.actionType, DECIDE_ACTION),
        eq(pendingActions.status, 'pending'),
        inArray(pendingActions.targetId, [...ids]),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

export async function pendingDecisionOf(db: Executor, requestId: number) {
  const [row] = await db
    .select()
    .from(pendingActions)
    .where(
      and(
        eq(pendingActions.targetType, TARGET_TYPE),
        eq(pendingActions.targetId, requestId),
        eq(pendingActions.actionType, DECIDE_ACTION),
        eq(pendingActions.status, 'pending'),
      ),
    );
  return row ?? null;
}

export async function userName(db: Executor, id: number | null): Promise<{ id: number; name: string } | null> {
  if (id === null) return null;
  const [row] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, id));
  return row ?? null;
}

export { platformEntityId } from '../../lib/platform-entity.ts';

export async function insertEntity(db: Executor, values: typeof entities.$inferInsert) {
  const [row] = await db.insert(entities).values(values).returning();
  return row!;
}

export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return row ?? null;
}

export async function insertUser(db: Executor, values: { name: string; email: string; passwordHash: string }) {
  const [row] = await db.insert(users).values(values).returning({ id: users.id, name: users.name, email: users.email });
  return row!;
}

export async function grantRole(db: Executor, userId: number, entityId: number, roleName: string): Promise<void> {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, roleName));
  if (!role) throw new Error(`role ${roleName} is missing`);
  await db
    .insert(userEntityRoles)
    .values({ userId, entityId, roleId: role.id })
    .onConflictDoUpdate({
      target: [userEntityRoles.userId, userEntityRoles.entityId, userEntityRoles.roleId],
      set: { isActive: true },
    });
}

export async function markDecided(
  db: Executor,
  id: number,
  values: {
    status: 'approved' | 'rejected';
    rejectionReason: string | null;
    entityId: number | null;
    decidedById: number;
  },
): Promise<RegistrationRow | null> {
  const [row] = await db
    .update(registrationRequests)
    .set({ ...values, decidedAt: new Date(), updatedAt: new Date(), version: sql`${registrationRequests.version} + 1` })
    .where(and(eq(registrationRequests.id, id), eq(registrationRequests.status, 'pending')))
    .returning();
  return row ?? null;
}
