/** A pool deal's loans with the price and amount of each, 25 a page: the lines sum to the deal's amount. */
import { useState } from 'react';
import { DataTable, type Column } from '@/components/data/DataTable';
import { ErrorState, LoadingState } from '@/components/data/LoadState';
import { PageSteps } from '@/components/data/PageSteps';
import { useApiData } from '@/components/data/use-api-data';
import { formatMoney, formatPrice } from '@/domain/format-decimal';
import { DEAL_TEXT as TEXT } from './deal-text';
import { getDealLines, type DealLine } from './deals-api';

const PAGE_SIZE = 25;

export function DealLines({ dealId, currency, ready }: { dealId: number; currency: string; ready: boolean }) {
  const [page, setPage] = useState(1);
  const answer = useApiData(`${dealId}:${page}`, () => getDealLines(dealId, page, PAGE_SIZE));
  const columns: Column<DealLine>[] = [
    { key: 'ref', label: TEXT.lineColumns.ref, hideInCard: true, render: (line) => line.loan_ref },
    {
      key: 'principal',
      label: TEXT.lineColumns.principal,
      align: 'end',
      render: (line) => formatMoney(line.current_principal, currency),
    },
    { key: 'price', label: TEXT.lineColumns.price, align: 'end', render: (line) => formatPrice(line.price_pct) },
    {
      key: 'amount',
      label: TEXT.lineColumns.amount,
      align: 'end',
      render: (line) => formatMoney(line.amount, currency),
    },
  ];
  return (
    <section aria-labelledby="deal-lines-title" className="flex flex-col gap-3" data-deal-lines>
      <h2 id="deal-lines-title" className="text-lg font-semibold">
        {TEXT.lines}
      </h2>
      {answer.error !== null && <ErrorState message={answer.error || null} onRetry={answer.retry} ready={ready} />}
      {answer.value === null && answer.error === null && <LoadingState />}
      {answer.value !== null && (
        <div aria-busy={answer.loading} className="flex flex-col gap-3">
          <DataTable
            caption={TEXT.linesCaption}
            columns={columns}
            rows={answer.value.data}
            rowKey={(line) => line.loan_id}
            cardTitle={(line) => <span className="font-medium">{line.loan_ref}</span>}
            ready={ready}
          />
          <PageSteps
            page={page}
            total={answer.value.meta.total}
            perPage={PAGE_SIZE}
            onPage={setPage}
            ready={ready}
            label={TEXT.lines}
          />
        </div>
      )}
    </section>
  );
}
