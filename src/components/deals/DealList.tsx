/**
 * bank/deals and investor/deals: the side's deals by status tab, sorted and paged in the address;
 * each row links to that side's deal page. Platform admins see every deal.
 */
import { DataTable } from '@/components/data/DataTable';
import { EmptyState } from '@/components/data/EmptyState';
import { LinkTabs } from '@/components/data/LinkTabs';
import { ErrorState, LoadingState } from '@/components/data/LoadState';
import { Pagination } from '@/components/data/Pagination';
import { useListPage } from '@/components/data/use-list-page';
import { useListQuery } from '@/components/data/use-list-query';
import { useClientStore } from '@/components/ui/use-client-store';
import { hydratedMarker, useHydrated } from '@/components/ui/use-hydrated';
import { isPlatformAdmin } from '@/domain/roles';
import { DEAL_STATUSES, DEAL_STATUS_LABELS } from '@/domain/trading/deal-status';
import { listQueryParams, withPage, withPerPage, withSort } from '@/lib/list-query';
import { $roles } from '@/stores/auth';
import { dealColumns, dealLink } from './deal-columns';
import { DEAL_LIST_SPEC, dealTabOf, withDealTab, type DealTab } from './deal-list-query';
import { DEAL_TEXT as TEXT, type DealSide } from './deal-text';
import { getDeals } from './deals-api';

const TABS: { key: DealTab; label: string }[] = [{ key: 'all', label: TEXT.all }, ...DEAL_STATUSES.map((status) => ({ key: status, label: DEAL_STATUS_LABELS[status] }))];

export default function DealList({ side }: { side: DealSide }) {
  const ready = useHydrated();
  const { query, change, hrefFor, fromUrl } = useListQuery(DEAL_LIST_SPEC);
  const page = useListPage(getDeals, Object.fromEntries(listQueryParams(query, DEAL_LIST_SPEC, true)), fromUrl);
  const tab = dealTabOf(query);
  const admin = isPlatformAdmin(useClientStore($roles, []));

  return (
    <div {...hydratedMarker(ready)} data-list="deals" data-loading={page.loading ? 'true' : undefined}>
      <LinkTabs label={TEXT.statusTabs} tabs={TABS} current={tab} hrefFor={(key) => hrefFor(withDealTab(query, key))} onSelect={(key) => change(withDealTab(query, key))} />
      {page.error !== null && <ErrorState message={page.error || null} onRetry={page.retry} ready={ready} />}
      {page.rows === null && page.error === null && <LoadingState />}
      {page.rows !== null && page.rows.length === 0 && !page.loading && (
        <EmptyState title={tab === 'all' ? TEXT.emptyTitle : TEXT.emptyFilteredTitle} detail={tab === 'all' ? TEXT.emptyDetail[side] : TEXT.emptyFilteredDetail}>
          {tab === 'all' && (
            <a className="btn btn-sm" href={TEXT.emptyActionHref[side]}>
              {TEXT.emptyAction[side]}
            </a>
          )}
        </EmptyState>
      )}
      {page.rows !== null && page.rows.length > 0 && (
        <div aria-busy={page.loading} className={page.loading ? 'opacity-60 transition-opacity' : ''}>
          <DataTable
            caption={TEXT.caption}
            columns={dealColumns(side, admin)}
            rows={page.rows}
            rowKey={(deal) => deal.id}
            sort={{ column: query.sort, order: query.order }}
            onSort={(column, order) => change(withSort(query, column, order))}
            cardTitle={(deal) => dealLink(side, deal)}
            ready={ready}
          />
          <Pagination
            page={query.page}
            perPage={query.perPage}
            total={page.total}
            hrefFor={(n) => hrefFor(withPage(query, n))}
            onPage={(n) => change(withPage(query, n))}
            onPerPage={(perPage) => change(withPerPage(query, perPage))}
            ready={ready}
          />
        </div>
      )}
    </div>
  );
}
