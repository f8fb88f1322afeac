/** The words of the investor's proposal screens (loan page form, list, detail, final acceptance), used by the screens and the tests. */
import type { HistoryKind } from './proposal-types';

export const PROPOSALS_PATH = '/app/investor/proposals';
export const proposalPath = (id: number) => `${PROPOSALS_PATH}/${id}`;
export const finalAcceptancePath = (id: number) => `${proposalPath(id)}/final-acceptance`;
export const MARKETPLACE_PATH = '/app/investor/dashboard';
export const investorLoanPath = (id: number) => `/app/investor/mortgages/${id}`;
export const investorDealPath = (id: number) => `/app/investor/deals/${id}`;

export const FORM_TEXT = {
  newTitle: 'Your proposal',
  reviseTitle: 'Revise your proposal',
  price: 'Price (% of current principal)',
  priceHint: 'Up to three decimals, such as 98.125.',
  amount: 'Amount',
  amountPending: 'Type a valid price to see the amount.',
  settlementDate: 'Settlement date',
  validUntil: 'Valid until',
  validUntilHint: (deadline: string | null) =>
    deadline
      ? `On or before the settlement date and the bid deadline (${deadline}).`
      : 'On or before the settlement date.',
  note: 'Note',
  noteHint: 'Optional, seen by the bank.',
  actFor: 'Act for',
  submit: 'Submit proposal',
  revise: 'Revise proposal',
  cancel: 'Cancel',
  fixErrors: 'Check the fields marked below.',
  failed: 'The proposal could not be sent. What you typed is kept: try again.',
  submitted: 'Proposal submitted.',
  revised: 'Proposal revised.',
} as const;

export const LIST_TEXT = {
  caption: 'My proposals',
  statusTabs: 'Proposal status',
  all: 'All',
  open: 'Open',
  columns: {
    loan: 'Loan',
    bank: 'Bank',
    investor: 'Investor',
    status: 'Status',
    price: 'Price',
    amount: 'Amount',
    settlement: 'Settlement',
    validUntil: 'Valid until',
    updated: 'Updated',
  },
  emptyTitle: 'No proposals yet',
  emptyDetail: 'Find a loan in the Marketplace and make a proposal on it.',
  emptyFilteredTitle: 'No proposals with this status',
  emptyFilteredDetail: 'Choose another status, or see them all.',
  marketplace: 'Go to the Marketplace',
} as const;

export const FINAL_CALL_TEXT = {
  acceptBy: (deadline: string) => `Your final acceptance is due by ${deadline}`,
  acceptFinally: 'Accept finally',
} as const;

export const DETAIL_TEXT = {
  notFound: 'This proposal does not exist or is not yours to see.',
  loan: 'Loan',
  bank: 'Bank',
  investor: 'Investor',
  terms: 'Terms',
  price: 'Price',
  amount: 'Amount',
  settlementDate: 'Settlement date',
  validUntil: 'Valid until',
  note: 'Note',
  submittedBy: 'Submitted by',
  counterTitle: "The bank's counter",
  counterPrice: 'Counter price',
  counterAmount: 'Counter amount',
  rejectedTitle: 'Rejected by the bank',
  closedTitle: 'Closed',
  acceptedTitle: 'Accepted by the bank',
  acceptedDetail: 'Accept finally before the deadline to create the deal; after it the loan goes back on the market.',
  deadline: 'Final acceptance deadline',
  timeLeft: 'Time left',
  pendingAcceptance: (name: string) =>
    `The bank is accepting this proposal: ${name}'s acceptance awaits a second approval.`,
  history: 'History',
  actions: 'Actions',
  acceptCounter: 'Accept counter',
  confirmAcceptCounter: (price: string, amount: string) =>
    `Accept the bank's counter of ${price} (${amount})? Your proposal takes this price and goes back to the bank, which confirms it by accepting; until then you may still revise or withdraw.`,
  counterAccepted: (price: string) => `You accepted the bank's counter of ${price}; the bank now confirms.`,
  revise: 'Revise proposal',
  withdraw: 'Withdraw proposal',
  confirmWithdraw: 'Withdraw this proposal? The bank will no longer see it as open; this cannot be undone.',
  withdrawn: 'Proposal withdrawn.',
  finalAcceptance: 'Final acceptance',
  viewDeal: 'View the deal',
  viewLoan: 'View the loan',
  readOnly: 'Platform administrators see this proposal read-only.',
  failed: 'That did not work. Try again.',
} as const;

export const FINAL_TEXT = {
  title: 'Final terms',
  loanSummary: 'The loan',
  fee: 'Platform fee',
  feeValue: (bps: number) => `${bps} bps`,
  feeAmount: 'Platform fee amount',
  paidToBank: (bank: string) => `Paid to ${bank}`,
  feePaidBy: (investor: string) => `Platform fee, paid by ${investor}`,
  totalPayable: 'Total you pay',
  whoPays: (investor: string, bank: string) =>
    `${investor} pays the amount to ${bank} and the platform fee to DealLedger.`,
  confirmations: 'Confirm to accept',
  confirmTerms: 'I accept these final terms: the price, the amount and the settlement date.',
  confirmFee: 'I accept the platform fee shown above.',
  confirmSettlement: 'I will send the amount so that the deal settles on the settlement date.',
  accept: 'Accept and create the deal',
  created: 'Deal created.',
  notAccepted: (status: string) =>
    `Only a proposal the bank has accepted can be accepted finally; this one is ${status.toLowerCase()}.`,
  readOnly: 'Platform administrators see the final terms read-only.',
  backToProposal: 'Back to the proposal',
  wayBack: 'Leave without accepting',
  backToMarketplace: 'Back to the Marketplace',
  viewDeal: 'View the deal',
} as const;

export const HISTORY_LABELS: Record<HistoryKind, string> = {
  submitted: 'Submitted',
  revised: 'Revised',
  countered: 'Countered by the bank',
  counter_accepted: 'Counter accepted',
  acceptance_requested: 'Acceptance requested at the bank',
  acceptance_declined: 'Acceptance declined at the bank',
  acceptance_cancelled: 'Acceptance request cancelled',
  accepted: 'Accepted by the bank',
  rejected: 'Rejected by the bank',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
  superseded: 'Superseded',
  final_accepted: 'Finally accepted',
};

export const TIME_LEFT_TEXT = {
  passed: 'The deadline has passed.',
  left: (parts: string) => `${parts} left`,
} as const;
