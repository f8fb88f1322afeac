/**
 * investor/proposals: the organisation's proposals by status tab, with server-side sorting and
 * pagination kept in the address; each row links to its proposal. Platform admins see every investor's.
 */
import { EmptyState } from '@/components/data/EmptyState';
import { ListResults } from '@/components/data/ListResults';
import { useListPage } from '@/components/data/use-list-page';
import { useListQuery } from '@/components/data/use-list-query';
import { hydratedMarker, useHydrated } from '@/components/ui/use-hydrated';
import { listQueryParams, withFilters } from '@/lib/list-query';
import { proposalColumns } from './proposal-columns';
import { PROPOSAL_LIST_SPEC } from './proposal-list-query';
import { LIST_TEXT, MARKETPLACE_PATH, proposalPath } from './proposal-text';
import { ProposalStatusTabs } from './ProposalStatusTabs';
import { getProposals } from './proposals-api';
import { useViewer } from '@/components/data/use-viewer';

export default function ProposalList() {
  const ready = useHydrated();
  const viewer = useViewer();
  const list = useListQuery(PROPOSAL_LIST_SPEC);
  const { query, change, hrefFor, fromUrl } = list;
  const page = useListPage(getProposals, Object.fromEntries(listQueryParams(query, PROPOSAL_LIST_SPEC, true)), fromUrl);
  const status = query.filters.status;
  const withStatus = (next: string | undefined) => withFilters(query, { status: next });

  return (
    <div {...hydratedMarker(ready)} data-loading={page.loading ? 'true' : undefined}>
      <ProposalStatusTabs
        current={status}
        hrefFor={(next) => hrefFor(withStatus(next))}
        onSelect={(next) => change(withStatus(next))}
      />
      <ListResults
        page={page}
        list={list}
        ready={ready}
        waitForViewer={viewer}
        empty={
          <EmptyState
            title={status ? LIST_TEXT.emptyFilteredTitle : LIST_TEXT.emptyTitle}
            detail={status ? LIST_TEXT.emptyFilteredDetail : LIST_TEXT.emptyDetail}
          >
            {!status && (
              <a className="btn btn-primary btn-sm" href={MARKETPLACE_PATH}>
                {LIST_TEXT.marketplace}
              </a>
            )}
          </EmptyState>
        }
        table={{
          caption: LIST_TEXT.caption,
          columns: proposalColumns(viewer.known && !viewer.investor),
          rowKey: (proposal) => proposal.id,
          cardTitle: (proposal) => (
            <a className="link link-hover" href={proposalPath(proposal.id)}>
              {proposal.loan.loan_ref}
            </a>
          ),
        }}
      />
    </div>
  );
}
