/**
 * SQL of the award: the pool under its lock, the ranking and the per-loan comparison (aggregated in SQL,
 * so a 10,000-loan pool with twenty bids is read a page at a time), and the award's rows.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  entities,
  loans,
  poolAwards,
  poolBindingBidLines,
  poolBindingBids,
  poolLoans,
  pools,
} from '../../db/schema/index.ts';

export type PoolRow = typeof pools.$inferSelect;
export type AwardRow = typeof poolAwards.$inferSelect;

export async function findPool(db: Executor, id: number): Promise<PoolRow | null> {
  const [row] = await db.select().from(pools).where(eq(pools.id, id));
  return row ?? null;
}

export async function lockPool(db: Executor, id: number): Promise<PoolRow | null> {
  const [row] = await db.select().from(pools).where(eq(pools.id, id)).for('update');
  return row ?? null;
}

export async function updatePool(db: Executor, id: number, values: Partial<typeof pools.$inferInsert>) {
  const [row] = await db
    .update(pools)
    .set({ ...values, updatedAt: sql`now()`, version: sql`${pools.version} + 1` })
    .where(eq(pools.id, id))
    .returning();
  if (!row) throw new Error(`pool ${id} vanished while locked`);
  return row;
}

/** A pool that is no longer live holds none of its loans. */
export async function releasePoolLoans(db: Executor, poolId: number): Promise<void> {
  await db.update(poolLoans).set({ live: false }).where(eq(poolLoans.poolId, poolId));
}

export interface RankedBid {
  id: number;
  investorId: number;
  investorName: string;
  totalMinor: string;
  excludedCount: number;
  placedAt: Date;
  highestCount: number;
}

/**
 * Counts, for each of the pool's binding bids not yet counted, the loans it priced highest. Only once the
 * bids are unsealed: from then on no line changes, so the count is read, not recomputed, by every later ranking.
 */
async function countHighestPrices(db: Executor, poolId: number): Promise<void> {
  await db.execute(sql`
    with top as (
      select l.loan_id, max(l.price_pct) as price
      from ${poolBindingBidLines} l join ${poolBindingBids} b on b.id = l.bid_id
      where b.pool_id = ${poolId} and not l.excluded
      group by l.loan_id
    ), highest as (
      select l.bid_id, count(*)::int as n
      from ${poolBindingBidLines} l
      join ${poolBindingBids} b on b.id = l.bid_id
      join top t on t.loan_id = l.loan_id and t.price = l.price_pct
      where b.pool_id = ${poolId} and not l.excluded
      group by l.bid_id
    )
    update ${poolBindingBids} b set highest_count = coalesce((select h.n from highest h where h.bid_id = b.id), 0)
    where b.pool_id = ${poolId} and b.highest_count is null`);
}

/**
 * The pool's binding bids by total, highest first (ties: the earlier bid), each with the loans it priced
 * highest. For an unsealed pool only (its caller checks the deadline): the counts are kept from the first reading.
 */
export async function rankedBids(db: Executor, poolId: number): Promise<RankedBid[]> {
  const read = () =>
    db.execute<{
      id: number;
      investor_id: number;
      investor_name: string;
      total_minor: string;
      excluded_count: number;
      placed_at: string | Date;
      highest_count: number | null;
    }>(sql`
      select b.id, b.investor_id, e.name as investor_name, b.total_minor::text as total_minor, b.excluded_count,
        b.placed_at, b.highest_count
      from ${poolBindingBids} b
      join ${entities} e on e.id = b.investor_id
      where b.pool_id = ${poolId}
      order by b.total_minor desc, b.placed_at asc, b.id asc`);
  let result = await read();
  if (result.rows.some((row) => row.highest_count === null)) {
    await countHighestPrices(db, poolId);
    result = await read();
  }
  return result.rows.map((row) => ({
    id: Number(row.id),
    investorId: Number(row.investor_id),
    investorName: row.investor_name,
    totalMinor: String(row.total_minor),
    excludedCount: Number(row.excluded_count),
    placedAt: new Date(row.placed_at),
    highestCount: Number(row.highest_count ?? 0),
  }));
}

