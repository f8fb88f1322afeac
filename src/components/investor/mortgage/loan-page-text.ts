/** The words of the investor's loan page, used by the screen and the tests. */

export const LOAN_PAGE_TEXT = {
  notFound: 'This loan is not on the market, or not yours to see.',
  bank: 'Bank',
  offMarket: 'This loan is no longer on the market: no proposal can be made on it.',
  listing: 'Listing',
  askingPrice: 'Asking price',
  noAskingPrice: 'None given',
  askingAmount: 'Asking amount',
  bidDeadline: 'Bid deadline',
  noBidDeadline: 'None',
  openProposals: 'Open proposals',
  listedOn: 'Listed on',
  fields: 'Loan details',
  myProposal: 'My proposal',
  noProposal: 'You have made no proposal on this loan yet.',
  viewProposal: 'View the proposal',
  makeProposal: 'Make a proposal',
  revise: 'Revise proposal',
  readOnly: 'Platform administrators see this loan read-only.',
  proposalFailed: 'Your proposal on this loan could not be loaded.',
} as const;
