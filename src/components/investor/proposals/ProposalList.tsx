/**
 * investor/proposals: the organisation's proposals by status tab, with server-side sorting and
 * pagination kept in the address; each row links to its proposal. Platform admins see every investor's.
 */
import { DataTable } from '@/components/data/DataTable';
import { EmptyState } from '@/components/data/EmptyState';
import { ErrorState, LoadingState } from '@/components/data/LoadState';
import { Pagination } from '@/components/data/Pagination';
import { useListQuery } from '@/components/data/use-list-query';
import { hydratedMarker, useHydrated } from '@/components/ui/use-hydrated';
import { withFilters, withPage, withPerPage, withSort } from '@/lib/list-query';
import { proposalColumns } from './proposal-columns';
import { PROPOSAL_LIST_SPEC } from './proposal-list-query';
import { LIST_TEXT, MARKETPLACE_PATH, proposalPath } from './proposal-text';
import { ProposalStatusTabs } from './ProposalStatusTabs';
import { useInvestorViewer } from './use-investor-viewer';
import { useProposalPage } from './use-proposal-page';

export default function ProposalList() {
  const ready = useHydrated();
  const viewer = useInvestorViewer();
  const { query, change, hrefFor, fromUrl } = useListQuery(PROPOSAL_LIST_SPEC);
  const page = useProposalPage(query, fromUrl);
  const status = query.filters.status;
  const withStatus = (next: string | undefined) => withFilters(query, { status: next });

  return (
    <div {...hydratedMarker(ready)} data-loading={page.loading ? 'true' : undefined}>
      <ProposalStatusTabs current={status} hrefFor={(next) => hrefFor(withStatus(next))} onSelect={(next) => change(withStatus(next))} />
      {page.error !== null && <ErrorState message={page.error || null} onRetry={page.retry} ready={ready} />}
      {page.rows === null && page.error === null && <LoadingState />}
      {page.rows !== null && page.rows.length === 0 && !page.loading && (
        <EmptyState title={status ? LIST_TEXT.emptyFilteredTitle : LIST_TEXT.emptyTitle} detail={status ? LIST_TEXT.emptyFilteredDetail : LIST_TEXT.emptyDetail}>
          {!status && (
            <a className="btn btn-sm btn-primary" href={MARKETPLACE_PATH}>
              {LIST_TEXT.marketplace}
            </a>
          )}
        </EmptyState>
      )}
      {page.rows !== null && page.rows.length > 0 && (
        <div aria-busy={page.loading} className={page.loading ? 'opacity-60 transition-opacity' : ''}>
          <DataTable
            caption={LIST_TEXT.caption}
            columns={proposalColumns(viewer.known && !viewer.investor)}
            rows={page.rows}
            rowKey={(proposal) => proposal.id}
            sort={{ column: query.sort, order: query.order }}
            onSort={(column, order) => change(withSort(query, column, order))}
            cardTitle={(proposal) => (
              <a className="link link-hover" href={proposalPath(proposal.id)}>
                {proposal.loan.loan_ref}
              </a>
            )}
            ready={ready}
          />
          <Pagination
            page={query.page}
            perPage={query.perPage}
            total={page.meta?.total ?? 0}
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
