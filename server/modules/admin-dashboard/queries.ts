/** SQL for the admin dashboard's figures: each one query, counted in the database. */
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { entities, pendingActions, registrationRequests, revisions, users } from '../../db/schema/index.ts';

export async function pendingRegistrations(db: Executor, latest: number) {
  const [total] = await db
    .select({ n: count() })
    .from(registrationRequests)
    .where(eq(registrationRequests.status, 'pending'));
  const rows = await db
    .select({
      id: registrationRequests.id,
      name: registrationRequests.name,
      entityKind: registrationRequests.entityKind,
      createdAt: registrationRequests.createdAt,
    })
    .from(registrationRequests)
    .where(eq(registrationRequests.status, 'pending'))
    .orderBy(desc(registrationRequests.createdAt), desc(registrationRequests.id))
    .limit(latest);
  const decided =
    rows.length === 0
      ? []
      : await db
          .select({ targetId: pendingActions.targetId })
          .from(pendingActions)
          .where(
            and(
              eq(pendingActions.targetType, 'registration_request'),
              eq(pendingActions.status, 'pending'),
              inArray(
                pendingActions.targetId,
                rows.map((row) => row.id),
              ),
            ),
          );
  const withDecision = new Set(decided.map((row) => row.targetId));
  return {
    total: total?.n ?? 0,
    rows: rows.map((row) => ({
      ...row,
      decisionPending: withDecision.has(row.id),
    })),
  };
}

export function entityCounts(db: Executor) {
  return db
    .select({ kind: entities.kind, status: entities.status, count: count() })
    .from(entities)
    .groupBy(entities.kind, entities.status)
    .orderBy(entities.kind, entities.status);
}

export async function userCounts(db: Executor) {
  const rows = await db.select({ active: users.isActive, count: count() }).from(users).groupBy(users.isActive);
  return {
    active: rows.find((row) => row.active)?.count ?? 0,
    inactive: rows.find((row) => !row.active)?.count ?? 0,
  };
}

export function latestRevisions(db: Executor, limit: number) {
  return db
    .select({
      id: revisions.id,
      targetType: revisions.targetType,
      targetId: revisions.targetId,
      version: revisions.version,
      actorId: revisions.actorId,
      actorName: users.name,
      createdAt: revisions.createdAt,
    })
    .from(revisions)
    .leftJoin(users, eq(users.id, revisions.actorId))
    .orderBy(desc(revisions.createdAt), desc(revisions.id))
    .limit(limit);
}
