/**
 * The bank's acceptance of a proposal, a bank-scope maker/checker action (`proposal.accept`):
 * an officer or manager asks, another manager of the bank approves. Approval locks the loan
 * first and then the proposal, checks the loan is still listed and the proposal still
 * submitted, and puts the loan under offer; a second acceptance on the loan is refused (409).
 */
import { amountFollowsFromPrice } from '../../../src/domain/trading/amounts.ts';
import { finalAcceptanceDeadline } from '../../../src/domain/trading/business-days.ts';
import { formatMoney, formatPrice } from '../../../src/domain/format-decimal.ts';
import type { Executor, Transaction } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import type { ActionContext, ActionDescription, ActionTypes, PendingActionRow } from '../../lib/maker-checker/index.ts';
import { changeLoan, changeProposal, recordEvent } from './changes.ts';
import { loanConflict, PROPOSAL_CONFLICTS } from './messages.ts';
import { notifyBankAnswer } from './notifications.ts';
import {
  ACCEPT_ACTION,
  findLoansByIds,
  findProposal,
  findProposalsByIds,
  lockLoan,
  lockProposal,
  namesOf,
} from './queries.ts';
import { proposalSnapshot } from '../../db/proposal-snapshot.ts';

/** Locks the proposal's loan and then the proposal: the order every proposal write keeps. */
async function lockBoth(tx: Transaction, proposalId: number) {
  const seen = await findProposal(tx, proposalId);
  if (!seen) return null;
  const loan = await lockLoan(tx, seen.loanId);
  const row = await lockProposal(tx, proposalId);
  return loan && row ? { loan, row } : null;
}

async function lockTarget(tx: Transaction, proposalId: number) {
  const locked = await lockBoth(tx, proposalId);
  return locked ? { version: locked.row.version, scopeEntityId: locked.row.bankId } : null;
}

async function onPropose({ tx, actor }: ActionContext, proposalId: number) {
  const locked = await lockBoth(tx, proposalId);
  if (!locked) throw notFound();
  const { loan, row } = locked;
  if (row.status !== 'submitted') throw conflict(PROPOSAL_CONFLICTS.notAllowed('accepted', row.status));
  if (loan.status !== 'listed') throw conflict(loanConflict(loan.status));
  await recordEvent(tx, row.id, actor.userId, {
    kind: 'acceptance_requested',
    pricePct: row.pricePct,
    amount: row.amount,
  });
}

async function apply({ tx, actor }: ActionContext, action: PendingActionRow) {
  const locked = await lockBoth(tx, action.targetId);
  if (!locked) throw conflict('The proposal no longer exists.');
  const { loan, row } = locked;
  if (row.status !== 'submitted') throw conflict(PROPOSAL_CONFLICTS.notAllowed('accepted', row.status));
  if (loan.status !== 'listed') throw conflict(loanConflict(loan.status));
  if (!amountFollowsFromPrice(row.pricePct, loan.currentPrincipal, row.amount))
    throw conflict(PROPOSAL_CONFLICTS.pricedOnOtherData);
  const acceptedAt = new Date();
  const who = { actorId: action.makerId, approverId: actor.userId, pendingActionId: action.id };
  const updated = await changeProposal(
    tx,
    row,
    { status: 'accepted', acceptedAt, finalAcceptanceDeadline: finalAcceptanceDeadline(acceptedAt) },
    { kind: 'accepted', pricePct: row.pricePct, amount: row.amount },
    // The engine writes the proposal's revision from the change returned below.
    { actorId: actor.userId },
    true,
  );
  await changeLoan(tx, loan, { status: 'under_offer' }, who);
  await notifyBankAnswer(tx, 'accepted', updated, loan);
  return { version: updated.version, before: proposalSnapshot(row), after: proposalSnapshot(updated) };
}

const noteDecision =
  (kind: 'acceptance_declined' | 'acceptance_cancelled') =>
  async ({ tx, actor }: ActionContext, action: PendingActionRow) => {
    await recordEvent(tx, action.targetId, actor.userId, { kind });
  };

async function describeAcceptances(
  db: Executor,
  actions: readonly PendingActionRow[],
): Promise<Map<number, ActionDescription>> {
  const rows = await findProposalsByIds(
    db,
    actions.map((action) => action.targetId),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const loans = new Map(
    (
      await findLoansByIds(
        db,
        rows.map((row) => row.loanId),
      )
    ).map((loan) => [loan.id, loan]),
  );
  const investors = await namesOf(
    db,
    'entities',
    rows.map((row) => row.investorId),
  );
  return new Map(
    actions.map((action): [number, ActionDescription] => {
      const proposal = byId.get(action.targetId);
      if (!proposal) return [action.id, { label: null, diff: [] }];
      const loan = loans.get(proposal.loanId);
      return [
        action.id,
        {
          label: `Proposal #${proposal.id} of ${investors.get(proposal.investorId) ?? 'an investor'} on ${loan?.loanRef ?? 'a loan'}: ${formatPrice(proposal.pricePct)} of the principal, ${formatMoney(proposal.amount, loan?.currency)}`,
          diff: [
            { field: 'status', before: proposal.status, after: 'accepted' },
            { field: 'loan_status', before: loan?.status ?? null, after: 'under_offer' },
          ],
        },
      ];
    }),
  );
}

export function registerProposalActionTypes(actionTypes: ActionTypes): void {
  actionTypes.register({
    type: ACCEPT_ACTION,
    targetType: 'proposal',
    scope: 'bank',
    lockTarget,
    onPropose,
    apply,
    onReject: noteDecision('acceptance_declined'),
    onCancel: noteDecision('acceptance_cancelled'),
  });
  actionTypes.registerDescriber('proposal', describeAcceptances);
}
