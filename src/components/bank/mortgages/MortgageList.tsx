/**
 * bank/mortgages: the bank's loans by status tab, with filters, server-side sorting and pagination,
 * all kept in the address. Bank managers get an "Awaiting my approval" tab; platform admins read.
 */
import { Plus, Upload } from 'lucide-react';
import { EmptyState } from '@/components/data/EmptyState';
import { ListResults } from '@/components/data/ListResults';
import { useListPage } from '@/components/data/use-list-page';
import { useListQuery } from '@/components/data/use-list-query';
import { hydratedMarker, useHydrated } from '@/components/ui/use-hydrated';
import { LOAN_STATUSES, type LoanStatus } from '@/domain/loans/vocabulary';
import { listQueryParams, withFilters, type ListQuery } from '@/lib/list-query';
import { getLoans } from '../api/loans-api';
import { useViewer } from '@/components/data/use-viewer';
import { mortgageColumns } from './mortgage-columns';
import { MORTGAGE_LIST_SPEC, type MortgageFilter } from './mortgage-list-query';
import { FORM_FILTERS, MortgageFilters } from './MortgageFilters';
import { LIST_TEXT, MORTGAGE_PATH } from './mortgage-text';
import { StatusTabs, type TabValue } from './StatusTabs';

function tabOf(query: ListQuery<MortgageFilter>): TabValue {
  if (query.filters.awaiting_approval === 'true') return { kind: 'awaiting' };
  const status = query.filters.status;
  return status && (LOAN_STATUSES as readonly string[]).includes(status)
    ? { kind: 'status', status: status as LoanStatus }
    : { kind: 'all' };
}

function withTab(query: ListQuery<MortgageFilter>, tab: TabValue): ListQuery<MortgageFilter> {
  return withFilters(query, {
    status: tab.kind === 'status' ? tab.status : undefined,
    awaiting_approval: tab.kind === 'awaiting' ? 'true' : undefined,
  });
}

export default function MortgageList() {
  const ready = useHydrated();
  const viewer = useViewer();
  const list = useListQuery(MORTGAGE_LIST_SPEC);
  const { query, change, hrefFor, fromUrl } = list;
  const page = useListPage(getLoans, Object.fromEntries(listQueryParams(query, MORTGAGE_LIST_SPEC, true)), fromUrl);
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
      <a className="btn btn-primary btn-sm" href={`${MORTGAGE_PATH}/create`}>
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
      {/* The links' height is kept from the first paint: they appear once the session is known, above the list. */}
      <div className="mb-3 flex min-h-8 flex-wrap justify-end gap-2">{createLinks}</div>
      <StatusTabs
        current={tab}
        showAwaiting={viewer.bankManager}
        hrefFor={(next) => hrefFor(withTab(query, next))}
        onSelect={(next) => change(withTab(query, next))}
      />
      {query.filters.pending_change === 'true' && (
        <p className="mb-3 flex flex-wrap items-center gap-2 text-sm" role="status">
          <span>{LIST_TEXT.pendingChangeOnly}</span>
          <a className="link" href={hrefFor(withFilters(query, { pending_change: undefined }))}>
            {LIST_TEXT.showAll}
          </a>
        </p>
      )}
      <MortgageFilters
        values={query.filters}
        ready={ready}
        onApply={(values) =>
          change(withFilters(query, Object.fromEntries(FORM_FILTERS.map((name) => [name, values[name]]))))
        }
        onClear={() => change(withFilters(query, Object.fromEntries(FORM_FILTERS.map((name) => [name, undefined]))))}
      />
      <ListResults
        page={page}
        list={list}
        ready={ready}
        waitForViewer={viewer}
        empty={
          <EmptyState title={empty.title} detail={empty.detail}>
            {!filtered && tab.kind === 'all' ? createLinks : null}
          </EmptyState>
        }
        table={{
          caption: LIST_TEXT.caption,
          columns: mortgageColumns(!viewer.bankUser),
          rowKey: (loan) => loan.id,
          cardTitle: (loan) => (
            <a className="link link-hover" href={`${MORTGAGE_PATH}/${loan.id}`}>
              {String(loan.loan_ref)}
            </a>
          ),
        }}
      />
    </div>
  );
}
