/** SQL for the admin dashboard's figures: each one query, counted in the database. */
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { entities, registrationRequests, revisions, users } from '../../db/schema/index.ts';

/** The newest registrations waiting for a decision, whether one is already proposed, and how many wait: one statement. */
export async function pendingRegistrations(db: Executor, latest: number) {
  // Written out in full: in a one-table select the builder leaves its columns unqualified, and "id" would be the action's.
  const decisionPending = sql<boolean>`exists (select 1 from "pending_actions" as "action"
    where "action"."target_type" = 'registration_request' and "action"."status" = 'pending'
    and "action"."target_id" = "registration_requests"."id")`;
  const rows = await db
    .select({
      id: registrationRequests.id,
      name: registrationRequests.name,
      entityKind: registrationRequests.entityKind,
      createdAt: registrationRequests.createdAt,
      decisionPending,
      // Counted before the limit: every registration waiting, not only the page's.
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(registrationRequests)
    .where(eq(registrationRequests.status, 'pending'))
    .orderBy(desc(registrationRequests.createdAt), desc(registrationRequests.id))
    .limit(latest);
  return { total: rows[0]?.total ?? 0, rows: rows.map(({ total: _total, ...row }) => row) };
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
