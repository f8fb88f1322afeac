/** The binding bids ranked by total, with what each excluded and how many loans it priced highest. */
import { DataTable, type Column } from '@/components/data/DataTable';
import { formatTimestamp } from '@/components/data/format-timestamp';
import { formatMoney } from '@/domain/format-decimal';
import type { RankedBid } from './pool-award-api';
import { POOL_BIDS_TEXT as T } from './pool-award-text';

export function RankingTable({ bids, currency, ready }: { bids: RankedBid[]; currency: string; ready: boolean }) {
  const columns: Column<RankedBid>[] = [
    { key: 'rank', label: T.columns.rank, align: 'end', render: (bid) => bid.rank },
    { key: 'bidder', label: T.columns.bidder, hideInCard: true, render: (bid) => bid.investor.name },
    { key: 'total', label: T.columns.total, align: 'end', render: (bid) => formatMoney(bid.total, currency) },
    { key: 'excluded', label: T.columns.excluded, align: 'end', render: (bid) => bid.excluded_count },
    { key: 'highest', label: T.columns.highest, align: 'end', render: (bid) => bid.highest_on_loans },
    { key: 'placed', label: T.columns.placed, render: (bid) => formatTimestamp(bid.placed_at) },
  ];
  return (
    <section aria-labelledby="ranking-title" className="flex flex-col gap-3">
      <h2 id="ranking-title" className="text-lg font-semibold">
        {T.ranking}
      </h2>
      <DataTable
        caption={T.rankingCaption}
        columns={columns}
        rows={bids}
        rowKey={(bid) => bid.bid_id}
        cardTitle={(bid) => <span className="font-medium">{bid.investor.name}</span>}
        ready={ready}
      />
    </section>
  );
}
