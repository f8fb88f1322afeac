/**
 * The proposal rules: an investor submits, revises, withdraws and accepts a counter; the loan's
 * bank counters, rejects or asks its managers to accept (action-types.ts); final acceptance makes
 * the deal (final-acceptance.ts). Every write locks the loan and then the proposal, so the steps
 * on one loan queue; each applied change leaves a revision and a history event (changes.ts).
 */
import { todayIso } from '../../../src/domain/loans/dates.ts';
import { fitsMoneyColumn, proposalAmount } from '../../../src/domain/trading/amounts.ts';
import { bidDeadlineWhenRelisted } from '../../../src/domain/trading/relisting.ts';
import {
  canTakeProposalAction,
  type ProposalAction,
  type ProposalStatus,
} from '../../../src/domain/trading/proposal-status.ts';
import {
  noteError,
  normalisePrice,
  priceError,
  PROPOSAL_MESSAGES,
  reasonError,
  validateProposalTerms,
} from '../../../src/domain/trading/proposal-terms.ts';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import type { Actor } from '../../lib/access/actor.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, notFound, ValidationError, type FieldErrors } from '../../lib/http-errors.ts';
import { proposeAction, type ActionTypes } from '../../lib/maker-checker/index.ts';
import { writeRevision } from '../../lib/revisions/write-revision.ts';
import { assertBankOf, assertCanSee, assertInvestorOf, investorForNewProposal, readScope } from './access.ts';
import { changeLoan, changeProposal, recordEvent } from './changes.ts';
import { notifyBankAnswer, notifyProposalReceived } from './notifications.ts';
import { loanConflict, PROPOSAL_CONFLICTS } from './messages.ts';
import {
  ACCEPT_ACTION,
  closePendingAcceptance,
  entityStatus,
  findLoan,
  findProposal,
  insertEvent,
  insertProposal,
  listProposals,
  lockLoan,
  lockProposal,
  otherAcceptedOnLoan,
  pendingAcceptances,
  type LoanRow,
  type ProposalRow,
} from './queries.ts';
import { toProposalResources } from '../trading/proposal-answer.ts';
import { proposalSnapshot } from '../../db/proposal-snapshot.ts';
import { toProposalDetail, type ProposalDetail } from './record.ts';
import type { ProposalCounterInput, ProposalCreateInput, ProposalListQuery, ProposalReviseInput } from './schemas.ts';

const blankAsNull = (text: string | null | undefined) =>
  text === undefined || text === null || text.trim() === '' ? null : text.trim();
const ACTION_WORDS: Record<ProposalAction, string> = {
  revise: 'revised',
  withdraw: 'withdrawn',
  accept_counter: 'accepted at the counter price',
  final_accept: 'finally accepted',
  counter: 'countered',
  reject: 'rejected',
  accept: 'accepted',
};

export function assertAllowed(action: ProposalAction, status: ProposalStatus): void {
  if (!canTakeProposalAction(action, status))
    throw conflict(PROPOSAL_CONFLICTS.notAllowed(ACTION_WORDS[action], status));
}

/** A proposal's loan is still being traded: listed, or under offer to one of its proposals. */
function assertLoanTrading(loan: LoanRow): void {
  if (loan.status !== 'listed' && loan.status !== 'under_offer') throw conflict(loanConflict(loan.status));
}

function termsOrFail(
  input: { price_pct: string; settlement_date: string; valid_until: string; note?: string | null | undefined },
  loan: LoanRow,
) {
  const errors = validateProposalTerms(
    { ...input, note: input.note ?? null },
    { today: todayIso(), bidDeadline: loan.bidDeadline },
  );
  if (Object.keys(errors).length > 0) {
    throw new ValidationError(
      Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]])) as FieldErrors,
    );
  }
  return {
    pricePct: normalisePrice(input.price_pct)!,
    settlementDate: input.settlement_date,
    validUntil: input.valid_until,
    note: blankAsNull(input.note),
  };
}

/** What `pricePct` of the loan's principal comes to, or a 422 under `field` when it is more than any amount the platform records. */
function amountAt(pricePct: string, loan: LoanRow, field: string): string {
  const amount = proposalAmount(pricePct, loan.currentPrincipal);
  if (!fitsMoneyColumn(amount)) throw new ValidationError({ [field]: [PROPOSAL_MESSAGES.amountTooLarge] });
  return amount;
}

export async function readableProposal(db: Executor, actor: Actor, id: number): Promise<ProposalRow> {
  readScope(actor);
  const row = await findProposal(db, id);
  if (!row) throw notFound();
  assertCanSee(actor, row);
  return row;
}

/** Locks the proposal's loan and then the proposal, in that order (as the engine and final acceptance do). */
export async function lockBoth(tx: Transaction, seen: ProposalRow): Promise<{ loan: LoanRow; row: ProposalRow }> {
  const loan = await lockLoan(tx, seen.loanId);
  const row = await lockProposal(tx, seen.id);
  if (!loan || !row) throw notFound();
  return { loan, row };
}

