/**
 * What the bank reads once phase 2 has closed: the binding bids ranked by total, and the per-loan
 * comparison a page at a time. Before the deadline the bids are sealed: the answer is a 409 that says
 * nothing of them, not even how many there are.
 */
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../lib/access/actor.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { assertCanReadBank } from './access.ts';
import { AWARD_MESSAGES } from './messages.ts';
import { minorToDecimal } from './money.ts';
import { bidLinesFor, bidsInRankOrder, findPool, poolLoanPage, rankedBids, type PoolRow } from './queries.ts';

/** A price of three decimals as whole thousandths, so prices compare exactly. */
const thousandths = (price: string) => {
  const [whole = '0', fraction = ''] = price.split('.');
  return BigInt(whole + fraction.padEnd(3, '0').slice(0, 3));
};

const UNSEALED_STATUSES: readonly PoolRow['status'][] = ['phase_2', 'awarded', 'sold', 'withdrawn'];

/** The bank's pool, with its binding bids open to it: after the phase 2 deadline. */
export async function unsealedPool(db: Database, actor: Actor, id: number, now = new Date()): Promise<PoolRow> {
  const pool = await findPool(db, id);
  if (!pool) throw notFound();
  assertCanReadBank(actor, pool.bankId);
  if (!UNSEALED_STATUSES.includes(pool.status) || !pool.phase2Deadline || pool.phase2Deadline > now)
    throw conflict(AWARD_MESSAGES.sealed);
  return pool;
}

export async function ranking(db: Database, pool: PoolRow) {
  const bids = await rankedBids(db, pool.id);
  return bids.map((bid, index) => ({
    rank: index + 1,
    bid_id: bid.id,
    investor: { id: bid.investorId, name: bid.investorName },
    total: minorToDecimal(bid.totalMinor, pool.currency),
    excluded_count: bid.excludedCount,
    placed_at: bid.placedAt.toISOString(),
    highest_on_loans: bid.highestCount,
  }));
}

/** A page of the pool's loans, each with every bid's price and amount, and which bids priced it highest. */
export async function comparisonPage(db: Database, pool: PoolRow, page: number, perPage: number) {
  const [bids, { rows, total }] = await Promise.all([
    bidsInRankOrder(db, pool.id),
    poolLoanPage(db, pool.id, page, perPage),
  ]);
  const lines = await bidLinesFor(
    db,
    pool.id,
    rows.map((row) => row.loanId),
  );
  const byLoan = new Map<number, typeof lines>();
  for (const line of lines) byLoan.set(line.loanId, [...(byLoan.get(line.loanId) ?? []), line]);
  return {
    bids: bids.map((bid) => ({ bid_id: bid.id, investor: { id: bid.investorId, name: bid.investorName } })),
    data: rows.map((row) => {
      const priced = (byLoan.get(row.loanId) ?? []).filter((line) => !line.excluded && line.pricePct !== null);
      const top = priced.reduce<bigint | null>((best, line) => {
        const price = thousandths(line.pricePct!);
        return best === null || price > best ? price : best;
      }, null);
      const ofBid = new Map((byLoan.get(row.loanId) ?? []).map((line) => [line.bidId, line]));
      return {
        line: row.line,
        loan_id: row.loanId,
        loan_ref: row.loanRef,
        current_principal: row.currentPrincipal,
        prices: bids.map((bid) => {
          const line = ofBid.get(bid.id);
          return {
            bid_id: bid.id,
            excluded: line?.excluded ?? true,
            price_pct: line?.pricePct ?? null,
            amount: line && !line.excluded ? minorToDecimal(line.amountMinor, pool.currency) : null,
          };
        }),
        highest_bid_ids: priced.filter((line) => thousandths(line.pricePct!) === top).map((line) => line.bidId),
      };
    }),
    meta: { total, page, per_page: perPage },
  };
}
