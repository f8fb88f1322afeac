/**
 * A list page's results for the page in force: the error with its retry, the first load, the
 * empty state the screen supplies, or the sortable table with its pagination. The rows already
 * on screen dim while the next page loads. A view the server refuses offers no retry (asking
 * again will not help), and a page past the last keeps its pagination to go back by.
 */
import type { ReactNode } from 'react';
import type { ListQuery } from '@/lib/list-query';
import { withPage, withPerPage, withSort } from '@/lib/list-query';
import { DataTable, type DataTableProps } from './DataTable';
import { ErrorState, LoadingState } from './LoadState';
import { Pagination } from './Pagination';
import type { ListPage } from './use-list-page';

export interface ListResultsProps<T, F extends string> {
  page: ListPage<T>;
  /** The view and its navigation, as `useListQuery` gives them. */
  list: { query: ListQuery<F>; change: (next: ListQuery<F>) => void; hrefFor: (next: ListQuery<F>) => string };
  /** Shown when the list has no rows at all. */
  empty: ReactNode;
  table: Omit<DataTableProps<T>, 'rows' | 'sort' | 'onSort' | 'ready'>;
  /** Shown between the table and the pagination, such as the row the viewer opened. */
  detail?: ReactNode;
  ready: boolean;
  /** Rows that depend on who is looking wait until the session is known: drawn before, they would change under the reader. */
  waitForViewer?: { known: boolean };
}

export function ListResults<T, F extends string>({
  page: answered,
  list,
  empty,
  table,
  detail,
  ready,
  waitForViewer,
}: ListResultsProps<T, F>) {
  const { query, change, hrefFor } = list;
  const page = waitForViewer && !waitForViewer.known ? { ...answered, rows: null } : answered;
  const dimmed = page.loading ? 'opacity-60 transition-opacity' : '';
  return (
    <>
      {page.error !== null && (
        <ErrorState message={page.error || null} onRetry={page.invalid ? undefined : page.retry} ready={ready} />
      )}
      {page.rows === null && page.error === null && <LoadingState />}
      {page.rows !== null && page.rows.length === 0 && page.total === 0 && !page.loading && empty}
      {page.rows !== null && (page.rows.length > 0 || page.total > 0) && (
        <div aria-busy={page.loading} className={detail === undefined ? dimmed : `flex flex-col gap-4 ${dimmed}`}>
          <DataTable
            {...table}
            rows={page.rows}
            sort={{ column: query.sort, order: query.order }}
            onSort={(column, order) => change(withSort(query, column, order))}
            ready={ready}
          />
          {detail}
          <Pagination
            page={query.page}
            perPage={query.perPage}
            total={page.total}
            totalIsEstimate={page.totalIsEstimate}
            hrefFor={(n) => hrefFor(withPage(query, n))}
            onPage={(n) => change(withPage(query, n))}
            onPerPage={(perPage) => change(withPerPage(query, perPage))}
            ready={ready}
          />
        </div>
      )}
    </>
  );
}