/** Closes a waiting bank acceptance the investor's change makes moot, noting it in the history. */
async function dropPendingAcceptance(tx: Transaction, proposalId: number, actorId: number): Promise<void> {
  if (await closePendingAcceptance(tx, proposalId))
    await recordEvent(tx, proposalId, actorId, { kind: 'acceptance_cancelled' });
}

/** Puts a loan under offer back on the market when its accepted proposal ends, unless another stands. */
export async function relistIfUnderOffer(
  tx: Transaction,
  loan: LoanRow,
  endedProposalId: number,
  actorId: number | null,
  today = todayIso(),
): Promise<void> {
  if (loan.status !== 'under_offer' || (await otherAcceptedOnLoan(tx, loan.id, endedProposalId))) return;
  await changeLoan(
    tx,
    loan,
    { status: 'listed', bidDeadline: bidDeadlineWhenRelisted(loan.bidDeadline, today) },
    { actorId },
  );
}

export async function listProposalPage(db: Database, actor: Actor, query: ProposalListQuery) {
  const scope = readScope(actor);
  // A waiting acceptance is the bank's internal step: asked for it, an investor's own proposals are left out.
  const asked =
    query.awaiting_acceptance === 'true' && scope.investorIds !== null ? { ...scope, investorIds: [] } : scope;
  const { rows, total } = await listProposals(db, query, asked);
  return {
    data: await toProposalResources(db, actor, rows),
    meta: { total, page: query.page, per_page: query.per_page },
  };
}

export async function getProposal(db: Database, actor: Actor, id: number, feeBps: number): Promise<ProposalDetail> {
  return toProposalDetail(db, actor, await readableProposal(db, actor, id), feeBps);
}

const NO_SUCH_LOAN = 'There is no such loan on the market.';
/** Loans investors have seen on the market: a proposal on one that has left it is a conflict, not a mistake. */
const ONCE_ON_MARKET: readonly LoanRow['status'][] = ['listed', 'under_offer', 'sold', 'withdrawn'];

export async function submitProposal(
  db: Database,
  actor: Actor,
  body: ProposalCreateInput,
  feeBps: number,
): Promise<ProposalDetail> {
  const investorId = investorForNewProposal(actor, body.investor_id);
  const seenLoan = await findLoan(db, body.loan_id);
  if (!seenLoan || !ONCE_ON_MARKET.includes(seenLoan.status)) throw new ValidationError({ loan_id: [NO_SUCH_LOAN] });
  const terms = termsOrFail(body, seenLoan);
  try {
    return await db.transaction(async (tx) => {
      const loan = (await lockLoan(tx, body.loan_id))!;
      if (loan.status !== 'listed' || (await entityStatus(tx, loan.bankId)) !== 'active')
        throw conflict(PROPOSAL_CONFLICTS.loanNotOnMarket);
      const row = await insertProposal(tx, {
        loanId: loan.id,
        investorId,
        bankId: loan.bankId,
        status: 'submitted',
        ...terms,
        amount: amountAt(terms.pricePct, loan, 'price_pct'),
        createdById: actor.userId,
      });
      await writeRevision(tx, {
        targetType: 'proposal',
        targetId: row.id,
        version: row.version,
        before: null,
        after: proposalSnapshot(row),
        actorId: actor.userId,
      });
      await insertEvent(tx, { proposalId: row.id, actorId: actor.userId, kind: 'submitted', ...eventTerms(row) });
      await notifyProposalReceived(tx, row, loan, 'submitted');
      return toProposalDetail(tx, actor, row, feeBps);
    });
  } catch (error) {
    // The partial unique index: one open proposal per investor and loan, even when two arrive at once.
    if (isUniqueViolation(error)) throw conflict(PROPOSAL_CONFLICTS.alreadyOpen);
    throw error;
  }
}

export const eventTerms = (row: ProposalRow) => ({
  pricePct: row.pricePct,
  amount: row.amount,
  settlementDate: row.settlementDate,
  validUntil: row.validUntil,
  note: row.note,
});

export async function reviseProposal(
  db: Database,
  actor: Actor,
  id: number,
  body: ProposalReviseInput,
  feeBps: number,
): Promise<ProposalDetail> {
  const seen = await readableProposal(db, actor, id);
  assertInvestorOf(actor, seen);
  const terms = termsOrFail(body, (await findLoan(db, seen.loanId))!);
  return db.transaction(async (tx) => {
    const { loan, row } = await lockBoth(tx, seen);
    if (row.version !== body.version) throw conflict(PROPOSAL_CONFLICTS.staleVersion);
    assertAllowed('revise', row.status);
    assertLoanTrading(loan);
    await dropPendingAcceptance(tx, row.id, actor.userId);
    const values = {
      status: 'submitted' as const,
      ...terms,
      amount: amountAt(terms.pricePct, loan, 'price_pct'),
      counterPricePct: null,
      counterAmount: null,
      counterNote: null,
    };
    const updated = await changeProposal(
      tx,
      row,
      values,
      { kind: 'revised', ...eventTerms({ ...row, ...values }) },
      { actorId: actor.userId },
    );
    await notifyProposalReceived(tx, updated, loan, 'revised');
    return toProposalDetail(tx, actor, updated, feeBps);
  });
}

