/** The invited bid's price and amount per loan, 25 a page, by tape line (never the bank's reference). */
import { useState } from 'react';
import { DataTable, type Column } from '@/components/data/DataTable';
import { ErrorState, LoadingState } from '@/components/data/LoadState';
import { PageSteps } from '@/components/data/PageSteps';
import { useApiData } from '@/components/data/use-api-data';
import { formatMoney, formatPrice } from '@/domain/format-decimal';
import { AWARD_TEXT as T } from './award-text';
import { getAwardLines, type AwardLine } from './pool-award-api';

export function AwardLines({ poolId, currency, ready }: { poolId: number; currency: string; ready: boolean }) {
  const [page, setPage] = useState(1);
  const answer = useApiData(`${poolId}:${page}`, () => getAwardLines(poolId, page));
  const columns: Column<AwardLine>[] = [
    { key: 'line', label: T.line, align: 'end', hideInCard: true, render: (line) => line.line },
    {
      key: 'principal',
      label: T.principal,
      align: 'end',
      render: (line) => formatMoney(line.current_principal, currency),
    },
    {
      key: 'price',
      label: T.price,
      align: 'end',
      render: (line) => (line.excluded || line.price_pct === null ? T.excludedCell : formatPrice(line.price_pct)),
    },
    {
      key: 'amount',
      label: T.amount,
      align: 'end',
      render: (line) => (line.amount === null ? '—' : formatMoney(line.amount, currency)),
    },
  ];
  return (
    <section aria-labelledby="award-lines-title" className="flex flex-col gap-3">
      <h2 id="award-lines-title" className="text-lg font-semibold">
        {T.lines}
      </h2>
      {answer.error !== null && <ErrorState message={answer.error || null} onRetry={answer.retry} ready={ready} />}
      {answer.value === null && answer.error === null && <LoadingState />}
      {answer.value !== null && (
        <div aria-busy={answer.loading} className="flex flex-col gap-3">
          <DataTable
            caption={T.linesCaption}
            columns={columns}
            rows={answer.value.data}
            rowKey={(line) => line.line}
            cardTitle={(line) => (
              <span className="font-medium">
                {T.line} {line.line}
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
            label={T.lines}
          />
        </div>
      )}
    </section>
  );
}
