/** SQL for pools: the loans a selection finds, the pool and its loans, their totals, writes that bump the version. */
import { and, asc, count, desc, eq, inArray, notExists, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { batches, entities, loans, pendingActions, poolLoans, pools } from '../../db/schema/index.ts';
import { loanFilterConditions } from '../../lib/loan-filters.ts';
import type { PoolFilters } from './schemas.ts';

export type PoolRow = typeof pools.$inferSelect;
export type PoolValues = Partial<typeof pools.$inferInsert>;

/** Which loans a selection draws from: a batch, or the loan list's filters. */
export type LoanSource = { batchId: number } | { filters: PoolFilters };

/**
 * A loan that may join a pool: approved (so not listed, under offer or sold), in no live pool, with no
 * single listing waiting for a checker.
 */
export const poolableLoan = (bankId: number): SQL[] => [
  eq(loans.bankId, bankId),
  eq(loans.status, 'approved'),
  notExists(sql`(select 1 from ${poolLoans} where ${poolLoans.loanId} = ${loans.id} and ${poolLoans.live})`),
  notExists(
    sql`(select 1 from ${pendingActions} where ${pendingActions.targetType} = 'loan' and ${pendingActions.targetId} = ${loans.id}
      and ${pendingActions.actionType} = 'loan.list' and ${pendingActions.status} = 'pending')`,
  ),
];

function sourceConditions(source: LoanSource): SQL[] {
  if ('batchId' in source) return [eq(loans.batchId, source.batchId)];
  const { currency, ...filters } = source.filters;
  const conditions = loanFilterConditions(filters);
  if (currency) conditions.push(eq(loans.currency, currency));
  return conditions;
}

const selectionWhere = (bankId: number, source: LoanSource) =>
  and(...poolableLoan(bankId), ...sourceConditions(source));

/** Count and principal per currency of the loans a selection finds, summed in SQL. */
export async function selectionTotals(db: Executor, bankId: number, source: LoanSource) {
  return db
    .select({
      currency: loans.currency,
      count: sql<number>`count(*)::int`,
      principal: sql<string>`round(coalesce(sum(${loans.currentPrincipal}), 0), 2)::text`,
    })
    .from(loans)
    .where(selectionWhere(bankId, source))
    .groupBy(loans.currency)
    .orderBy(loans.currency);
}

/** Locks the loans a selection finds, in id order (so two builders queue rather than deadlock), and returns their ids. */
export async function lockSelection(db: Executor, bankId: number, source: LoanSource): Promise<number[]> {
  const rows = await db
    .select({ id: loans.id })
    .from(loans)
    .where(selectionWhere(bankId, source))
    .orderBy(asc(loans.id))
    .for('update');
  return rows.map((row) => row.id);
}

/**
 * How many of these (locked) loans may still be pooled, read afresh: a builder that waited for the locks
 * finds loans another pool or a single listing took meanwhile.
 */
export async function stillPoolable(db: Executor, bankId: number, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(loans)
    .where(and(inArray(loans.id, [...ids]), ...poolableLoan(bankId)));
  return row?.n ?? 0;
}

export async function insertPool(db: Executor, values: typeof pools.$inferInsert): Promise<PoolRow> {
  const [row] = await db.insert(pools).values(values).returning();
  if (!row) throw new Error('pool insert returned nothing');
  return row;
}

export async function addPoolLoans(db: Executor, poolId: number, loanIds: readonly number[]): Promise<void> {
  // Chunks keep each statement within PostgreSQL's parameter limit for a large pool.
  for (let at = 0; at < loanIds.length; at += 5000) {
    await db.insert(poolLoans).values(loanIds.slice(at, at + 5000).map((loanId) => ({ poolId, loanId })));
  }
}

export async function findPool(db: Executor, id: number): Promise<PoolRow | null> {
  const [row] = await db.select().from(pools).where(eq(pools.id, id));
  return row ?? null;
}

export async function lockPool(db: Executor, id: number): Promise<PoolRow | null> {
  const [row] = await db.select().from(pools).where(eq(pools.id, id)).for('update');
  return row ?? null;
}

export async function findPoolsByIds(db: Executor, ids: readonly number[]): Promise<PoolRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(pools)
    .where(inArray(pools.id, [...new Set(ids)]));
}

/** Applies `values` and bumps the version; the caller holds the row lock. */
export async function updatePool(db: Executor, id: number, values: PoolValues): Promise<PoolRow> {
  const [row] = await db
    .update(pools)
    .set({ ...values, updatedAt: sql`now()`, version: sql`${pools.version} + 1` })
    .where(eq(pools.id, id))
    .returning();
  if (!row) throw new Error(`pool ${id} vanished while locked`);
  return row;
}

