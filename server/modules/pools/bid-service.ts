/**
 * Binding bids (DOMAIN.md, "Portfolio sales", phase 2): a shortlisted investor prices every loan line
 * of the pool or excludes it within the limit, as JSON or a CSV upload, until the current deadline.
 * The pool row is locked for the write, so the deadline check, the optimistic version check and the
 * soft-close extension hold under any number of bids at once. Bids are sealed: an investor reads only
 * its own, and nothing here answers the bank.
 */
import { BID_CSV_COLUMNS, minorToDecimal } from '../../../src/domain/pools/binding-bid.ts';
import { deadlineAfterBid } from '../../../src/domain/pools/soft-close.ts';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { pools } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/access/actor.ts';
import { conflict, notFound, ValidationError } from '../../lib/http-errors.ts';
import { shortlistedInvestorOf } from './bid-access.ts';
import { checkBidEntries, type BidEntry } from './bid-lines.ts';
import { BID_ANSWERS } from './bid-messages.ts';
import { bindingBidLines, findBindingBid, poolLinesForBid, saveBindingBid, type BindingBidRow } from './bid-queries.ts';
import { findPool, lockPool, type PoolRow } from './queries.ts';
import { poolLines } from './tape-lines.ts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

async function bidderPool(db: Executor, actor: Actor, poolId: number, intent: 'read' | 'write') {
  const pool = await findPool(db, poolId);
  if (!pool) throw notFound(BID_ANSWERS.poolNotFound);
  const investorId = await shortlistedInvestorOf(db, actor, poolId, intent);
  return { pool, investorId };
}

const isOpenForBids = (pool: PoolRow, now: Date) =>
  pool.status === 'phase_2' && pool.phase2Deadline !== null && now < pool.phase2Deadline;

function poolSummary(pool: PoolRow, now = new Date()) {
  return {
    id: pool.id,
    name: pool.name,
    currency: pool.currency,
    status: pool.status,
    exclusion_limit: pool.exclusionLimit ?? 0,
    phase_2_deadline: iso(pool.phase2Deadline),
    phase_2_deadline_listed: iso(pool.phase2DeadlineListed),
    open_for_bids: isOpenForBids(pool, now),
  };
}

function bidSummary(bid: BindingBidRow, currency: string) {
  return {
    version: bid.version,
    total: minorToDecimal(bid.totalMinor, currency),
    total_minor: bid.totalMinor.toString(),
    excluded_count: bid.excludedCount,
    placed_at: bid.placedAt.toISOString(),
    updated_at: bid.updatedAt.toISOString(),
  };
}

/** The pool's lines with the investor's own bid on each (none before a first bid): the bid screen's data. */
export async function readMyBid(db: Database, actor: Actor, poolId: number) {
  const { pool, investorId } = await bidderPool(db, actor, poolId, 'read');
  const [lines, bid] = await Promise.all([poolLines(db, poolId), findBindingBid(db, poolId, investorId)]);
  const byLoan = new Map((bid ? await bindingBidLines(db, bid.id) : []).map((line) => [line.loanId, line]));
  return {
    pool: poolSummary(pool),
    bid: bid ? bidSummary(bid, pool.currency) : null,
    lines: lines.map((line) => {
      const priced = byLoan.get(line.loanId);
      return {
        line: line.line,
        current_principal: line.currentPrincipal,
        price_pct: priced?.pricePct ?? null,
        excluded: priced?.excluded ?? false,
        amount: priced ? minorToDecimal(priced.amountMinor, pool.currency) : null,
      };
    }),
  };
}

/** The deadline as it stands and the bid's version: what the screen re-reads to follow extensions. */
export async function readBidClock(db: Database, actor: Actor, poolId: number) {
  const { pool, investorId } = await bidderPool(db, actor, poolId, 'read');
  const bid = await findBindingBid(db, poolId, investorId);
  return { pool: poolSummary(pool), version: bid?.version ?? null };
}

const csvCell = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The template to price offline: a row per line with its principal and currency, the price column empty. */
export async function bidTemplateCsv(db: Database, actor: Actor, poolId: number) {
  const { pool } = await bidderPool(db, actor, poolId, 'read');
  const lines = await poolLines(db, poolId);
  const rows = lines.map((line) => [line.line, line.currentPrincipal, pool.currency, '', ''].join(','));
  const fileName = `pool-${pool.id}-binding-bid.csv`;
  return { fileName, csv: `${[BID_CSV_COLUMNS.map(csvCell).join(','), ...rows].join('\r\n')}\r\n` };
}

export interface PlaceBidInput {
  entries: Iterable<BidEntry>;
  /** Errors already found in the entries' source (a CSV's header or row shapes). */
  sourceErrors?: Record<string, string[]>;
  /** The key that names the bid as a whole in errors. */
  wholeKey: string;
  /** The version the bidder revised; absent for a first bid or when the bidder overwrites on purpose. */
  expectedVersion?: number | undefined;
}

/** Places or revises the investor's bid; answers the bid and the deadline as it now stands. */
export async function placeBindingBid(db: Database, actor: Actor, poolId: number, input: PlaceBidInput) {
  const { pool } = await bidderPool(db, actor, poolId, 'write');
  // A listed pool's loans no longer change, so the lines are checked before the pool is locked.
  const lines = await poolLinesForBid(db, poolId);
  const checked = checkBidEntries(input.entries, lines, pool.currency, pool.exclusionLimit ?? 0, input.wholeKey);
  const errors = { ...input.sourceErrors, ...(checked.ok ? {} : checked.errors) };
  if (Object.keys(errors).length > 0 || !checked.ok) throw new ValidationError(errors);
  return db.transaction(async (tx) => {
    const locked = await lockPool(tx, poolId);
    if (!locked) throw notFound(BID_ANSWERS.poolNotFound);
    const investorId = await shortlistedInvestorOf(tx, actor, poolId, 'write');
    const now = new Date();
    if (locked.status !== 'phase_2') throw conflict(BID_ANSWERS.notPhase2);
    if (!locked.phase2Deadline || now >= locked.phase2Deadline) throw conflict(BID_ANSWERS.deadlinePassed);
    const existing = await findBindingBid(tx, poolId, investorId);
    if (input.expectedVersion !== undefined) {
      if (!existing) throw conflict(BID_ANSWERS.noBidYet);
      if (existing.version !== input.expectedVersion) throw conflict(BID_ANSWERS.staleVersion(existing.version));
    }
    const saved = await saveBindingBid(tx, existing, { poolId, investorId, userId: actor.userId, bid: checked.bid });
    const deadline = deadlineAfterBid(now, locked.phase2Deadline, locked.phase2DeadlineListed ?? locked.phase2Deadline);
    const extended = deadline.getTime() !== locked.phase2Deadline.getTime();
    if (extended) await tx.update(pools).set({ phase2Deadline: deadline }).where(eq(pools.id, poolId));
    return {
      pool: poolSummary({ ...locked, phase2Deadline: deadline }, now),
      bid: bidSummary(saved, locked.currency),
      extended,
    };
  });
}
