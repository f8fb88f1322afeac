/** The pool's loans, 25 a page by loan reference; while the pool is a draft its maker takes a loan out. */
import { useState } from 'react';
import { DataTable, type Column } from '@/components/data/DataTable';
import { ErrorState, LoadingState } from '@/components/data/LoadState';
import { useApiData } from '@/components/data/use-api-data';
import { DATA_TEXT } from '@/components/data/data-text';
import { formatLtv, formatMoney, formatPercent } from '@/domain/format-decimal';
import { loanEnumLabel } from '@/domain/loans/fields';
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
  const total = answer.value?.meta.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

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
    <section aria-labelledby="pool-loans-title" className="flex flex-col gap-3">
      <h2 id="pool-loans-title" className="text-lg font-semibold">
        {T.loansTitle}
      </h2>
      {answer.error !== null && <ErrorState message={answer.error || null} onRetry={answer.retry} ready={ready} />}
      {answer.value === null && answer.error === null && <LoadingState />}
      {answer.value !== null && (
        <div aria-busy={answer.loading} className="flex flex-col gap-3">
          <DataTable
            caption={T.loansTitle}
            columns={columns}
            rows={answer.value.data}
            rowKey={(loan) => loan.id}
            cardTitle={(loan) => <span className="font-medium">{loan.loan_ref}</span>}
            ready={ready}
          />
          {pages > 1 && (
            <nav className="join self-center" aria-label={T.loansTitle}>
              <button
                type="button"
                className="btn join-item btn-sm"
                onClick={() => setPage(page - 1)}
                disabled={!ready || page <= 1}
              >
                {DATA_TEXT.previousPage}
              </button>
              <span className="btn pointer-events-none join-item tabular-nums btn-sm" aria-current="page">
                {page} / {pages}
              </span>
              <button
                type="button"
                className="btn join-item btn-sm"
                onClick={() => setPage(page + 1)}
                disabled={!ready || page >= pages}
              >
                {DATA_TEXT.nextPage}
              </button>
            </nav>
          )}
        </div>
      )}
    </section>
  );
}
