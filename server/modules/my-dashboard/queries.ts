/** SQL for the main dashboard: pending actions counted per organisation, open registrations, the user's own requests. */
import { and, count, desc, eq, inArray, isNull, ne, notExists, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { deals, notifications, pendingActions, proposals, registrationRequests, users } from '../../db/schema/index.ts';

export interface ScopeCount {
  scope: 'bank' | 'platform';
  scopeEntityId: number;
  count: number;
}

/** Pending actions per scope organisation, of the given organisations, made (or not made) by the user. */
export function pendingActionsPerScope(
  db: Executor,
  filter: { entityIds?: readonly number[]; makerId: number; mine: boolean },
): Promise<ScopeCount[]> {
  if (filter.entityIds?.length === 0) return Promise.resolve([]);
  const conditions: SQL[] = [
    eq(pendingActions.status, 'pending'),
    filter.mine ? eq(pendingActions.makerId, filter.makerId) : ne(pendingActions.makerId, filter.makerId),
  ];
  if (filter.entityIds) conditions.push(inArray(pendingActions.scopeEntityId, [...filter.entityIds]));
  return db
    .select({
      scope: pendingActions.scope,
      scopeEntityId: pendingActions.scopeEntityId,
      count: count(),
    })
    .from(pendingActions)
    .where(and(...conditions))
    .groupBy(pendingActions.scope, pendingActions.scopeEntityId)
    .orderBy(pendingActions.scope, pendingActions.scopeEntityId);
}

/** Pending registration requests on which nobody has proposed a decision yet. */
export async function registrationsAwaitingDecision(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(registrationRequests)
    .where(
      and(
        eq(registrationRequests.status, 'pending'),
        notExists(
          db
            .select({ one: sql`1` })
            .from(pendingActions)
            .where(
              and(
                eq(pendingActions.targetType, 'registration_request'),
                eq(pendingActions.targetId, registrationRequests.id),
                eq(pendingActions.status, 'pending'),
              ),
            ),
        ),
      ),
    );
  return row?.n ?? 0;
}

/** The requests made with the user's e-mail as the contact person's, newest first. */
export async function registrationsOfUser(db: Executor, userId: number, limit: number) {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) return [];
  return db
    .select({
      id: registrationRequests.id,
      name: registrationRequests.name,
      entityKind: registrationRequests.entityKind,
      status: registrationRequests.status,
      rejectionReason: registrationRequests.rejectionReason,
      createdAt: registrationRequests.createdAt,
      decidedAt: registrationRequests.decidedAt,
    })
    .from(registrationRequests)
    .where(sql`lower(${registrationRequests.contactPersonEmail}) = lower(${user.email})`)
    .orderBy(desc(registrationRequests.createdAt), desc(registrationRequests.id))
    .limit(limit);
}

export interface EntityCount {
  entityId: number;
  count: number;
}

/** Proposals in a status per bank (of the given banks). */
export function proposalsPerBank(
  db: Executor,
  bankIds: readonly number[],
  status: 'submitted',
): Promise<EntityCount[]> {
  if (bankIds.length === 0) return Promise.resolve([]);
  return db
    .select({ entityId: proposals.bankId, count: count() })
    .from(proposals)
    .where(and(eq(proposals.status, status), inArray(proposals.bankId, [...bankIds])))
    .groupBy(proposals.bankId)
    .orderBy(proposals.bankId);
}

/** Proposals in a status per investor (of the given investors). */
export function proposalsPerInvestor(
  db: Executor,
  investorIds: readonly number[],
  status: 'accepted',
): Promise<EntityCount[]> {
  if (investorIds.length === 0) return Promise.resolve([]);
  return db
    .select({ entityId: proposals.investorId, count: count() })
    .from(proposals)
    .where(and(eq(proposals.status, status), inArray(proposals.investorId, [...investorIds])))
    .groupBy(proposals.investorId)
    .orderBy(proposals.investorId);
}

/** Deals in a status per organisation on one side of them. */
export function dealsPerParty(
  db: Executor,
  side: 'bank' | 'investor',
  entityIds: readonly number[],
  status: 'pending_settlement' | 'funds_sent',
): Promise<EntityCount[]> {
  if (entityIds.length === 0) return Promise.resolve([]);
  const party = side === 'bank' ? deals.bankId : deals.investorId;
  return db
    .select({ entityId: party, count: count() })
    .from(deals)
    .where(and(eq(deals.status, status), inArray(party, [...entityIds])))
    .groupBy(party)
    .orderBy(party);
}

/** The user's unread notifications, newest first, at most `limit`, and how many are unread in all. */
export async function unreadNotificationsOf(db: Executor, userId: number, limit: number) {
  const unread = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: notifications.id,
        kind: notifications.kind,
        subjectType: notifications.subjectType,
        subjectId: notifications.subjectId,
        payload: notifications.payload,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(unread)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit),
    db.select({ n: count() }).from(notifications).where(unread),
  ]);
  return { rows, total: total?.n ?? 0 };
}
