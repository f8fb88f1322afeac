/** SQL for deals: the visible page, one deal with its loan and parties, its timeline, locks and the status writes. */
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { dealEvents, deals, entities, loans, pendingActions, users } from '../../db/schema/index.ts';
import type { DealStatus } from '../../../src/domain/trading/deal-status.ts';
import type { DealEventKind, DealListQuery, DealSort } from './schemas.ts';

export const TARGET_TYPE = 'deal';
export const CANCEL_ACTION = 'deal.cancel';

export type DealRow = typeof deals.$inferSelect;
export type DealValues = Partial<typeof deals.$inferInsert>;

/** Whose deals a caller reads: null means every deal (platform admins). */
export interface DealScope {
  investorIds: readonly number[];
  bankIds: readonly number[];
}

const bank = alias(entities, 'deal_bank');
const investor = alias(entities, 'deal_investor');

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

const dealWithParties = {
  deal: deals,
  loan: {
    id: loans.id,
    loanRef: loans.loanRef,
    status: loans.status,
    currency: loans.currency,
    currentPrincipal: loans.currentPrincipal,
    interestRatePct: loans.interestRatePct,
    currentLtvPct: loans.currentLtvPct,
    region: loans.region,
    propertyType: loans.propertyType,
  },
  bankName: bank.name,
  investorName: investor.name,
};

function selectDeals(db: Executor) {
  return db
    .select(dealWithParties)
    .from(deals)
    .innerJoin(loans, eq(loans.id, deals.loanId))
    .innerJoin(bank, eq(bank.id, deals.bankId))
    .innerJoin(investor, eq(investor.id, deals.investorId));
}
export type DealWithParties = Awaited<ReturnType<ReturnType<typeof selectDeals>['execute']>>[number];

export async function listDealPage(db: Executor, scope: DealScope | null, query: DealListQuery): Promise<{ rows: DealWithParties[]; total: number }> {
  const conditions = [scopeCondition(scope)];
  if (query.status && query.status.length > 0) conditions.push(inArray(deals.status, query.status));
  const where = and(...conditions);
  const direction = query.order === 'asc' ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    selectDeals(db)
      .where(where)
      .orderBy(direction(SORT_COLUMNS[query.sort]), direction(deals.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: count() }).from(deals).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findDeal(db: Executor, id: number): Promise<DealWithParties | null> {
  const [row] = await selectDeals(db).where(eq(deals.id, id));
  return row ?? null;
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

export async function insertDealEvent(db: Executor, event: { dealId: number; kind: DealEventKind; actorId: number | null; note?: string | null }) {
  await db.insert(dealEvents).values({ dealId: event.dealId, kind: event.kind, actorId: event.actorId, note: event.note ?? null });
}

export function dealTimeline(db: Executor, dealId: number) {
  return db
    .select({ id: dealEvents.id, kind: dealEvents.kind, actorId: dealEvents.actorId, actorName: users.name, note: dealEvents.note, createdAt: dealEvents.createdAt })
    .from(dealEvents)
    .leftJoin(users, eq(users.id, dealEvents.actorId))
    .where(eq(dealEvents.dealId, dealId))
    .orderBy(asc(dealEvents.createdAt), asc(dealEvents.id));
}

export interface PendingCancellation {
  dealId: number;
  pendingActionId: number;
  makerId: number;
  makerName: string | null;
  payload: unknown;
  createdAt: Date;
}

/** The cancellations of these deals that wait for a checker. */
export async function pendingCancellations(db: Executor, dealIds: readonly number[]): Promise<Map<number, PendingCancellation>> {
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
  if (ids.length === 0) return new Map<number, { loanRef: string; status: DealStatus; bankName: string; investorName: string }>();
  const rows = await selectDeals(db).where(inArray(deals.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.deal.id, { loanRef: row.loan.loanRef, status: row.deal.status, bankName: row.bankName, investorName: row.investorName }]));
}

export type LoanRow = typeof loans.$inferSelect;

export async function lockLoan(db: Executor, id: number): Promise<LoanRow | null> {
  const [row] = await db.select().from(loans).where(eq(loans.id, id)).for('update');
  return row ?? null;
}

/** A cancelled deal's loan goes back on the market, as it was before it was sold. */
export async function relistLoan(db: Executor, id: number): Promise<LoanRow> {
  const [row] = await db
    .update(loans)
    .set({ status: 'listed', soldAt: null, soldAmount: null, updatedAt: sql`now()`, version: sql`${loans.version} + 1` })
    .where(eq(loans.id, id))
    .returning();
  if (!row) throw new Error(`loan ${id} vanished while locked`);
  return row;
}
