/** The pool's loans 25 a page, each with every bid's price and amount; the highest price on a loan is marked. */
import { useState } from 'react';
import { DataTable, type Column } from '@/components/data/DataTable';
import { ErrorState, LoadingState } from '@/components/data/LoadState';
import { PageSteps } from '@/components/data/PageSteps';
import { useApiData } from '@/components/data/use-api-data';
import { formatMoney, formatPrice } from '@/domain/format-decimal';
import { getComparison, type ComparedLoan } from './pool-award-api';
import { POOL_BIDS_TEXT as T } from './pool-award-text';

export function ComparisonTable({ poolId, currency, ready }: { poolId: number; currency: string; ready: boolean }) {
  const [page, setPage] = useState(1);
  const answer = useApiData(`${poolId}:${page}`, () => getComparison(poolId, page));
  const bids = answer.value?.bids ?? [];
  const columns: Column<ComparedLoan>[] = [
    { key: 'line', label: T.line, align: 'end', render: (loan) => loan.line },
    { key: 'loan', label: T.loan, hideInCard: true, render: (loan) => loan.loan_ref },
    {
      key: 'principal',
      label: T.principal,
      align: 'end',
      render: (loan) => formatMoney(loan.current_principal, currency),
    },
    ...bids.map((bid) => ({
      key: `bid-${bid.bid_id}`,
      label: bid.investor.name,
      align: 'end' as const,
      render: (loan: ComparedLoan) => {
        const price = loan.prices.find((entry) => entry.bid_id === bid.bid_id);
        if (!price || price.excluded || price.price_pct === null)
          return <span className="opacity-60">{T.excludedCell}</span>;
        const highest = loan.highest_bid_ids.includes(bid.bid_id);
        return (
          <span className={highest ? 'font-semibold' : ''} data-highest={highest || undefined}>
            {formatPrice(price.price_pct)} · {formatMoney(price.amount, currency)}
            {highest && <span className="ms-1 badge badge-sm badge-success">{T.highestMark}</span>}
          </span>
        );
      },
    })),
  ];
  return (
    <section aria-labelledby="comparison-title" className="flex flex-col gap-3">
      <h2 id="comparison-title" className="text-lg font-semibold">
        {T.comparison}
      </h2>
      {answer.error !== null && <ErrorState message={answer.error || null} onRetry={answer.retry} ready={ready} />}
      {answer.value === null && answer.error === null && <LoadingState />}
      {answer.value !== null && (
        <div aria-busy={answer.loading} className="flex flex-col gap-3 overflow-x-auto">
          <DataTable
            caption={T.comparisonCaption}
            columns={columns}
            rows={answer.value.data}
            rowKey={(loan) => loan.loan_id}
            cardTitle={(loan) => (
              <span className="font-medium">
                {T.line} {loan.line} · {loan.loan_ref}
              </span>
            )}
            ready={ready}
          />
          <PageSteps
            page={page}
            total={answer.value.meta.total}
            perPage={25}
            onPage={setPage}
            ready={ready}
            label={T.comparison}
          />
        </div>
      )}
    </section>
  );
}
