/**
 * Who reaches a listed loan's data room: the loan's bank's officers and managers run it while the loan is
 * approved, listed or under offer (409 once sold or withdrawn), platform admins read it (403 on a change),
 * another bank's loan does not exist (404). An investor reaches level 1 while the loan is on the
 * marketplace, level 2 with a live proposal or a deal on it; a loan it may not see does not exist (404),
 * and bank people and platform admins never use the investor side (403).
 */
import { LOAN_STATUS_LABELS } from '../../../src/domain/loans/status.ts';
import {
  LISTING_ROOM_MESSAGES,
  LISTING_ROOM_ON_OFFER,
  LISTING_ROOM_OPEN_STATUSES,
} from '../../../src/domain/loans/listing-room.ts';
import { BANK_ROLES, INVESTOR_ROLES } from '../../../src/domain/roles.ts';
import type { Executor } from '../../db/client.ts';
import { entityIdsOfKind, mayActIn, type Actor } from '../../lib/access/actor.ts';
import { readableBankRecord } from '../../lib/bank-scope.ts';
import type { RoomAccess } from '../../lib/data-room/routes.ts';
import { conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import { investorsHoldingDeal, investorsProposing, roomLoan, type RoomLoan } from './queries.ts';

const loanRef = (loan: RoomLoan) => ({ id: loan.id, loan_ref: loan.loanRef, status: loan.status });
const isMakerAt = (actor: Actor, bankId: number) => mayActIn(actor, bankId, BANK_ROLES);
const isOpen = (loan: RoomLoan) => LISTING_ROOM_OPEN_STATUSES.includes(loan.status);

/** The loan, when the actor may read its room as the bank (or a platform admin). */
async function bankRoomLoan(db: Executor, actor: Actor, loanId: number): Promise<RoomLoan> {
  return readableBankRecord(actor, await roomLoan(db, loanId));
}

/** The actor's active investor organisations, lowest id first; 403 for a user of none. */
function investorsOf(actor: Actor): number[] {
  const investors = entityIdsOfKind(actor, 'investor').filter((id) => mayActIn(actor, id, INVESTOR_ROLES));
  if (investors.length === 0) throw forbidden();
  return investors.sort((a, b) => a - b);
}

/**
 * The organisation through which the actor sits in the room, with its level: one with a live proposal
 * or a deal reaches level 2, any other level 1 while the loan is on the marketplace (of an active bank).
 * A loan off the marketplace stays open only to the holder of its deal.
 */
async function investorSeat(db: Executor, actor: Actor, loanId: number) {
  const investors = investorsOf(actor);
  const loan = await roomLoan(db, loanId);
  if (!loan) throw notFound();
  const onOffer = LISTING_ROOM_ON_OFFER.includes(loan.status) && loan.bankActive;
  const [proposing, holding] = await Promise.all([
    onOffer ? investorsProposing(db, loan.id, investors) : Promise.resolve([]),
    investorsHoldingDeal(db, loan.id, investors),
  ]);
  const furthest = investors.find((id) => proposing.includes(id) || holding.includes(id));
  if (furthest !== undefined) return { loan, investorId: furthest, level: 2 as const };
  if (!onOffer) throw notFound();
  return { loan, investorId: investors[0]!, level: 1 as const };
}

export const listingRoomAccess: RoomAccess<ReturnType<typeof loanRef>> = {
  async bank(db, actor, loanId) {
    const loan = await bankRoomLoan(db, actor, loanId);
    return { owner: { loan: loan.id }, ref: loanRef(loan), canChange: isMakerAt(actor, loan.bankId) && isOpen(loan) };
  },
  async bankToChange(db, actor, loanId) {
    const loan = await bankRoomLoan(db, actor, loanId);
    if (!isMakerAt(actor, loan.bankId)) throw forbidden();
    if (!isOpen(loan)) {
      const closed = loan.status === 'sold' || loan.status === 'withdrawn';
      throw conflict(
        closed
          ? LISTING_ROOM_MESSAGES.closed(LOAN_STATUS_LABELS[loan.status].toLowerCase())
          : LISTING_ROOM_MESSAGES.notYetOpen,
      );
    }
    return { loan: loan.id };
  },
  async investor(db, actor, loanId) {
    const seat = await investorSeat(db, actor, loanId);
    return { owner: { loan: seat.loan.id }, ref: loanRef(seat.loan), investorId: seat.investorId, level: seat.level };
  },
};
