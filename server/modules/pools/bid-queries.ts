/** The binding bids' reads and writes (Drizzle); the rules are in bid-service.ts. */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { poolBindingBidLines, poolBindingBids } from '../../db/schema/index.ts';
import type { CheckedBid } from './bid-lines.ts';
import type { PoolLine } from './tape-lines.ts';

export type BindingBidRow = typeof poolBindingBids.$inferSelect;

export async function findBindingBid(db: Executor, poolId: number, investorId: number): Promise<BindingBidRow | null> {
  const [row] = await db
    .select()
    .from(poolBindingBids)
    .where(and(eq(poolBindingBids.poolId, poolId), eq(poolBindingBids.investorId, investorId)));
  return row ?? null;
}

export async function bindingBidLines(db: Executor, bidId: number) {
  return db
    .select({
      loanId: poolBindingBidLines.loanId,
      excluded: poolBindingBidLines.excluded,
      pricePct: poolBindingBidLines.pricePct,
      amountMinor: poolBindingBidLines.amountMinor,
    })
    .from(poolBindingBidLines)
    .where(eq(poolBindingBidLines.bidId, bidId));
}

/** A first bid, or a revision that replaces every line and moves the version on (its caller checked the version). */
export async function saveBindingBid(
  db: Executor,
  existing: BindingBidRow | null,
  values: { poolId: number; investorId: number; userId: number; bid: CheckedBid },
): Promise<BindingBidRow> {
  const { poolId, investorId, userId, bid } = values;
  const totals = { totalMinor: bid.totalMinor, excludedCount: bid.excludedCount, placedById: userId };
  let row: BindingBidRow | undefined;
  if (existing) {
    [row] = await db
      .update(poolBindingBids)
      .set({ ...totals, updatedAt: sql`now()`, version: sql`${poolBindingBids.version} + 1` })
      .where(eq(poolBindingBids.id, existing.id))
      .returning();
    await db.delete(poolBindingBidLines).where(eq(poolBindingBidLines.bidId, existing.id));
  } else {
    [row] = await db
      .insert(poolBindingBids)
      .values({ poolId, investorId, ...totals })
      .returning();
  }
  await insertLines(db, row!.id, bid);
  return row!;
}

/** One statement for every line, the columns passed as four texts: a 10,000-line bid is one round trip. */
async function insertLines(db: Executor, bidId: number, bid: CheckedBid): Promise<void> {
  const loanIds = bid.lines.map((line) => line.loanId).join(',');
  const excluded = bid.lines.map((line) => (line.excluded ? 't' : 'f')).join(',');
  const prices = bid.lines.map((line) => (line.priceUnits === null ? '' : line.priceUnits.toString())).join(',');
  const amounts = bid.lines.map((line) => line.amountMinor.toString()).join(',');
  await db.execute(sql`
    insert into pool_binding_bid_lines (bid_id, loan_id, excluded, price_pct, amount_minor)
    select ${bidId}, loan_id, excluded, nullif(price, '')::numeric / 1000, amount
    from unnest(
      string_to_array(${loanIds}, ',')::int[],
      string_to_array(${excluded}, ',')::boolean[],
      string_to_array(${prices}, ','),
      string_to_array(${amounts}, ',')::bigint[]
    ) as line(loan_id, excluded, price, amount)`);
}

/**
 * The pool's lines as tape-lines.ts numbers them (by loan id), read as two arrays in one row: a bid on
 * 10,000 loans reads them on every save, and one row parses far faster than 10,000.
 */
export async function poolLinesForBid(db: Executor, poolId: number): Promise<PoolLine[]> {
  const { rows } = await db.execute<{ ids: string | null; principals: string | null }>(sql`
    select string_agg(pl.loan_id::text, ',' order by pl.loan_id) as ids,
           string_agg(l.current_principal::text, ',' order by pl.loan_id) as principals
    from pool_loans pl join loans l on l.id = pl.loan_id
    where pl.pool_id = ${poolId}`);
  const ids = rows[0]?.ids ? rows[0].ids.split(',') : [];
  const principals = rows[0]?.principals ? rows[0].principals.split(',') : [];
  return ids.map((id, index) => ({ line: index + 1, loanId: Number(id), currentPrincipal: principals[index]! }));
}