export async function withdrawProposal(
  db: Database,
  actor: Actor,
  id: number,
  feeBps: number,
): Promise<ProposalDetail> {
  const seen = await readableProposal(db, actor, id);
  assertInvestorOf(actor, seen);
  return db.transaction(async (tx) => {
    const { loan, row } = await lockBoth(tx, seen);
    assertAllowed('withdraw', row.status);
    await dropPendingAcceptance(tx, row.id, actor.userId);
    const updated = await changeProposal(
      tx,
      row,
      { status: 'withdrawn' },
      { kind: 'withdrawn' },
      { actorId: actor.userId },
    );
    if (row.status === 'accepted') await relistIfUnderOffer(tx, loan, row.id, actor.userId);
    return toProposalDetail(tx, actor, updated, feeBps);
  });
}

export async function acceptCounter(db: Database, actor: Actor, id: number, feeBps: number): Promise<ProposalDetail> {
  const seen = await readableProposal(db, actor, id);
  assertInvestorOf(actor, seen);
  return db.transaction(async (tx) => {
    const { loan, row } = await lockBoth(tx, seen);
    assertAllowed('accept_counter', row.status);
    assertLoanTrading(loan);
    const pricePct = row.counterPricePct!;
    const amount = amountAt(pricePct, loan, 'price_pct');
    const updated = await changeProposal(
      tx,
      row,
      { status: 'submitted', pricePct, amount, counterPricePct: null, counterAmount: null, counterNote: null },
      { kind: 'counter_accepted', pricePct, amount },
      { actorId: actor.userId },
    );
    await notifyProposalReceived(tx, updated, loan, 'counter_accepted');
    return toProposalDetail(tx, actor, updated, feeBps);
  });
}

async function assertNoPendingAcceptance(db: Executor, proposalId: number): Promise<void> {
  if ((await pendingAcceptances(db, [proposalId])).length > 0) throw conflict(PROPOSAL_CONFLICTS.acceptancePending);
}

export async function counterProposal(
  db: Database,
  actor: Actor,
  id: number,
  body: ProposalCounterInput,
  feeBps: number,
): Promise<ProposalDetail> {
  const seen = await readableProposal(db, actor, id);
  assertBankOf(actor, seen);
  const errors: FieldErrors = {};
  const price = priceError(body.price_pct);
  if (price) errors['price_pct'] = [price];
  const note = noteError(body.note);
  if (note) errors['note'] = [note];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const counterPricePct = normalisePrice(body.price_pct)!;
  return db.transaction(async (tx) => {
    const { loan, row } = await lockBoth(tx, seen);
    assertAllowed('counter', row.status);
    assertLoanTrading(loan);
    await assertNoPendingAcceptance(tx, row.id);
    const counterAmount = amountAt(counterPricePct, loan, 'price_pct');
    const counterNote = blankAsNull(body.note);
    const updated = await changeProposal(
      tx,
      row,
      { status: 'countered', counterPricePct, counterAmount, counterNote },
      { kind: 'countered', pricePct: counterPricePct, amount: counterAmount, note: counterNote },
      { actorId: actor.userId },
    );
    await notifyBankAnswer(tx, 'countered', updated, loan);
    return toProposalDetail(tx, actor, updated, feeBps);
  });
}

export async function rejectProposal(
  db: Database,
  actor: Actor,
  id: number,
  reason: string,
  feeBps: number,
): Promise<ProposalDetail> {
  const seen = await readableProposal(db, actor, id);
  assertBankOf(actor, seen);
  const error = reasonError(reason);
  if (error) throw new ValidationError({ reason: [error] });
  const rejectionReason = reason.trim();
  return db.transaction(async (tx) => {
    const { loan, row } = await lockBoth(tx, seen);
    assertAllowed('reject', row.status);
    await assertNoPendingAcceptance(tx, row.id);
    const updated = await changeProposal(
      tx,
      row,
      { status: 'rejected', rejectionReason },
      { kind: 'rejected', note: rejectionReason },
      { actorId: actor.userId },
    );
    await notifyBankAnswer(tx, 'rejected', updated, loan);
    return toProposalDetail(tx, actor, updated, feeBps);
  });
}

/** The bank's acceptance, as a pending action a manager who did not make it approves (action-types.ts). */
export async function requestAcceptance(
  db: Database,
  actionTypes: ActionTypes,
  actor: Actor,
  id: number,
): Promise<{ pending_action_id: number }> {
  const seen = await readableProposal(db, actor, id);
  assertBankOf(actor, seen);
  assertAllowed('accept', seen.status);
  await assertNoPendingAcceptance(db, seen.id);
  const action = await proposeAction(db, actionTypes, actor, { type: ACCEPT_ACTION, targetId: seen.id });
  return { pending_action_id: action.id };
}
