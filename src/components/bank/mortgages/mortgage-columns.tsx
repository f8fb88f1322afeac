/** The mortgage list's columns: the reference links to the loan; money and rates formatted from their decimals. */
import type { Column } from '@/components/data/DataTable';
import { StatusBadge } from '@/components/data/StatusBadge';
import { formatLtv, formatMoney, formatPercent } from '@/domain/format-decimal';
import type { Loan } from '../api/loan-types';
import { LIST_TEXT, mortgagePath } from './mortgage-text';

const text = (value: unknown) => (value === null || value === undefined ? '—' : String(value));

export function mortgageColumns(showBank: boolean): Column<Loan>[] {
  const columns: Column<Loan>[] = [
    {
      key: 'loan_ref',
      label: LIST_TEXT.columns.loanRef,
      sort: 'loan_ref',
      hideInCard: true,
      render: (loan) => (
        <a className="link font-medium link-hover" href={mortgagePath(loan.id)}>
          {text(loan.loan_ref)}
        </a>
      ),
    },
    {
      key: 'status',
      label: LIST_TEXT.columns.status,
      sort: 'status',
      render: (loan) => <StatusBadge status={loan.status} />,
    },
    {
      key: 'current_principal',
      label: LIST_TEXT.columns.principal,
      sort: 'current_principal',
      align: 'end',
      render: (loan) =>
        formatMoney(loan.current_principal === null ? null : String(loan.current_principal), text(loan.currency)),
    },
    {
      key: 'interest_rate_pct',
      label: LIST_TEXT.columns.rate,
      sort: 'interest_rate_pct',
      align: 'end',
      render: (loan) => formatPercent(loan.interest_rate_pct),
    },
    {
      key: 'current_ltv_pct',
      label: LIST_TEXT.columns.ltv,
      sort: 'current_ltv_pct',
      align: 'end',
      render: (loan) => formatLtv(loan.current_ltv_pct),
    },
    { key: 'region', label: LIST_TEXT.columns.region, sort: 'region', render: (loan) => text(loan.region) },
    {
      key: 'maturity_date',
      label: LIST_TEXT.columns.maturity,
      sort: 'maturity_date',
      render: (loan) => text(loan.maturity_date),
    },
  ];
  if (showBank) columns.splice(1, 0, { key: 'bank', label: LIST_TEXT.bank, render: (loan) => loan.bank.name });
  return columns;
}
