/** investor/pools: the pools open to the investor's organisation, soonest phase 1 deadline first, with its part in each. */
import type { Column } from '@/components/data/DataTable';
import { DataTable } from '@/components/data/DataTable';
import { EmptyState } from '@/components/data/EmptyState';
import { ErrorState, LoadingState } from '@/components/data/LoadState';
import { formatTimestamp } from '@/components/data/format-timestamp';
import { useApiData } from '@/components/data/use-api-data';
import { PoolStatusBadge } from '@/components/bank/pools/PoolStatusBadge';
import { hydratedMarker, useHydrated } from '@/components/ui/use-hydrated';
import { formatCount, formatMoney, formatPrice } from '@/domain/format-decimal';
import { listInvestorPools, type InvestorPoolListItem } from '@/lib/api/investor-pools';
import { POOL_SALE_LIST_TEXT as TEXT, poolSalePath } from './pool-sale-text';

const poolName = (pool: InvestorPoolListItem) => (
  <a className="link font-medium link-hover" href={poolSalePath(pool.id)}>
    {pool.name}
  </a>
);

function partOf(pool: InvestorPoolListItem): string {
  if (pool.shortlist === 'shortlisted') return TEXT.part.shortlisted;
  if (pool.shortlist === 'not_shortlisted') return TEXT.part.notShortlisted;
  if (pool.my_indicative_bid) return TEXT.part.bid(formatPrice(pool.my_indicative_bid.price_pct));
  return pool.nda ? TEXT.part.nda : TEXT.part.none;
}

const COLUMNS: Column<InvestorPoolListItem>[] = [
  { key: 'name', label: TEXT.columns.name, render: poolName, hideInCard: true },
  { key: 'status', label: 'Status', render: (pool) => <PoolStatusBadge status={pool.status} /> },
  { key: 'bank', label: TEXT.columns.bank, render: (pool) => pool.bank.name },
  { key: 'loans', label: TEXT.columns.loans, align: 'end', render: (pool) => formatCount(pool.loan_count) },
  {
    key: 'total',
    label: TEXT.columns.total,
    align: 'end',
    render: (pool) => formatMoney(pool.total_current_principal, pool.currency),
  },
  {
    key: 'phase1',
    label: TEXT.columns.phase1,
    render: (pool) => (pool.phase_1_deadline ? formatTimestamp(pool.phase_1_deadline) : '—'),
  },
  { key: 'mine', label: TEXT.columns.mine, render: partOf },
];

export default function InvestorPoolList() {
  const ready = useHydrated();
  const data = useApiData('investor-pools', listInvestorPools, { fresh: true });
  const rows = data.value;
  return (
    <div {...hydratedMarker(ready)} data-list="investor-pools" data-loading={rows ? undefined : 'true'}>
      {data.failedStatus !== null ? (
        <ErrorState message={data.error} onRetry={data.retry} ready={ready} />
      ) : !rows ? (
        <LoadingState />
      ) : rows.length === 0 ? (
        <EmptyState title={TEXT.emptyTitle} detail={TEXT.emptyDetail} />
      ) : (
        <DataTable
          caption={TEXT.caption}
          columns={COLUMNS}
          rows={rows}
          rowKey={(pool) => pool.id}
          cardTitle={poolName}
          ready={ready}
        />
      )}
    </div>
  );
}
