/**
 * The loan status machine (DOMAIN.md, "Loans" and "Maker/checker"): draft -> pending_approval
 * -> approved -> listed -> under_offer -> sold; rejected goes back to editable; a withdrawn
 * listing leaves the loan as approved was (it may be listed again or edited through a checker).
 * A listed or under-offer loan is not edited at all.
 */
import type { LoanStatus } from './vocabulary';

/** Statuses whose fields are changed at once, with a revision and no checker. */
export const DIRECTLY_EDITABLE_STATUSES: readonly LoanStatus[] = ['draft', 'rejected'];
/**
 * Statuses whose field changes wait for a checker as a `loan.edit` pending action. Not a listed
 * or under-offer loan: investors priced their proposals on its data (DOMAIN.md, "Agreed terms
 * are fixed"), so the bank withdraws the listing first.
 */
export const EDITABLE_BY_ACTION_STATUSES: readonly LoanStatus[] = ['approved', 'withdrawn'];

export type LoanEditMode = 'direct' | 'pending_action' | 'none';

export function loanEditMode(status: LoanStatus): LoanEditMode {
  if (DIRECTLY_EDITABLE_STATUSES.includes(status)) return 'direct';
  if (EDITABLE_BY_ACTION_STATUSES.includes(status)) return 'pending_action';
  return 'none';
}

export type LoanActionType = 'loan.submit' | 'loan.edit' | 'loan.list' | 'loan.withdraw';

export interface LoanTransition {
  /** Statuses the action may be proposed from. */
  from: readonly LoanStatus[];
  /** The status while the action waits for a checker (unchanged when absent). */
  pending?: LoanStatus;
  /** The status once a checker approves (unchanged when absent). */
  approved?: LoanStatus;
  /** The status once a checker rejects; absent = back to where the action was proposed. */
  rejected?: LoanStatus;
}

export const LOAN_TRANSITIONS: Readonly<Record<LoanActionType, LoanTransition>> = {
  'loan.submit': {
    from: DIRECTLY_EDITABLE_STATUSES,
    pending: 'pending_approval',
    approved: 'approved',
    rejected: 'rejected',
  },
  'loan.edit': { from: EDITABLE_BY_ACTION_STATUSES },
  'loan.list': { from: ['approved', 'withdrawn'], approved: 'listed' },
  'loan.withdraw': { from: ['listed'], approved: 'withdrawn' },
};

export function canProposeLoanAction(action: LoanActionType, status: LoanStatus): boolean {
  return LOAN_TRANSITIONS[action].from.includes(status);
}

export const canSubmitLoan = (status: LoanStatus) => canProposeLoanAction('loan.submit', status);
export const canListLoan = (status: LoanStatus) => canProposeLoanAction('loan.list', status);
export const canWithdrawLoan = (status: LoanStatus) => canProposeLoanAction('loan.withdraw', status);
export const canEditLoan = (status: LoanStatus) => loanEditMode(status) !== 'none';

export const LOAN_STATUS_LABELS: Readonly<Record<LoanStatus, string>> = {
  draft: 'Draft',
  pending_approval: 'Awaiting approval',
  approved: 'Approved',
  rejected: 'Rejected',
  listed: 'Listed',
  withdrawn: 'Withdrawn',
  under_offer: 'Under offer',
  sold: 'Sold',
};
