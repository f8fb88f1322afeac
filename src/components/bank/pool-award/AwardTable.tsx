/** The award as it stands: the winner and the backups, who is invited, who declined (and why) or let it lapse. */
import { DataTable, type Column } from '@/components/data/DataTable';
import { formatTimestamp } from '@/components/data/format-timestamp';
import { formatMoney } from '@/domain/format-decimal';
import type { AwardRank } from './pool-award-api';
import { POOL_BIDS_TEXT as T } from './pool-award-text';

export function AwardTable({ ranks, currency, ready }: { ranks: AwardRank[]; currency: string; ready: boolean }) {
  const columns: Column<AwardRank>[] = [
    { key: 'rank', label: T.columns.rank, align: 'end', render: (rank) => rank.rank },
    { key: 'bidder', label: T.columns.bidder, hideInCard: true, render: (rank) => rank.investor.name },
    { key: 'total', label: T.columns.total, align: 'end', render: (rank) => formatMoney(rank.total, currency) },
    {
      key: 'status',
      label: T.columns.status,
      render: (rank) => <span data-award-status={rank.status}>{T.awardStatus[rank.status] ?? rank.status}</span>,
    },
    {
      key: 'respond',
      label: T.columns.respondBy,
      render: (rank) => (rank.respond_by ? formatTimestamp(rank.respond_by) : '—'),
    },
    { key: 'reason', label: T.columns.reason, render: (rank) => rank.decline_reason ?? '—' },
  ];
  return (
    <section aria-labelledby="award-title" className="flex flex-col gap-3">
      <h2 id="award-title" className="text-lg font-semibold">
        {T.award}
      </h2>
      <DataTable
        caption={T.awardCaption}
        columns={columns}
        rows={ranks}
        rowKey={(rank) => rank.rank}
        cardTitle={(rank) => <span className="font-medium">{rank.investor.name}</span>}
        ready={ready}
      />
    </section>
  );
}
