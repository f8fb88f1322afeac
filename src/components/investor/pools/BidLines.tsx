/**
 * The bid's lines, 50 a page (a pool may hold 10,000 loans): a price field and an exclusion toggle per
 * line and what the line comes to. A table from 640 px up, cards below it (DataTable).
 */
import { useState } from 'react';
import { DataTable, type Column } from '@/components/data/DataTable';
import { PageSteps } from '@/components/data/PageSteps';
import { formatMoney } from '@/domain/format-decimal';
import { minorToDecimal } from '@/domain/pools/binding-bid';
import type { BidLine } from '@/lib/api/pool-bids';
import { lineAmount, type BidDraft } from './bid-draft';
import { BID_TEXT as T } from './bid-text';

export const BID_PAGE_SIZE = 50;

interface Props {
  lines: readonly BidLine[];
  principals: readonly bigint[];
  currency: string;
  draft: BidDraft;
  editable: boolean;
  /** Exclusions are at the limit: only an excluded line's toggle stays on. */
  atLimit: boolean;
  ready: boolean;
  onPrice: (index: number, price: string) => void;
  onExclude: (index: number, excluded: boolean) => void;
}

export function BidLines({ lines, principals, currency, draft, editable, atLimit, ready, onPrice, onExclude }: Props) {
  const [page, setPage] = useState(1);
  const shown = lines.slice((page - 1) * BID_PAGE_SIZE, page * BID_PAGE_SIZE);

  const amountOf = (index: number) => {
    if (draft.excluded[index]) return '—';
    const amount = lineAmount(principals[index]!, draft.prices[index] ?? '');
    return amount === null ? '—' : formatMoney(minorToDecimal(amount, currency), currency);
  };

  const columns: Column<BidLine>[] = [
    { key: 'line', label: T.columns.line, render: (line) => line.line, hideInCard: true },
    {
      key: 'principal',
      label: T.columns.principal,
      align: 'end',
      render: (line) => formatMoney(line.current_principal, currency),
    },
    {
      key: 'price',
      label: T.columns.price,
      align: 'end',
      render: (line) => {
        const index = line.line - 1;
        return (
          <input
            type="text"
            inputMode="decimal"
            className="input w-28 text-end tabular-nums input-sm"
            aria-label={T.priceLabel(line.line)}
            value={draft.prices[index] ?? ''}
            disabled={!ready || !editable || draft.excluded[index]}
            onChange={(event) => onPrice(index, event.target.value)}
          />
        );
      },
    },
    {
      key: 'excluded',
      label: T.columns.excluded,
      render: (line) => {
        const index = line.line - 1;
        const excluded = draft.excluded[index] ?? false;
        return (
          <input
            type="checkbox"
            className="toggle toggle-sm"
            aria-label={T.excludeLabel(line.line)}
            checked={excluded}
            disabled={!ready || !editable || (atLimit && !excluded)}
            onChange={(event) => onExclude(index, event.target.checked)}
          />
        );
      },
    },
    {
      key: 'amount',
      label: T.columns.amount,
      align: 'end',
      render: (line) => <span className="tabular-nums">{amountOf(line.line - 1)}</span>,
    },
  ];

  return (
    <section aria-labelledby="bid-lines-title" className="flex flex-col gap-3">
      <h2 id="bid-lines-title" className="text-lg font-semibold">
        {T.linesTitle}
      </h2>
      <DataTable
        caption={T.linesCaption}
        columns={columns}
        rows={shown}
        rowKey={(line) => line.line}
        cardTitle={(line) => (
          <span className="font-medium">
            {T.columns.line} {line.line}
          </span>
        )}
        ready={ready}
      />
      <PageSteps
        page={page}
        total={lines.length}
        perPage={BID_PAGE_SIZE}
        onPage={setPage}
        ready={ready}
        label={T.pagesNav}
      />
    </section>
  );
}
