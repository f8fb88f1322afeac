/**
 * Final acceptance: the investor takes the bank's acceptance up before its deadline, and the
 * deal is made. Exactly one deal per loan whatever the concurrency: the loan's row lock queues
 * the attempts, each re-checks under it, and the partial unique index on live deals is the last
 * line of defence. The winner's proposal is final_accepted, every other open proposal on the
 * loan superseded, and the loan sold, all in one transaction. The deal takes exactly the price and
 * amount the bank accepted and the investor confirmed (DOMAIN.md, "Agreed terms are fixed").
 */
import { and, eq, ne } from 'drizzle-orm';
import { amountFollowsFromPrice, platformFee, sameMoney } from '../../../src/domain/trading/amounts.ts';
import { normalisePrice } from '../../../src/domain/trading/proposal-terms.ts';
import type { Database, Executor } from '../../db/client.ts';
import { deals } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/access/actor.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict } from '../../lib/http-errors.ts';
import { toDealDetail } from '../trading/deal-answer.ts';
import { findDealWithParties } from '../trading/deal-queries.ts';
import { withinDeadline } from '../trading/proposal-answer.ts';
import { assertInvestorOf } from './access.ts';
import { changeLoan, changeProposal } from './changes.ts';
import { insertDeal } from './deal-record.ts';
import { loanConflict, PROPOSAL_CONFLICTS } from './messages.ts';
import { closePendingAcceptance, lockOtherOpenProposals, type LoanRow, type ProposalRow } from './queries.ts';
import { assertAllowed, eventTerms, lockBoth, readableProposal } from './service.ts';

async function liveDealOn(db: Executor, loanId: number): Promise<boolean> {
  const rows = await db
    .select({ id: deals.id })
    .from(deals)
    .where(and(eq(deals.loanId, loanId), ne(deals.status, 'cancelled')))
    .limit(1);
  return rows.length > 0;
}

/** What the investor saw and confirmed on the final-acceptance screen; absent fields confirm what the proposal holds. */
export interface ConfirmedTerms {
  price_pct?: string | undefined;
  amount?: string | undefined;
}

const samePrice = (a: string, b: string) => normalisePrice(a) === normalisePrice(b);

/** The terms the deal is made at: exactly the accepted proposal's, or a 409 when anything they came from has moved. */
function agreedTerms(row: ProposalRow, loan: LoanRow, confirmed: ConfirmedTerms): { pricePct: string; amount: string } {
  if (!amountFollowsFromPrice(row.pricePct, loan.currentPrincipal, row.amount))
    throw conflict(PROPOSAL_CONFLICTS.pricedOnOtherData);
  const confirmedPrice = confirmed.price_pct !== undefined && !samePrice(confirmed.price_pct, row.pricePct);
  const confirmedAmount = confirmed.amount !== undefined && !sameMoney(confirmed.amount, row.amount);
  if (confirmedPrice || confirmedAmount) throw conflict(PROPOSAL_CONFLICTS.confirmedOtherTerms);
  return { pricePct: row.pricePct, amount: row.amount };
}

export async function finalAccept(
  db: Database,
  actor: Actor,
  id: number,
  feeBps: number,
  confirmed: ConfirmedTerms = {},
) {
  const seen = await readableProposal(db, actor, id);
  assertInvestorOf(actor, seen);
  try {
    return await db.transaction(async (tx) => {
      const { loan, row } = await lockBoth(tx, seen);
      const now = new Date();
      if (loan.status === 'sold' || (await liveDealOn(tx, loan.id)))
        throw conflict(PROPOSAL_CONFLICTS.soldToSomeoneElse);
      assertAllowed('final_accept', row.status);
      if (!withinDeadline(row, now)) throw conflict(PROPOSAL_CONFLICTS.deadlinePassed);
      if (loan.status !== 'under_offer') throw conflict(loanConflict(loan.status));

      const { pricePct, amount } = agreedTerms(row, loan, confirmed);
      const deal = await insertDeal(
        tx,
        {
          loanId: loan.id,
          proposalId: row.id,
          bankId: row.bankId,
          investorId: row.investorId,
          pricePct,
          amount,
          platformFeeBps: feeBps,
          platformFeeAmount: platformFee(amount, feeBps),
          settlementDate: row.settlementDate,
          createdById: actor.userId,
        },
        actor.userId,
      );
      await changeProposal(
        tx,
        row,
        { status: 'final_accepted', amount },
        { kind: 'final_accepted', ...eventTerms({ ...row, amount }) },
        { actorId: actor.userId },
      );
      for (const other of await lockOtherOpenProposals(tx, loan.id, row.id)) {
        await closePendingAcceptance(tx, other.id);
        // The platform supersedes it: the winning investor stays unnamed in the others' history.
        await changeProposal(tx, other, { status: 'superseded' }, { kind: 'superseded' }, { actorId: null });
      }
      await changeLoan(tx, loan, { status: 'sold', soldAt: now, soldAmount: amount }, { actorId: actor.userId });
      // A new deal has no cancellation waiting, and the investor who made it is no platform maker.
      return toDealDetail(tx, actor, (await findDealWithParties(tx, deal.id))!, undefined, null);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(PROPOSAL_CONFLICTS.soldToSomeoneElse);
    throw error;
  }
}
