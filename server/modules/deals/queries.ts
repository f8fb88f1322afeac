/** SQL for deals: the visible page, one deal with its loan and parties, its timeline, locks and the status writes. */
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { dealEvents, dealLines, deals, loans, pendingActions, poolLoans, pools, users } from '../../db/schema/index.ts';
import type { PendingCancellation } from '../trading/deal-answer.ts';
import { selectDealsWithParties, type DealRow, type DealWithParties } from '../trading/deal-queries.ts';
import type { DealStatus } from '../../../src/domain/trading/deal-status.ts';
import { bidDeadlineWhenRelisted } from '../../../src/domain/trading/relisting.ts';
import type { DealEventKind } from '../trading/deal-answer.ts';
import type { DealSort } from '../../../src/domain/lists.ts';
import type { DealListQuery } from './schemas.ts';

export type { DealRow } from '../trading/deal-queries.ts';

export const TARGET_TYPE = 'deal';
export const CANCEL_ACTION = 'deal.cancel';

export type DealValues = Partial<typeof deals.$inferInsert>;

/** Whose deals a caller reads: null means every deal (platform admins). */
export interface DealScope {
  investorIds: readonly number[];
  bankIds: readonly number[];
}

function scopeCondition(scope: DealScope | null): SQL | undefined {
  if (scope === null) return undefined;
  const parts: SQL[] = [];
  if (scope.investorIds.length > 0) parts.push(inArray(deals.investorId, [...scope.investorIds]));
  if (scope.bankIds.length > 0) parts.push(inArray(deals.bankId, [...scope.bankIds]));
  return parts.length === 0 ? sql`false` : or(...parts);
}

const SORT_COLUMNS: Record<DealSort, SQL | AnyPgColumn> = {
  created_at: deals.createdAt,
  settlement_date: deals.settlementDate,
  amount: deals.amount,
  status: sql`${deals.status}::text`,
};

