/**
 * A list the server filters and pages, its view kept in the address: the filter bar with the
 * fields the screen gives, then the rows as a table with pagination, or what the list says when
 * it has none (with or without filters in force).
 */
import type { ReactNode } from 'react';
import type { ApiResult } from '@/lib/api/api-result';
import { filterBarActions, isFiltered, pageRequest, type ListQuerySpec } from '@/lib/list-query';
import { hydratedMarker, useHydrated } from '@/components/ui/use-hydrated';
import type { Column } from './DataTable';
import { ListEmptyState, type ListEmptyText } from './EmptyState';
import { FilterBar } from './FilterBar';
import { ListResults } from './ListResults';
import { useListPage } from './use-list-page';
import { useListQuery } from './use-list-query';

export interface FilteredListProps<T extends { id: number }, F extends string> {
  /** A module constant: the view is read again from the address whenever it changes. */
  spec: ListQuerySpec<F>;
  load: (request: Record<string, string>) => Promise<ApiResult<{ data: T[]; meta: { total: number } }>>;
  text: ListEmptyText & { caption: string };
  columns: Column<T>[];
  cardTitle: (row: T) => ReactNode;
  /** The filter fields, filled from the filters in force. */
  fields: (values: Partial<Record<F, string>>, ready: boolean) => ReactNode;
  /** Shown above the filters, such as a link to add one. */
  actions?: ReactNode;
  /** A new key re-mounts the filter bar, for fields whose options arrive after it. */
  filterKey?: string;
  className?: string;
}

export function FilteredList<T extends { id: number }, F extends string>({
  spec,
  load,
  text,
  columns,
  cardTitle,
  fields,
  actions,
  filterKey,
  className,
}: FilteredListProps<T, F>) {
  const ready = useHydrated();
  const list = useListQuery(spec);
  const { query, change, fromUrl } = list;
  const page = useListPage(load, pageRequest(query, spec.filters), fromUrl);

  return (
    <div {...hydratedMarker(ready)} data-loading={page.loading ? 'true' : undefined} className={className}>
      {actions && <div className="mb-3 flex justify-end">{actions}</div>}
      <FilterBar
        key={filterKey}
        values={query.filters}
        ready={ready}
        {...filterBarActions(query, spec.filters, change)}
      >
        {fields(query.filters, ready)}
      </FilterBar>
      <ListResults
        page={page}
        list={list}
        ready={ready}
        empty={<ListEmptyState filtered={isFiltered(query, spec.filters)} text={text} />}
        table={{ caption: text.caption, columns, rowKey: (row) => row.id, cardTitle }}
      />
    </div>
  );
}
