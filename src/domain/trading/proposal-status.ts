/**
 * The proposal status machine (DOMAIN.md, "Marketplace, proposals, deals"): an investor submits;
 * the bank counters, rejects or accepts (acceptance passes the bank's four eyes and puts the
 * loan under offer); the investor accepts a counter, revises or withdraws; final acceptance
 * creates the deal and supersedes the other open proposals on the loan.
 */
export const PROPOSAL_STATUSES = [
  'submitted',
  'countered',
  'accepted',
  'final_accepted',
  'rejected',
  'withdrawn',
  'expired',
  'superseded',
] as const;

export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/** Statuses in which a proposal is still open: one such proposal per investor and loan. */
export const OPEN_PROPOSAL_STATUSES: readonly ProposalStatus[] = ['submitted', 'countered', 'accepted'];

export const isOpenProposal = (status: ProposalStatus) => OPEN_PROPOSAL_STATUSES.includes(status);

export const PROPOSAL_STATUS_LABELS: Readonly<Record<ProposalStatus, string>> = {
  submitted: 'Submitted',
  countered: 'Countered',
  accepted: 'Accepted by the bank',
  final_accepted: 'Finally accepted',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
  superseded: 'Superseded',
};

/** What each side may do to a proposal, and from which statuses. */
export type ProposalAction =
  'revise' | 'withdraw' | 'accept_counter' | 'final_accept' | 'counter' | 'reject' | 'accept';

export const PROPOSAL_ACTION_FROM: Readonly<Record<ProposalAction, readonly ProposalStatus[]>> = {
  // Investor
  revise: ['submitted', 'countered'],
  withdraw: ['submitted', 'countered', 'accepted'],
  accept_counter: ['countered'],
  final_accept: ['accepted'],
  // Bank
  counter: ['submitted'],
  reject: ['submitted', 'countered'],
  accept: ['submitted'],
};

export const INVESTOR_PROPOSAL_ACTIONS: readonly ProposalAction[] = [
  'revise',
  'withdraw',
  'accept_counter',
  'final_accept',
];
export const BANK_PROPOSAL_ACTIONS: readonly ProposalAction[] = ['counter', 'reject', 'accept'];

export function canTakeProposalAction(action: ProposalAction, status: ProposalStatus): boolean {
  return PROPOSAL_ACTION_FROM[action].includes(status);
}
