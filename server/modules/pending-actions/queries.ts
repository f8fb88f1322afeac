/** SQL for the pending-actions list and one action. */
import { and, desc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { pendingActions } from '../../db/schema/index.ts';
import type { PendingActionRow } from '../../lib/pending-action-resource.ts';
import type { PendingActionListQuery } from './schemas.ts';
import { listTotal } from '../../lib/list-total.ts';

export async function findPendingAction(db: Executor, id: number): Promise<PendingActionRow | null> {
  const [row] = await db.select().from(pendingActions).where(eq(pendingActions.id, id));
  return row ?? null;
}

/** `bankIds` null: every scope (a platform admin); otherwise only those banks' actions. */
export async function listPendingActions(
  db: Executor,
  query: PendingActionListQuery,
  bankIds: readonly number[] | null,
) {
  const conditions: SQL[] = [];
  if (bankIds !== null)
    conditions.push(eq(pendingActions.scope, 'bank'), inArray(pendingActions.scopeEntityId, [...bankIds]));
  if (query.scope) conditions.push(eq(pendingActions.scope, query.scope));
  if (query.type) conditions.push(eq(pendingActions.actionType, query.type));
  if (query.maker_id !== undefined) conditions.push(eq(pendingActions.makerId, query.maker_id));
  if (query.status) conditions.push(eq(pendingActions.status, query.status));
  if (query.target_type) conditions.push(eq(pendingActions.targetType, query.target_type));
  if (query.target_id !== undefined) conditions.push(eq(pendingActions.targetId, query.target_id));
  if (query.older_than_hours !== undefined) {
    conditions.push(lte(pendingActions.createdAt, sql`now() - make_interval(hours => ${query.older_than_hours})`));
  }
  if (query.newer_than_hours !== undefined) {
    conditions.push(gt(pendingActions.createdAt, sql`now() - make_interval(hours => ${query.newer_than_hours})`));
  }
  const where = conditions.length > 0 ? and(...conditions) : sql`true`;
  const [total, rows] = await Promise.all([
    listTotal(db, () => sql`select 1 from ${pendingActions} where ${where}`),
    db
      .select()
      .from(pendingActions)
      .where(where)
      .orderBy(desc(pendingActions.createdAt), desc(pendingActions.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
  ]);
  return { rows, ...total };
}
