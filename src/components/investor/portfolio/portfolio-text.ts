/** The words of the investor dashboard (the portfolio), used by the screen and by the tests. */

export const MARKETPLACE_PATH = '/app/investor/dashboard';
export const dealsWithStatus = (status: string) => `/app/investor/deals?status=${status}`;
export const proposalPath = (id: number) => `/app/investor/proposals/${id}`;

export const PORTFOLIO_TEXT = {
  bought: 'Portfolio bought',
  figures: {
    deals: 'Loans bought',
    principal: 'Total current principal',
    amount: 'Total paid',
    rate: 'Weighted average rate',
    ltv: 'Weighted average LTV',
  },
  emptyTitle: 'No deals yet',
  emptyDetail:
    'Loans you buy appear here with their spread by region and property type. Find loans to propose on in the Marketplace.',
  toMarketplace: 'Go to the Marketplace',
  spread: 'Spread of the portfolio',
  dealsByStatus: 'Deals by status',
  openProposals: 'Open proposals',
  openProposalsCount: (count: number) =>
    count === 0 ? 'No open proposals.' : count === 1 ? '1 open proposal' : `${count} open proposals`,
  latest: 'The latest',
  allProposals: 'All my proposals',
  proposalsCaption: 'The latest open proposals',
  loan: 'Loan',
  bank: 'Bank',
  price: 'Price',
  amount: 'Amount',
  status: 'Status',
} as const;
