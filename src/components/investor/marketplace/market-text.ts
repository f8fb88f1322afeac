/** The words of the marketplace, used by the screen and by the tests. */
import { formatCount } from '@/domain/format-decimal';

export const INVESTOR_MORTGAGE_PATH = '/app/investor/mortgages';
export const investorMortgagePath = (id: number) => `${INVESTOR_MORTGAGE_PATH}/${id}`;
export const investorProposalPath = (id: number) => `/app/investor/proposals/${id}`;

export const MARKET_TEXT = {
  caption: 'Listed loans',
  filters: 'Marketplace filters',
  search: 'Loan reference',
  searchPlaceholder: 'Search by reference',
  region: 'Region',
  propertyType: 'Property type',
  occupancy: 'Occupancy',
  rateType: 'Rate type',
  currency: 'Currency',
  rate: 'Interest rate (%)',
  ltv: 'Current LTV (%)',
  creditScore: 'Credit score',
  balance: 'Current principal',
  arrears: 'Arrears',
  arrearsCurrent: 'Up to date',
  arrearsIn: 'In arrears',
  bank: 'Bank',
  chosen: (count: number) => `${count} chosen`,
  columns: {
    loanRef: 'Loan reference',
    bank: 'Bank',
    principal: 'Current principal',
    rate: 'Rate',
    rateType: 'Rate type',
    ltv: 'LTV',
    creditScore: 'Credit score',
    region: 'Region',
    propertyType: 'Property type',
    occupancy: 'Occupancy',
    remainingTerm: 'Remaining term',
    arrears: 'Days in arrears',
    askingPrice: 'Asking price',
    bidDeadline: 'Bid deadline',
    listedAt: 'Listed',
  },
  months: (months: number) => `${months} mo`,
  columnChooser: (added: number) => (added === 0 ? 'More columns' : `More columns (${added})`),
  columnChooserLegend: 'Columns to add to the table',
  columnChooserHelp: 'The price, deadline, principal, rate, LTV and term are always shown.',
  showFilters: 'Show filters',
  hideFilters: 'Hide filters',
  myProposal: (status: string) => `My proposal: ${status}`,
  downloadCsv: 'Download CSV',
  csvExport: {
    progressLabel: 'CSV export',
    progress: (rows: number, expected: number) =>
      expected > 0
        ? `Exporting: ${formatCount(rows)} of ${formatCount(expected)} loans`
        : `Exporting: ${formatCount(rows)} loans`,
    cancel: 'Cancel export',
    cancelled: 'Export cancelled.',
    done: (rows: number) => `Exported ${formatCount(rows)} ${rows === 1 ? 'loan' : 'loans'}.`,
    network: 'the connection was lost',
    failed: (reason: string) => `The export failed: ${reason}. Try again.`,
  },
  emptyFilteredTitle: 'No loans match these filters',
  emptyFilteredDetail: 'Widen or clear the filters to see more of the market.',
  clearFilters: 'Clear filters',
  emptyTitle: 'Nothing is listed yet',
  emptyDetail: 'Loans appear here as soon as a bank lists them. Come back later, or check your proposals.',
  myProposals: 'My proposals',
  summary: 'Summary of the filtered loans',
  distribution: 'Distribution of the filtered loans',
} as const;