export async function deletePool(db: Executor, id: number): Promise<void> {
  await db.delete(pools).where(eq(pools.id, id));
}

export async function removePoolLoan(db: Executor, poolId: number, loanId: number): Promise<boolean> {
  const rows = await db
    .delete(poolLoans)
    .where(and(eq(poolLoans.poolId, poolId), eq(poolLoans.loanId, loanId)))
    .returning({ loanId: poolLoans.loanId });
  return rows.length > 0;
}

export interface PoolTotals {
  count: number;
  principal: string;
}

/** Loan count and current principal of each pool (one currency each), summed in SQL. */
export async function poolTotals(db: Executor, poolIds: readonly number[]): Promise<Map<number, PoolTotals>> {
  if (poolIds.length === 0) return new Map();
  const rows = await db
    .select({
      poolId: poolLoans.poolId,
      count: sql<number>`count(*)::int`,
      principal: sql<string>`round(coalesce(sum(${loans.currentPrincipal}), 0), 2)::text`,
    })
    .from(poolLoans)
    .innerJoin(loans, eq(loans.id, poolLoans.loanId))
    .where(inArray(poolLoans.poolId, [...new Set(poolIds)]))
    .groupBy(poolLoans.poolId);
  return new Map(rows.map((row) => [row.poolId, { count: row.count, principal: row.principal }]));
}

/** The loans of a pool, as the `where` of a query on loans (the stratification's). */
export const inPool = (poolId: number) =>
  inArray(loans.id, sql`(select ${poolLoans.loanId} from ${poolLoans} where ${poolLoans.poolId} = ${poolId})`);

export async function poolLoanPage(db: Executor, poolId: number, page: number, perPage: number) {
  const [total] = await db.select({ n: count() }).from(poolLoans).where(eq(poolLoans.poolId, poolId));
  const rows = await db
    .select({
      id: loans.id,
      loan_ref: loans.loanRef,
      currency: loans.currency,
      current_principal: loans.currentPrincipal,
      interest_rate_pct: loans.interestRatePct,
      current_ltv_pct: loans.currentLtvPct,
      region: loans.region,
      property_type: loans.propertyType,
      maturity_date: loans.maturityDate,
    })
    .from(poolLoans)
    .innerJoin(loans, eq(loans.id, poolLoans.loanId))
    .where(eq(poolLoans.poolId, poolId))
    .orderBy(asc(loans.loanRef), asc(loans.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return { rows, total: total?.n ?? 0 };
}

export async function listPools(
  db: Executor,
  bankIds: readonly number[] | null,
  query: { status?: PoolRow['status'] | undefined; page: number; per_page: number },
) {
  const conditions: SQL[] = [];
  if (bankIds !== null) conditions.push(bankIds.length > 0 ? inArray(pools.bankId, [...bankIds]) : sql`false`);
  if (query.status) conditions.push(eq(pools.status, query.status));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [total] = await db.select({ n: count() }).from(pools).where(where);
  const rows = await db
    .select()
    .from(pools)
    .where(where)
    .orderBy(desc(pools.createdAt), desc(pools.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return { rows, total: total?.n ?? 0 };
}

export async function entityNames(db: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: entities.id, name: entities.name })
    .from(entities)
    .where(inArray(entities.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Every active investor organisation, by name: those a listing may invite. */
export async function activeInvestors(db: Executor) {
  return db
    .select({ id: entities.id, name: entities.name })
    .from(entities)
    .where(and(eq(entities.kind, 'investor'), eq(entities.status, 'active')))
    .orderBy(asc(entities.name), asc(entities.id));
}

/** Of these ids, those of active investor organisations. */
export async function activeInvestorIds(db: Executor, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: entities.id })
    .from(entities)
    .where(and(inArray(entities.id, [...ids]), eq(entities.kind, 'investor'), eq(entities.status, 'active')));
  return new Set(rows.map((row) => row.id));
}

export async function batchBankId(db: Executor, batchId: number): Promise<number | null> {
  const [row] = await db.select({ bankId: batches.bankId }).from(batches).where(eq(batches.id, batchId));
  return row?.bankId ?? null;
}

export async function poolActions(db: Executor, poolId: number) {
  return db
    .select()
    .from(pendingActions)
    .where(and(eq(pendingActions.targetType, 'pool'), eq(pendingActions.targetId, poolId)))
    .orderBy(desc(pendingActions.id));
}
