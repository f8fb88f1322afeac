/** The pool's loans 25 a page, each with every bid's price and amount; the highest price on a loan is marked. */
import { useState } from 'react';
import type { Column } from '@/components/data/DataTable';
import { PagedTableSection } from '@/components/data/PagedTableSection';
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
    <PagedTableSection
      id="comparison"
      title={T.comparison}
      caption={T.comparisonCaption}
      columns={columns}
      answer={answer}
      rowKey={(loan) => loan.loan_id}
      cardTitle={(loan) => (
        <span className="font-medium">
          {T.line} {loan.line} · {loan.loan_ref}
        </span>
      )}
      page={page}
      perPage={25}
      onPage={setPage}
      ready={ready}
      scrolls
    />
  );
}