/** The pool's binding bids in ranking order, without the per-loan counts: what the comparison's columns need. */
export async function bidsInRankOrder(db: Executor, poolId: number) {
  return db
    .select({ id: poolBindingBids.id, investorId: poolBindingBids.investorId, investorName: entities.name })
    .from(poolBindingBids)
    .innerJoin(entities, eq(entities.id, poolBindingBids.investorId))
    .where(eq(poolBindingBids.poolId, poolId))
    .orderBy(sql`${poolBindingBids.totalMinor} desc`, asc(poolBindingBids.placedAt), asc(poolBindingBids.id));
}

/** One page of the pool's loans in tape-line order, with the line numbers the tape gives them. */
export async function poolLoanPage(db: Executor, poolId: number, page: number, perPage: number) {
  const offset = (page - 1) * perPage;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ loanId: poolLoans.loanId, loanRef: loans.loanRef, currentPrincipal: loans.currentPrincipal })
      .from(poolLoans)
      .innerJoin(loans, eq(loans.id, poolLoans.loanId))
      .where(eq(poolLoans.poolId, poolId))
      .orderBy(asc(poolLoans.loanId))
      .limit(perPage)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(poolLoans)
      .where(eq(poolLoans.poolId, poolId)),
  ]);
  return { rows: rows.map((row, index) => ({ ...row, line: offset + index + 1 })), total: counted?.total ?? 0 };
}

/** Every bid's line for these loans of the pool. */
export async function bidLinesFor(db: Executor, poolId: number, loanIds: readonly number[]) {
  if (loanIds.length === 0) return [];
  return db
    .select({
      bidId: poolBindingBidLines.bidId,
      loanId: poolBindingBidLines.loanId,
      excluded: poolBindingBidLines.excluded,
      pricePct: poolBindingBidLines.pricePct,
      amountMinor: sql<string>`${poolBindingBidLines.amountMinor}::text`,
    })
    .from(poolBindingBidLines)
    .innerJoin(poolBindingBids, eq(poolBindingBids.id, poolBindingBidLines.bidId))
    .where(and(eq(poolBindingBids.poolId, poolId), inArray(poolBindingBidLines.loanId, [...loanIds])));
}

export async function bidsOfPool(db: Executor, poolId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(poolBindingBids)
    .where(and(eq(poolBindingBids.poolId, poolId), inArray(poolBindingBids.id, [...ids])));
}

export async function awardRows(db: Executor, poolId: number) {
  return db
    .select({
      award: poolAwards,
      investorId: poolBindingBids.investorId,
      investorName: entities.name,
      totalMinor: sql<string>`${poolBindingBids.totalMinor}::text`,
      excludedCount: poolBindingBids.excludedCount,
    })
    .from(poolAwards)
    .innerJoin(poolBindingBids, eq(poolBindingBids.id, poolAwards.bindingBidId))
    .innerJoin(entities, eq(entities.id, poolBindingBids.investorId))
    .where(eq(poolAwards.poolId, poolId))
    .orderBy(asc(poolAwards.rank));
}
export type AwardWithBid = Awaited<ReturnType<typeof awardRows>>[number];

export async function updateAward(db: Executor, poolId: number, rank: number, values: Partial<AwardRow>) {
  await db
    .update(poolAwards)
    .set(values)
    .where(and(eq(poolAwards.poolId, poolId), eq(poolAwards.rank, rank)));
}

/** The pools whose invited bidder's time to confirm has run out: the sweep advances each. */
export async function poolsWithLapsedInvitation(db: Executor, now: Date): Promise<number[]> {
  const rows = await db
    .selectDistinct({ poolId: poolAwards.poolId })
    .from(poolAwards)
    .where(and(eq(poolAwards.status, 'invited'), sql`${poolAwards.respondBy} <= ${now.toISOString()}`));
  return rows.map((row) => row.poolId);
}