export async function listDealPage(
  db: Executor,
  scope: DealScope | null,
  query: DealListQuery,
): Promise<{ rows: DealWithParties[]; total: number }> {
  const conditions = [scopeCondition(scope)];
  if (query.status && query.status.length > 0) conditions.push(inArray(deals.status, query.status));
  const where = and(...conditions);
  const direction = query.order === 'asc' ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    selectDealsWithParties(db)
      .where(where)
      .orderBy(direction(SORT_COLUMNS[query.sort]), direction(deals.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: count() }).from(deals).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The deal, locked until the transaction ends, so each step happens once. */
export async function lockDeal(db: Executor, id: number): Promise<DealRow | null> {
  const [row] = await db.select().from(deals).where(eq(deals.id, id)).for('update');
  return row ?? null;
}

/** Applies `values` and bumps the version; the caller holds the row lock. */
export async function updateDeal(db: Executor, id: number, values: DealValues): Promise<DealRow> {
  const [row] = await db
    .update(deals)
    .set({ ...values, updatedAt: sql`now()`, version: sql`${deals.version} + 1` })
    .where(eq(deals.id, id))
    .returning();
  if (!row) throw new Error(`deal ${id} vanished while locked`);
  return row;
}

export async function insertDealEvent(
  db: Executor,
  event: { dealId: number; kind: DealEventKind; actorId: number | null; note?: string | null },
) {
  await db
    .insert(dealEvents)
    .values({ dealId: event.dealId, kind: event.kind, actorId: event.actorId, note: event.note ?? null });
}

/** The cancellations of these deals that wait for a checker. */
export async function pendingCancellations(
  db: Executor,
  dealIds: readonly number[],
): Promise<Map<number, PendingCancellation>> {
  if (dealIds.length === 0) return new Map();
  const rows = await db
    .select({
      dealId: pendingActions.targetId,
      pendingActionId: pendingActions.id,
      makerId: pendingActions.makerId,
      makerName: users.name,
      payload: pendingActions.payload,
      createdAt: pendingActions.createdAt,
    })
    .from(pendingActions)
    .leftJoin(users, eq(users.id, pendingActions.makerId))
    .where(
      and(
        eq(pendingActions.targetType, TARGET_TYPE),
        eq(pendingActions.actionType, CANCEL_ACTION),
        eq(pendingActions.status, 'pending'),
        inArray(pendingActions.targetId, [...dealIds]),
      ),
    );
  return new Map(rows.map((row) => [row.dealId, row]));
}

/** Deal references for the pending-action screens: the loan reference and the parties. */
export async function dealLabels(db: Executor, ids: readonly number[]) {
  if (ids.length === 0)
    return new Map<
      number,
      { loanRef: string; isPool: boolean; status: DealStatus; bankName: string; investorName: string }
    >();
  const rows = await selectDealsWithParties(db).where(inArray(deals.id, [...new Set(ids)]));
  return new Map(
    rows.map((row) => [
      row.deal.id,
      {
        loanRef: row.loan?.loanRef ?? `pool ${row.pool?.name ?? ''}`,
        isPool: row.pool !== null,
        status: row.deal.status,
        bankName: row.bankName,
        investorName: row.investorName,
      },
    ]),
  );
}

export type LoanRow = typeof loans.$inferSelect;

export async function lockLoan(db: Executor, id: number): Promise<LoanRow | null> {
  const [row] = await db.select().from(loans).where(eq(loans.id, id)).for('update');
  return row ?? null;
}

/** A cancelled deal's loan goes back on the market, as it was before it was sold (less a bid deadline now passed). */
export async function relistLoan(db: Executor, loan: LoanRow, today: string): Promise<LoanRow> {
  const [row] = await db
    .update(loans)
    .set({
      status: 'listed',
      soldAt: null,
      soldAmount: null,
      bidDeadline: bidDeadlineWhenRelisted(loan.bidDeadline, today),
      updatedAt: sql`now()`,
      version: sql`${loans.version} + 1`,
    })
    .where(eq(loans.id, loan.id))
    .returning();
  if (!row) throw new Error(`loan ${loan.id} vanished while locked`);
  return row;
}

/**
 * A cancelled pool deal gives its loans back to the bank: they are approved again and in no live pool,
 * and the pool is withdrawn, since its sale has ended without a sale. Answers the loans and the pool as
 * they were and as they are now, for their revisions.
 */
export async function freePoolDealLoans(db: Executor, dealId: number, poolId: number) {
  const ofDeal = sql`(select ${dealLines.loanId} from ${dealLines} where ${dealLines.dealId} = ${dealId})`;
  const before = await db.select().from(loans).where(inArray(loans.id, ofDeal)).orderBy(asc(loans.id)).for('update');
  const after = await db
    .update(loans)
    .set({
      status: 'approved',
      soldAt: null,
      soldAmount: null,
      updatedAt: sql`now()`,
      version: sql`${loans.version} + 1`,
    })
    .where(inArray(loans.id, ofDeal))
    .returning();
  await db.update(poolLoans).set({ live: false }).where(eq(poolLoans.poolId, poolId));
  const [poolBefore] = await db.select().from(pools).where(eq(pools.id, poolId)).for('update');
  const [poolAfter] = await db
    .update(pools)
    .set({ status: 'withdrawn', updatedAt: sql`now()`, version: sql`${pools.version} + 1` })
    .where(eq(pools.id, poolId))
    .returning();
  return { loans: { before, after }, pool: { before: poolBefore!, after: poolAfter! } };
}

/** A pool deal's lines, a page at a time, numbered as the pool's tape numbers them. */
export async function dealLinePage(db: Executor, dealId: number, page: number, perPage: number) {
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        loanId: dealLines.loanId,
        loanRef: loans.loanRef,
        currentPrincipal: loans.currentPrincipal,
        pricePct: dealLines.pricePct,
        amount: dealLines.amount,
      })
      .from(dealLines)
      .innerJoin(loans, eq(loans.id, dealLines.loanId))
      .where(eq(dealLines.dealId, dealId))
      .orderBy(asc(dealLines.loanId))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(dealLines).where(eq(dealLines.dealId, dealId)),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
