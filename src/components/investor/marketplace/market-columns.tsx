/**
 * The marketplace's columns, every one sortable by the API: the reference links to the loan, with the caller's proposal under
 * it. What a buyer prices on comes first and is always shown; the rest are shown when chosen.
 */
import type { Column } from '@/components/data/DataTable';
import { loanEnumLabel } from '@/domain/loans/enum-options';
import { PROPOSAL_STATUS_LABELS } from '@/domain/trading/proposal-status';
import { formatLtv, formatMoney, formatPercent, formatPrice } from '@/domain/format-decimal';
import type { MarketLoan } from '../api/market-types';
import { MARKET_TEXT, investorMortgagePath, investorProposalPath } from './market-text';

const C = MARKET_TEXT.columns;
const text = (value: string | number | null) => (value === null ? '—' : String(value));

export function MyProposalLink({ loan }: { loan: MarketLoan }) {
  if (!loan.my_proposal) return null;
  return (
    <a className="badge whitespace-nowrap badge-info" href={investorProposalPath(loan.my_proposal.id)}>
      {MARKET_TEXT.myProposal(PROPOSAL_STATUS_LABELS[loan.my_proposal.status] ?? loan.my_proposal.status)}
    </a>
  );
}

export function LoanRefLink({ loan }: { loan: MarketLoan }) {
  return (
    <a className="link font-medium link-hover" href={investorMortgagePath(loan.id)}>
      {loan.loan_ref}
    </a>
  );
}

export const MARKET_COLUMNS: Column<MarketLoan>[] = [
  {
    key: 'loan_ref',
    label: C.loanRef,
    sort: 'loan_ref',
    hideInCard: true,
    render: (loan) => (
      <div className="flex flex-col items-start gap-1">
        <LoanRefLink loan={loan} />
        <MyProposalLink loan={loan} />
      </div>
    ),
  },
  { key: 'bank', label: C.bank, sort: 'bank_name', render: (loan) => loan.bank.name },
  {
    key: 'asking_price_pct',
    label: C.askingPrice,
    sort: 'asking_price_pct',
    align: 'end',
    render: (loan) => formatPrice(loan.asking_price_pct),
  },
  { key: 'bid_deadline', label: C.bidDeadline, sort: 'bid_deadline', render: (loan) => text(loan.bid_deadline) },
  {
    key: 'current_principal',
    label: C.principal,
    sort: 'current_principal',
    align: 'end',
    render: (loan) => formatMoney(loan.current_principal, loan.currency),
  },
  {
    key: 'interest_rate_pct',
    label: C.rate,
    sort: 'interest_rate_pct',
    align: 'end',
    render: (loan) => formatPercent(loan.interest_rate_pct),
  },
  {
    key: 'current_ltv_pct',
    label: C.ltv,
    sort: 'current_ltv_pct',
    align: 'end',
    render: (loan) => formatLtv(loan.current_ltv_pct),
  },
  {
    key: 'remaining_term_months',
    label: C.remainingTerm,
    sort: 'remaining_term_months',
    align: 'end',
    render: (loan) => MARKET_TEXT.months(loan.remaining_term_months),
  },
  {
    key: 'rate_type',
    label: C.rateType,
    sort: 'rate_type',
    render: (loan) => loanEnumLabel('rate_type', loan.rate_type),
  },
  {
    key: 'credit_score',
    label: C.creditScore,
    sort: 'credit_score',
    align: 'end',
    render: (loan) => text(loan.credit_score),
  },
  { key: 'region', label: C.region, sort: 'region', render: (loan) => loan.region },
  {
    key: 'property_type',
    label: C.propertyType,
    sort: 'property_type',
    render: (loan) => loanEnumLabel('property_type', loan.property_type),
  },
  {
    key: 'occupancy',
    label: C.occupancy,
    sort: 'occupancy',
    render: (loan) => loanEnumLabel('occupancy', loan.occupancy),
  },
  {
    key: 'days_in_arrears',
    label: C.arrears,
    sort: 'days_in_arrears',
    align: 'end',
    render: (loan) => String(loan.days_in_arrears),
  },
  { key: 'listed_at', label: C.listedAt, sort: 'listed_at', render: (loan) => loan.listed_at.slice(0, 10) },
];

/** What a buyer prices on, always shown: at 1366 px they fit without scrolling sideways. */
export const PRICING_COLUMNS: readonly string[] = [
  'loan_ref',
  'bank',
  'asking_price_pct',
  'bid_deadline',
  'current_principal',
  'interest_rate_pct',
  'current_ltv_pct',
  'remaining_term_months',
];

/** The other columns, each shown when the buyer chooses it. */
export const OPTIONAL_COLUMNS = MARKET_COLUMNS.filter((column) => !PRICING_COLUMNS.includes(column.key));

/** The columns to show: the pricing ones and those chosen, in the table's order. */
export const shownColumns = (chosen: readonly string[]) =>
  MARKET_COLUMNS.filter((column) => PRICING_COLUMNS.includes(column.key) || chosen.includes(column.key));
