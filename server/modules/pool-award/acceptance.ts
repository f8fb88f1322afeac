/**
 * The investor's side of the award: its own rank and bid (never another bidder's), and, when invited, the
 * final acceptance that makes the pool's deal or the decline that invites the next rank. Every step runs
 * under the pool's row lock, after moving past a lapsed invitation, so 50 confirmations at once make one deal.
 */
import { platformFee } from '../../../src/domain/trading/amounts.ts';
import { reasonError } from '../../../src/domain/trading/proposal-terms.ts';
import { sameMoney } from '../../../src/domain/trading/amounts.ts';
import type { Database, Executor } from '../../db/client.ts';
import type { Actor } from '../../lib/access/actor.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, forbidden, notFound, ValidationError } from '../../lib/http-errors.ts';
import { investorOrganisations, mayActForInvestor } from './access.ts';
import { inviteNext, lapseIfDue, settleLapse } from './invitations.ts';
import { AWARD_MESSAGES } from './messages.ts';
import { minorToDecimal } from './money.ts';
import { makePoolDeal } from './pool-deal.ts';
import {
  awardRows,
  findPool,
  lockPool,
  poolLoanPage,
  updateAward,
  type AwardWithBid,
  type PoolRow,
} from './queries.ts';
import { bidLinesOf } from './bid-lines.ts';

/** The actor's organisation's award row on the pool; 404 when it has none (its bid was not ranked, or another's pool). */
async function ownAward(db: Executor, actor: Actor, pool: PoolRow | null): Promise<AwardWithBid> {
  const mine = investorOrganisations(actor);
  if (!pool) throw notFound();
  const row = (await awardRows(db, pool.id)).find((entry) => mine.includes(entry.investorId));
  if (!row) throw notFound();
  return row;
}

export async function investorAward(db: Database, actor: Actor, id: number, feeBps: number) {
  investorOrganisations(actor);
  await settleLapse(db, id);
  const pool = await findPool(db, id);
  const row = await ownAward(db, actor, pool);
  const total = minorToDecimal(row.totalMinor, pool!.currency);
  const invited = row.award.status === 'invited' && pool!.status === 'awarded';
  const actor_may = mayActForInvestor(actor, row.investorId);
  return {
    pool: { id: pool!.id, name: pool!.name, currency: pool!.currency, status: pool!.status },
    rank: row.award.rank,
    status: row.award.status,
    respond_by: row.award.respondBy?.toISOString() ?? null,
    bid_id: row.award.bindingBidId,
    total,
    excluded_count: row.excludedCount,
    platform_fee_bps: feeBps,
    platform_fee_amount: platformFee(total, feeBps),
    can: { confirm: invited && actor_may, decline: invited && actor_may },
  };
}

/** The invited bid's lines, a page at a time, named by the tape's line numbers (never the bank's reference). */
export async function investorAwardLines(db: Database, actor: Actor, id: number, page: number, perPage: number) {
  const pool = await findPool(db, id);
  const row = await ownAward(db, actor, pool);
  const { rows, total } = await poolLoanPage(db, pool!.id, page, perPage);
  const lines = await bidLinesOf(
    db,
    row.award.bindingBidId,
    rows.map((entry) => entry.loanId),
  );
  return {
    data: rows.map((entry) => {
      const line = lines.get(entry.loanId);
      return {
        line: entry.line,
        current_principal: entry.currentPrincipal,
        excluded: line?.excluded ?? true,
        price_pct: line?.pricePct ?? null,
        amount: line && !line.excluded ? minorToDecimal(line.amountMinor, pool!.currency) : null,
      };
    }),
    meta: { total, page, per_page: perPage },
  };
}

/** Locks the pool, moves past a lapse, and returns the actor's invited row, or the reason it may not act. */
async function invitedRow(tx: Executor, actor: Actor, id: number) {
  const mine = investorOrganisations(actor);
  const pool = await lockPool(tx, id);
  if (!pool) throw notFound();
  const rows = await awardRows(tx, pool.id);
  const own = rows.find((entry) => mine.includes(entry.investorId));
  if (!own) throw notFound();
  if (!mayActForInvestor(actor, own.investorId)) throw forbidden();
  if (pool.status === 'sold') throw conflict(AWARD_MESSAGES.alreadySold);
  const now = new Date();
  if (await lapseIfDue(tx, pool, now)) return { pool, own, lapsed: true as const };
  if (pool.status !== 'awarded' || own.award.status !== 'invited') throw conflict(AWARD_MESSAGES.notInvited);
  return { pool, own, lapsed: false as const };
}

export async function confirmAward(
  db: Database,
  actor: Actor,
  id: number,
  feeBps: number,
  confirmedTotal: string | undefined,
): Promise<{ deal_id: number }> {
  try {
    const outcome = await db.transaction(async (tx) => {
      const { pool, own, lapsed } = await invitedRow(tx, actor, id);
      if (lapsed) return { lapsed: true as const };
      if (confirmedTotal !== undefined && !sameMoney(confirmedTotal, minorToDecimal(own.totalMinor, pool.currency)))
        throw conflict(AWARD_MESSAGES.otherTotal);
      const dealId = await makePoolDeal(tx, pool, own, feeBps, actor.userId);
      await updateAward(tx, pool.id, own.award.rank, {
        status: 'accepted',
        respondedAt: new Date(),
        respondedById: actor.userId,
      });
      return { lapsed: false as const, dealId };
    });
    // The lapse is kept (committed) before the refusal is answered.
    if (outcome.lapsed) throw conflict(AWARD_MESSAGES.lapsed);
    return { deal_id: outcome.dealId };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(AWARD_MESSAGES.alreadySold);
    throw error;
  }
}

export async function declineAward(db: Database, actor: Actor, id: number, reason: string): Promise<void> {
  const problem = reasonError(reason);
  if (problem) throw new ValidationError({ reason: [problem] });
  const lapsed = await db.transaction(async (tx) => {
    const { pool, own, lapsed } = await invitedRow(tx, actor, id);
    if (lapsed) return true;
    const now = new Date();
    await updateAward(tx, pool.id, own.award.rank, {
      status: 'declined',
      respondedAt: now,
      respondedById: actor.userId,
      declineReason: reason.trim(),
    });
    await inviteNext(tx, pool, now, actor.userId);
    return false;
  });
  if (lapsed) throw conflict(AWARD_MESSAGES.lapsed);
}
