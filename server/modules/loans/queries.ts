/** SQL for loans: one loan, a filtered and sorted page of them, writes that bump the version, the bank figures. */
import { and, asc, count, desc, eq, exists, getTableColumns, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { deals, entities, loans, pendingActions, poolLoans, proposals } from '../../db/schema/index.ts';
import type { LoanRow, LoanValues } from './record.ts';
import type { LoanSort } from '../../../src/domain/lists.ts';
import type { LoanListQuery } from './schemas.ts';
import { loanFilterConditions } from '../../lib/loan-filters.ts';
import { bookCountSql } from '../../lib/loan-book/figures.ts';
import { loansWithChangeWaitingSql } from '../../lib/pending-tallies/counts.ts';
import type { BookSlice } from '../../lib/loan-book/slice.ts';
import { cappedCountSql, totalFromCapped, type ListTotal } from '../../lib/list-total.ts';

export async function findLoan(db: Executor, id: number): Promise<LoanRow | null> {
  const [row] = await db.select().from(loans).where(eq(loans.id, id));
  return row ?? null;
}

/** The loan, locked until the transaction ends: the engine's and the direct edit's view of the target. */
export async function lockLoan(db: Executor, id: number): Promise<LoanRow | null> {
  const [row] = await db.select().from(loans).where(eq(loans.id, id)).for('update');
  return row ?? null;
}

export async function bankNames(db: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: entities.id, name: entities.name })
    .from(entities)
    .where(inArray(entities.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function loanRefTaken(
  db: Executor,
  bankId: number,
  loanRef: string,
  exceptId: number | null,
): Promise<boolean> {
  const conditions = [eq(loans.bankId, bankId), sql`lower(${loans.loanRef}) = lower(${loanRef})`];
  if (exceptId !== null) conditions.push(ne(loans.id, exceptId));
  const rows = await db
    .select({ id: loans.id })
    .from(loans)
    .where(and(...conditions))
    .limit(1);
  return rows.length > 0;
}

export async function insertLoan(db: Executor, values: typeof loans.$inferInsert): Promise<LoanRow> {
  const [row] = await db.insert(loans).values(values).returning();
  if (!row) throw new Error('loan insert returned nothing');
  return row;
}

/** Applies `values` and bumps the version; the caller holds the row lock. */
export async function updateLoan(db: Executor, id: number, values: LoanValues, bumpVersion = true): Promise<LoanRow> {
  const [row] = await db
    .update(loans)
    .set({ ...values, updatedAt: sql`now()`, ...(bumpVersion ? { version: sql`${loans.version} + 1` } : {}) })
    .where(eq(loans.id, id))
    .returning();
  if (!row) throw new Error(`loan ${id} vanished while locked`);
  return row;
}

const SORT_COLUMNS: Record<LoanSort, SQL | AnyPgColumn> = {
  id: loans.id,
  loan_ref: sql`lower(${loans.loanRef})`,
  status: loans.status,
  current_principal: loans.currentPrincipal,
  original_principal: loans.originalPrincipal,
  interest_rate_pct: loans.interestRatePct,
  current_ltv_pct: loans.currentLtvPct,
  region: loans.region,
  origination_date: loans.originationDate,
  maturity_date: loans.maturityDate,
  data_cutoff_date: loans.dataCutoffDate,
  created_at: loans.createdAt,
  updated_at: loans.updatedAt,
};

/** A pending action on the loan that `userId` did not make (and so may decide, being a manager). */
export const awaitingDecisionBy = (userId: number) =>
  exists(
    sql`(select 1 from ${pendingActions} where ${pendingActions.targetType} = 'loan' and ${pendingActions.targetId} = ${loans.id}
      and ${pendingActions.status} = 'pending' and ${pendingActions.makerId} <> ${userId})`,
  );

/** A change on the loan waits for a bank manager, whoever made it. */
export const changeWaiting = exists(
  sql`(select 1 from ${pendingActions} where ${pendingActions.targetType} = 'loan' and ${pendingActions.targetId} = ${loans.id}
    and ${pendingActions.status} = 'pending')`,
);

export interface LoanListScope {
  /** Null: every bank (a platform admin). */
  bankIds: readonly number[] | null;
  /** Set when the list asks for loans awaiting this user's decision. */
  awaitingUserId: number | null;
}

export async function listLoans(
  db: Executor,
  query: LoanListQuery,
  scope: LoanListScope,
): Promise<{ rows: LoanRow[] } & ListTotal> {
  const conditions: SQL[] = [];
  const banks = banksAsked(query, scope);
  if (banks !== null) conditions.push(banks.length === 1 ? oneBank(banks[0]!) : inArray(loans.bankId, [...banks]));
  if (query.status) conditions.push(eq(loans.status, query.status));
  conditions.push(...loanFilterConditions(query));
  if (scope.awaitingUserId !== null) conditions.push(awaitingDecisionBy(scope.awaitingUserId));
  if (query.pending_change === 'true') conditions.push(changeWaiting);
  const where = conditions.length > 0 ? and(...conditions) : sql`true`;

  const direction = query.order === 'asc' ? asc : desc;
  const slice = loanListSlice(query, scope);
  const waitingOf = onlyChangeWaiting(query, scope) ? banks : undefined;
  const matching = () => sql`select 1 from ${loans} where ${where}`;
  // The count rides with the page in one statement (evaluated once); only an empty page asks for it alone.
  const counted = slice
    ? bookCountSql(slice)
    : waitingOf !== undefined
      ? loansWithChangeWaitingSql(waitingOf)
      : cappedCountSql(matching());
  const countOf = sql<number>`(select "n" from ${counted} as "list_total")`.mapWith(Number);
  const page = await db
    .select({ ...getTableColumns(loans), listTotal: countOf })
    .from(loans)
    .where(where)
    .orderBy(
      ...(banks?.length === 1 ? [direction(loans.bankId)] : []),
      direction(SORT_COLUMNS[query.sort]),
      direction(loans.id),
    )
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const n =
    page[0]?.listTotal ?? Number((await db.execute<{ n: number }>(sql`select ${countOf} as "n"`)).rows[0]?.n ?? 0);
  const total: ListTotal =
    slice || waitingOf !== undefined ? { total: n, total_is_estimate: false } : await totalFromCapped(db, n, matching);
  const rows: LoanRow[] = page.map(({ listTotal: _, ...row }) => row);
  return { rows, ...total };
}

/** The banks the list reads: the caller's (null: every bank), narrowed to the one asked for. */
function banksAsked(query: LoanListQuery, scope: LoanListScope): readonly number[] | null {
  if (query.bank_id === undefined) return scope.bankIds;
  return scope.bankIds === null || scope.bankIds.includes(query.bank_id) ? [query.bank_id] : [];
}

/**
 * One bank, written as `= any(array[id])` and leading the order: as `bank_id = id` the planner takes
 * the bank's loans to be spread evenly over the table's ids and walks them all past the other banks'
 * loans; this way it reads the bank's own index (loans_bank_*_idx) in the list's order.
 */
const oneBank = (bankId: number): SQL => sql`${loans.bankId} = any(array[${bankId}]::int[])`;

/** Whether the list asks for a filter the loan book's totals do not hold (its bank, status and region they do). */
const filteredOffTheBook = (query: LoanListQuery, scope: LoanListScope) =>
  scope.awaitingUserId !== null ||
  Boolean(query.search) ||
  [query.rate_min, query.rate_max, query.balance_min, query.balance_max].some((bound) => bound !== undefined);

/** The loans with a change waiting and nothing else asked: the waiting changes' tallies count them (server/lib/pending-tallies). */
const onlyChangeWaiting = (query: LoanListQuery, scope: LoanListScope) =>
  query.pending_change === 'true' && !query.status && !query.region && !filteredOffTheBook(query, scope);

/**
 * The list's slice of the loan book's running totals when every filter is on their grain (bank,
 * status, region), so its count is exact without counting loans; null otherwise.
 */
function loanListSlice(query: LoanListQuery, scope: LoanListScope): BookSlice | null {
  if (query.pending_change === 'true' || filteredOffTheBook(query, scope)) return null;
  return {
    bankIds: banksAsked(query, scope),
    ...(query.status ? { statuses: [query.status] } : {}),
    ...(query.region ? { regions: [query.region] } : {}),
  };
}

/**
 * Loans by status and currency with their principal, summed in SQL: amounts of two currencies are never added.
 * The full computation the bank summary's running totals (server/lib/loan-book) must always equal.
 */
export async function loansByStatus(db: Executor, bankIds: readonly number[] | null) {
  return db
    .select({
      status: loans.status,
      currency: loans.currency,
      count: count(),
      principal: sql<string>`round(coalesce(sum(${loans.currentPrincipal}), 0), 2)::text`,
    })
    .from(loans)
    .where(bankIds === null ? undefined : inArray(loans.bankId, [...bankIds]))
    .groupBy(loans.status, loans.currency)
    .orderBy(loans.status, loans.currency);
}

/** Sold loans per month (UTC) and currency over the last twelve months, oldest first: the full computation, as above. */
export async function volumeSoldPerMonth(db: Executor, bankIds: readonly number[] | null) {
  const month = sql<string>`to_char(date_trunc('month', ${loans.soldAt} at time zone 'UTC'), 'YYYY-MM')`;
  const conditions = [
    eq(loans.status, 'sold'),
    sql`${loans.soldAt} at time zone 'UTC' >= date_trunc('month', now() at time zone 'UTC') - interval '11 months'`,
  ];
  if (bankIds !== null) conditions.push(inArray(loans.bankId, [...bankIds]));
  return db
    .select({
      month,
      currency: loans.currency,
      count: count(),
      amount: sql<string>`round(coalesce(sum(coalesce(${loans.soldAmount}, ${loans.currentPrincipal})), 0), 2)::text`,
    })
    .from(loans)
    .where(and(...conditions))
    .groupBy(month, loans.currency)
    .orderBy(month, loans.currency);
}

export async function pendingActionsOnLoan(db: Executor, loanId: number) {
  return db
    .select()
    .from(pendingActions)
    .where(
      and(
        eq(pendingActions.targetType, 'loan'),
        eq(pendingActions.targetId, loanId),
        eq(pendingActions.status, 'pending'),
      ),
    )
    .orderBy(asc(pendingActions.id));
}

export async function findPendingAction(db: Executor, id: number) {
  const [row] = await db.select().from(pendingActions).where(eq(pendingActions.id, id));
  return row ?? null;
}

export async function findLoansByIds(db: Executor, ids: readonly number[]): Promise<LoanRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(loans)
    .where(inArray(loans.id, [...new Set(ids)]));
}

/** The banks' proposals awaiting their response, and their deals not yet settled nor cancelled, in one statement. */
export async function bankDeskCounts(db: Executor, bankIds: readonly number[] | null) {
  const ofBanks = (column: AnyPgColumn) => (bankIds === null ? sql`true` : inArray(column, [...bankIds]));
  const { rows } = await db.execute<{ proposals: number; deals: number }>(sql`select
    (select count(*) from ${proposals}
      where ${proposals.status} = 'submitted' and ${ofBanks(proposals.bankId)})::int as "proposals",
    (select count(*) from ${deals}
      where ${deals.status} in ('pending_settlement', 'funds_sent') and ${ofBanks(deals.bankId)})::int as "deals"`);
  const row = rows[0]!;
  return { proposalsAwaitingResponse: Number(row.proposals), dealsToSettle: Number(row.deals) };
}

/** Whether the loan is in a live pool: a pooled loan is sold with its pool, never listed on its own. */
export async function inLivePool(db: Executor, loanId: number): Promise<boolean> {
  const rows = await db
    .select({ poolId: poolLoans.poolId })
    .from(poolLoans)
    .where(and(eq(poolLoans.loanId, loanId), eq(poolLoans.live, true)))
    .limit(1);
  return rows.length > 0;
}
