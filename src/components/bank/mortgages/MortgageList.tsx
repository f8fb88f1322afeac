/**
 * bank/mortgages: the bank's loans by status tab, with filters, server-side sorting and pagination,
 * all kept in the address. Bank managers get an "Awaiting my approval" tab; platform admins read.
 */
import { Plus, Upload } from 'lucide-react';
import { DataTable } from '@/components/data/DataTable';
import { EmptyState } from '@/components/data/EmptyState';
import { ErrorState, LoadingState } from '@/components/data/LoadState';
import { Pagination } from '@/components/data/Pagination';
import { useListQuery } from '@/components/data/use-list-query';
import { hydratedMarker, useHydrated } from '@/components/ui/use-hydrated';
import { LOAN_STATUSES, type LoanStatus } from '@/domain/loans/vocabulary';
import { withFilters, withPage, withPerPage, withSort, type ListQuery } from '@/lib/list-query';
import { useViewer } from '../use-viewer';
import { mortgageColumns } from './mortgage-columns';
import { MORTGAGE_LIST_SPEC, type MortgageFilter } from './mortgage-list-query';
import { FORM_FILTERS, MortgageFilters } from './MortgageFilters';
import { LIST_TEXT, MORTGAGE_PATH } from './mortgage-text';
import { StatusTabs, type TabValue } from './StatusTabs';
import { useLoanPage } from './use-loan-page';

function tabOf(query: ListQuery<MortgageFilter>): TabValue {
  if (query.filters.awaiting_approval === 'true') return { kind: 'awaiting' };
  const status = query.filters.status;
  return status && (LOAN_STATUSES as readonly string[]).includes(status) ? { kind: 'status', status: status as LoanStatus } : { kind: 'all' };
}

function withTab(query: ListQuery<MortgageFilter>, tab: TabValue): ListQuery<MortgageFilter> {
  return withFilters(query, { status: tab.kind === 'status' ? tab.status : undefined, awaiting_approval: tab.kind === 'awaiting' ? 'true' : undefined });
}

export default function MortgageList() {
  const ready = useHydrated();
  const viewer = useViewer();
  const { query, change, hrefFor, fromUrl } = useListQuery(MORTGAGE_LIST_SPEC);
  const page = useLoanPage(query, fromUrl);
  const tab = tabOf(query);
  const filtered = FORM_FILTERS.some((name) => query.filters[name]);

  const empty =
    tab.kind === 'awaiting'
      ? { title: LIST_TEXT.emptyAwaitingTitle, detail: LIST_TEXT.emptyAwaitingDetail }
      : filtered || tab.kind === 'status'
        ? { title: LIST_TEXT.emptyFilteredTitle, detail: LIST_TEXT.emptyFilteredDetail }
        : { title: LIST_TEXT.emptyTitle, detail: LIST_TEXT.emptyDetail };

  const createLinks = viewer.bankUser && (
    <>
      <a className="btn btn-sm btn-primary" href={`${MORTGAGE_PATH}/create`}>
        <Plus aria-hidden="true" className="size-4" />
        {LIST_TEXT.create}
      </a>
      <a className="btn btn-sm" href={`${MORTGAGE_PATH}/bulk-upload`}>
        <Upload aria-hidden="true" className="size-4" />
        {LIST_TEXT.bulkUpload}
      </a>
    </>
  );

  return (
    <div {...hydratedMarker(ready)} data-loading={page.loading ? 'true' : undefined}>
      <div className="mb-3 flex flex-wrap justify-end gap-2">{createLinks}</div>
      <StatusTabs current={tab} showAwaiting={viewer.manager} hrefFor={(next) => hrefFor(withTab(query, next))} onSelect={(next) => change(withTab(query, next))} />
      <MortgageFilters
        values={query.filters}
        ready={ready}
        onApply={(values) => change(withFilters(query, Object.fromEntries(FORM_FILTERS.map((name) => [name, values[name]]))))}
        onClear={() => change(withFilters(query, Object.fromEntries(FORM_FILTERS.map((name) => [name, undefined]))))}
      />
      {page.error !== null && <ErrorState message={page.error || null} onRetry={page.retry} ready={ready} />}
      {page.rows === null && page.error === null && <LoadingState />}
      {page.rows !== null && page.rows.length === 0 && !page.loading && (
        <EmptyState title={empty.title} detail={empty.detail}>
          {!filtered && tab.kind === 'all' ? createLinks : null}
        </EmptyState>
      )}
      {page.rows !== null && page.rows.length > 0 && (
        <div aria-busy={page.loading} className={page.loading ? 'opacity-60 transition-opacity' : ''}>
          <DataTable
            caption={LIST_TEXT.caption}
            columns={mortgageColumns(!viewer.bankUser)}
            rows={page.rows}
            rowKey={(loan) => loan.id}
            sort={{ column: query.sort, order: query.order }}
            onSort={(column, order) => change(withSort(query, column, order))}
            cardTitle={(loan) => (
              <a className="link link-hover" href={`${MORTGAGE_PATH}/${loan.id}`}>
                {String(loan.loan_ref)}
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
