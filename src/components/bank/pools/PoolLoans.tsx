/** The pool's loans, 25 a page by loan reference; while the pool is a draft its maker takes a loan out. */
import { useState } from 'react';
import type { Column } from '@/components/data/DataTable';
import { PagedTableSection } from '@/components/data/PagedTableSection';
import { useApiData } from '@/components/data/use-api-data';
import { formatLtv, formatMoney, formatPercent } from '@/domain/format-decimal';
import { loanEnumLabel } from '@/domain/loans/enum-options';
import { confirmAndRun } from '@/lib/confirm-and-run';
import { getPoolLoans, removePoolLoan, type PoolLoan } from '@/lib/api/pools';
import { POOL_PAGE_TEXT as T } from './pool-text';

const PAGE_SIZE = 25;

interface Props {
  poolId: number;
  /** The pool's version: the page reads again after every change. */
  version: number;
  editable: boolean;
  ready: boolean;
  onChanged: () => void;
}

export function PoolLoans({ poolId, version, editable, ready, onChanged }: Props) {
  const [page, setPage] = useState(1);
  const answer = useApiData(`${poolId}:${version}:${page}`, () => getPoolLoans(poolId, page));

  const remove = async (loan: PoolLoan) => {
    const result = await confirmAndRun(
      {
        header: T.removeLoan(loan.loan_ref),
        message: T.confirmRemove(loan.loan_ref),
        acceptLabel: T.loanColumns.remove,
        danger: true,
      },
      () => removePoolLoan(poolId, loan.id),
      { done: T.removed, failed: T.failed },
    );
    if (result?.ok) onChanged();
  };

  const columns: Column<PoolLoan>[] = [
    { key: 'ref', label: T.loanColumns.ref, render: (loan) => loan.loan_ref, hideInCard: true },
    {
      key: 'principal',
      label: T.loanColumns.principal,
      align: 'end',
      render: (loan) => formatMoney(loan.current_principal, loan.currency),
    },
    { key: 'rate', label: T.loanColumns.rate, align: 'end', render: (loan) => formatPercent(loan.interest_rate_pct) },
    { key: 'ltv', label: T.loanColumns.ltv, align: 'end', render: (loan) => formatLtv(loan.current_ltv_pct) },
    { key: 'region', label: T.loanColumns.region, render: (loan) => loanEnumLabel('region', loan.region) },
    ...(editable
      ? [
          {
            key: 'remove',
            label: T.loanColumns.remove,
            render: (loan: PoolLoan) => (
              <button
                type="button"
                className="btn btn-ghost btn-xs"
                aria-label={T.removeLoan(loan.loan_ref)}
                onClick={() => void remove(loan)}
                disabled={!ready}
              >
                {T.loanColumns.remove}
              </button>
            ),
          },
        ]
      : []),
  ];

  return (
    <PagedTableSection
      id="pool-loans"
      title={T.loansTitle}
      caption={T.loansTitle}
      columns={columns}
      answer={answer}
      rowKey={(loan) => loan.id}
      cardTitle={(loan) => <span className="font-medium">{loan.loan_ref}</span>}
      page={page}
      perPage={PAGE_SIZE}
      onPage={setPage}
      ready={ready}
    />
  );
}
