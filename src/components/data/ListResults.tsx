/**
 * A list page's results for the page in force: the error with its retry, the first load, the
 * empty state the screen supplies, or the sortable table with its pagination. The rows already
 * on screen dim while the next page loads.
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
  /** Shown when the page in force has no rows. */
  empty: ReactNode;
  table: Omit<DataTableProps<T>, 'rows' | 'sort' | 'onSort' | 'ready'>;
  ready: boolean;
}

export function ListResults<T, F extends string>({ page, list, empty, table, ready }: ListResultsProps<T, F>) {
  const { query, change, hrefFor } = list;
  return (
    <>
      {page.error !== null && <ErrorState message={page.error || null} onRetry={page.retry} ready={ready} />}
      {page.rows === null && page.error === null && <LoadingState />}
      {page.rows !== null && page.rows.length === 0 && !page.loading && empty}
      {page.rows !== null && page.rows.length > 0 && (
        <div aria-busy={page.loading} className={page.loading ? 'opacity-60 transition-opacity' : ''}>
          <DataTable
            {...table}
            rows={page.rows}
            sort={{ column: query.sort, order: query.order }}
            onSort={(column, order) => change(withSort(query, column, order))}
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
    </>
  );
}
