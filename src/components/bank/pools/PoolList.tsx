/** bank/pools: the bank's pools, newest first, by status tab, each with its loans and total; a link to build one. */
import type { Column } from '@/components/data/DataTable';
import { EmptyState } from '@/components/data/EmptyState';
import { LinkTabs } from '@/components/data/LinkTabs';
import { ListResults } from '@/components/data/ListResults';
import { useListPage } from '@/components/data/use-list-page';
import { useListQuery } from '@/components/data/use-list-query';
import { useViewer } from '@/components/data/use-viewer';
import { hydratedMarker, useHydrated } from '@/components/ui/use-hydrated';
import { formatCount, formatMoney } from '@/domain/format-decimal';
import { listPools, type PoolListItem } from '@/lib/api/pools';
import { POOL_LIST_SPEC, poolRequest, poolTabOf, withPoolTab, type PoolTab } from './pool-list-query';
import { NEW_POOL_PATH, POOL_LIST_TEXT as TEXT, poolPath } from './pool-text';
import { PoolStatusBadge } from './PoolStatusBadge';

const poolName = (pool: PoolListItem) => (
  <a className="link font-medium link-hover" href={poolPath(pool.id)}>
    {pool.name}
  </a>
);

const COLUMNS: Column<PoolListItem>[] = [
  { key: 'name', label: TEXT.columns.name, render: poolName, hideInCard: true },
  { key: 'status', label: TEXT.columns.status, render: (pool) => <PoolStatusBadge status={pool.status} /> },
  {
    key: 'loans',
    label: TEXT.columns.loans,
    align: 'end',
    render: (pool) => formatCount(pool.loan_count),
  },
  {
    key: 'total',
    label: TEXT.columns.total,
    align: 'end',
    render: (pool) => formatMoney(pool.total_current_principal, pool.currency),
  },
  { key: 'cut_off', label: TEXT.columns.cutOff, render: (pool) => pool.cut_off_date },
];

export default function PoolList() {
  const ready = useHydrated();
  const viewer = useViewer();
  const list = useListQuery(POOL_LIST_SPEC);
  const { query, change, hrefFor, fromUrl } = list;
  const page = useListPage(listPools, poolRequest(query), fromUrl);
  const tab = poolTabOf(query);
  const tabs: { key: PoolTab; label: string }[] = [
    { key: 'all', label: TEXT.all },
    { key: 'draft', label: TEXT.draft },
    { key: 'phase_1', label: TEXT.phase1 },
  ];
  const build = viewer.bankUser && (
    <a className="btn btn-primary btn-sm" href={NEW_POOL_PATH}>
      {TEXT.create}
    </a>
  );

  return (
    <div {...hydratedMarker(ready)} data-list="pools" data-loading={page.loading ? 'true' : undefined}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <LinkTabs
          label={TEXT.tabs}
          tabs={tabs}
          current={tab}
          hrefFor={(key) => hrefFor(withPoolTab(query, key))}
          onSelect={(key) => change(withPoolTab(query, key))}
        />
        {build}
      </div>
      <ListResults
        page={page}
        list={list}
        ready={ready}
        empty={
          tab === 'all' ? (
            <EmptyState title={TEXT.emptyTitle} detail={TEXT.emptyDetail}>
              {build}
            </EmptyState>
          ) : (
            <EmptyState title={TEXT.emptyFilteredTitle} detail={TEXT.emptyFilteredDetail} />
          )
        }
        table={{ caption: TEXT.caption, columns: COLUMNS, rowKey: (pool) => pool.id, cardTitle: poolName }}
      />
    </div>
  );
}
