/** The invited bid's price and amount per loan, 25 a page, by tape line (never the bank's reference). */
import { useState } from 'react';
import type { Column } from '@/components/data/DataTable';
import { PagedTableSection } from '@/components/data/PagedTableSection';
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
    <PagedTableSection
      id="award-lines"
      title={T.lines}
      caption={T.linesCaption}
      columns={columns}
      answer={answer}
      rowKey={(line) => line.line}
      cardTitle={(line) => (
        <span className="font-medium">
          {T.line} {line.line}
        </span>
      )}
      page={page}
      perPage={25}
      onPage={setPage}
      ready={ready}
    />
  );
}
