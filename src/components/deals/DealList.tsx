/**
 * bank/deals and investor/deals: the side's deals by status tab, sorted and paged in the address;
 * each row links to that side's deal page. Platform admins see every deal, with both parties.
 */
import { EmptyState } from '@/components/data/EmptyState';
import { LinkTabs } from '@/components/data/LinkTabs';
import { ListResults } from '@/components/data/ListResults';
import { useListPage } from '@/components/data/use-list-page';
import { useListQuery } from '@/components/data/use-list-query';
import { useViewer } from '@/components/data/use-viewer';
import { hydratedMarker, useHydrated } from '@/components/ui/use-hydrated';
import { isPlatformAdmin } from '@/domain/roles';
import { DEAL_STATUSES, DEAL_STATUS_LABELS } from '@/domain/trading/deal-status';
import { listQueryParams } from '@/lib/list-query';
import { dealColumns, dealLink } from './deal-columns';
import { DEAL_LIST_SPEC, dealTabOf, withDealTab, type DealTab } from './deal-list-query';
import { DEAL_TEXT as TEXT, type DealSide } from './deal-text';
import { getDeals } from './deals-api';

const TABS: { key: DealTab; label: string }[] = [
  { key: 'all', label: TEXT.all },
  ...DEAL_STATUSES.map((status) => ({ key: status, label: DEAL_STATUS_LABELS[status] })),
];

export default function DealList({ side }: { side: DealSide }) {
  const ready = useHydrated();
  const list = useListQuery(DEAL_LIST_SPEC);
  const { query, change, hrefFor, fromUrl } = list;
  const page = useListPage(getDeals, Object.fromEntries(listQueryParams(query, DEAL_LIST_SPEC, true)), fromUrl);
  const tab = dealTabOf(query);
  const viewer = useViewer();
  const admin = isPlatformAdmin(viewer.roles);

  return (
    <div {...hydratedMarker(ready)} data-list="deals" data-loading={page.loading ? 'true' : undefined}>
      <LinkTabs
        label={TEXT.statusTabs}
        tabs={TABS}
        current={tab}
        hrefFor={(key) => hrefFor(withDealTab(query, key))}
        onSelect={(key) => change(withDealTab(query, key))}
      />
      <ListResults
        page={page}
        list={list}
        ready={ready}
        waitForViewer={viewer}
        empty={
          <EmptyState
            title={tab === 'all' ? TEXT.emptyTitle : TEXT.emptyFilteredTitle}
            detail={tab === 'all' ? TEXT.emptyDetail[side] : TEXT.emptyFilteredDetail}
          >
            {tab === 'all' && (
              <a className="btn btn-sm" href={TEXT.emptyActionHref[side]}>
                {TEXT.emptyAction[side]}
              </a>
            )}
          </EmptyState>
        }
        table={{
          caption: TEXT.caption,
          columns: dealColumns(side, admin),
          rowKey: (deal) => deal.id,
          cardTitle: (deal) => dealLink(side, deal),
        }}
      />
    </div>
  );
}
