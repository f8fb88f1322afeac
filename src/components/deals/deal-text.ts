/** The words and addresses of the deal screens of both sides, used by the screens and by the tests. */

export type DealSide = 'bank' | 'investor';

export const dealsPath = (side: DealSide) => `/app/${side}/deals`;
export const dealPath = (side: DealSide, id: number) => `${dealsPath(side)}/${id}`;
export const loanPath = (side: DealSide, id: number) => `/app/${side}/mortgages/${id}`;

/** What a deal sells, in a word: its loan's reference, or its pool's name. */
export const dealSubject = (deal: { loan: { loan_ref: string } | null; pool: { name: string } | null }) =>
  deal.loan ? deal.loan.loan_ref : `Pool ${deal.pool?.name ?? ''}`;
/** A deal's currency: its loan's, or its pool's. */
export const dealCurrency = (deal: { loan: { currency: string } | null; pool: { currency: string } | null }) =>
  deal.loan?.currency ?? deal.pool?.currency ?? '';

export const DEAL_TEXT = {
  caption: 'Deals',
  statusTabs: 'Deal status',
  all: 'All',
  columns: {
    deal: 'Deal',
    loan: 'Loan',
    counterparty: { bank: 'Investor', investor: 'Bank' } as Record<DealSide, string>,
    price: 'Price',
    amount: 'Amount',
    settlement: 'Settlement date',
    status: 'Status',
    created: 'Created',
  },
  dealNumber: (id: number) => `Deal ${id}`,
  emptyTitle: 'No deals yet',
  emptyDetail: {
    bank: 'A deal follows when an investor finally accepts a proposal your bank accepted. Answer the proposals waiting for you.',
    investor:
      'A deal follows when you finally accept a proposal a bank accepted. Browse the marketplace to make proposals.',
  } as Record<DealSide, string>,
  emptyAction: { bank: 'Answer proposals', investor: 'Browse the marketplace' } as Record<DealSide, string>,
  emptyActionHref: { bank: '/app/bank/proposals', investor: '/app/investor/dashboard' } as Record<DealSide, string>,
  emptyFilteredTitle: 'No deals with this status',
  emptyFilteredDetail: 'Choose another status to see more.',
  notFound: 'This deal does not exist or is not yours to see.',
  summary: 'Deal summary',
  loan: 'Loan',
  pool: 'Pool',
  lines: 'Loans sold',
  linesCaption: 'The loans this deal sells, with the price and amount of each',
  lineColumns: { ref: 'Loan', principal: 'Current principal', price: 'Price', amount: 'Amount' },
  currentPrincipal: 'Current principal',
  rate: 'Interest rate',
  ltv: 'Current LTV',
  region: 'Region and property',
  propertyType: 'Property type',
  bank: 'Bank',
  investor: 'Investor',
  price: 'Price (% of current principal)',
  amount: 'Amount',
  fee: 'Platform fee',
  feeValue: (bps: number, amount: string) => `${amount} (${bps} bps)`,
  settlementDate: 'Settlement date',
  status: 'Status',
  cancelReason: 'Reason for cancelling',
  timeline: 'Timeline',
  noTimeline: 'No steps recorded yet.',
  by: (name: string) => `by ${name}`,
  steps: {
    created: 'Deal created',
    funds_sent: 'Funds sent',
    settled: 'Settled',
    cancellation_requested: 'Cancellation requested',
    cancellation_declined: 'Cancellation declined',
    cancelled: 'Cancelled',
  } as Record<string, string>,
  pendingCancellation: 'Cancellation awaiting a platform checker',
  pendingCancellationBy: (name: string, when: string) => `Requested by ${name} on ${when}`,
  pendingCancellationReason: (reason: string) => `Reason: ${reason}`,
  checkersDecide: 'Checkers decide it on the pending actions screen.',
  actions: 'Actions',
  markFundsSent: 'Mark funds sent',
  confirmFundsSent: (amount: string, bank: string) =>
    `Confirm that ${amount} has been sent to ${bank}? The bank then confirms the settlement.`,
  fundsSent: 'Marked as funds sent.',
  confirmSettlement: 'Confirm settlement',
  confirmSettle: (amount: string, investor: string) =>
    `Confirm that ${amount} from ${investor} has been received and the loan transferred? The deal is then settled.`,
  confirmEarlySettlementHeader: 'Settle before the settlement date?',
  confirmEarlySettle: (amount: string, investor: string, date: string) =>
    `The settlement date is ${date}, which has not come yet. Confirm that ${amount} from ${investor} has been received and the loan transferred already? The deal is then settled now, before ${date}.`,
  confirmEarlySettlement: (date: string) => `Settle before ${date}`,
  settled: 'Settlement confirmed: the deal is settled.',
  cancelDeal: 'Cancel deal',
  cancelTitle: 'Ask to cancel this deal',
  cancelReasonLabel: 'Reason for cancelling',
  cancelHelp: 'A platform checker other than you decides; the loan goes back on the market if they approve.',
  cancelSubmit: 'Ask to cancel',
  cancelRequested: 'Cancellation sent to a checker for approval.',
  close: 'Close',
  failed: 'That did not work. Try again.',
} as const;
