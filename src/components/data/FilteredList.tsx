/**
 * A list the server filters and pages, its view kept in the address: the filter bar (a search,
 * then a select for each of the screen's choices), then the rows as a table with pagination, or
 * what the list says when it has none (with or without filters in force).
 */
import type { ReactNode } from 'react';
import type { ApiResult } from '@/lib/api/api-result';
import { filterBarActions, isFiltered, pageRequest, type ListQuerySpec } from '@/lib/list-query';
import { hydratedMarker, useHydrated } from '@/components/ui/use-hydrated';
import type { Column } from './DataTable';
import { ListEmptyState, type ListEmptyText } from './EmptyState';
import { FilterBar, SelectFilter, TextFilter } from './FilterBar';
import { ListResults } from './ListResults';
import { useListPage } from './use-list-page';
import { useListQuery } from './use-list-query';

export interface ListChoice<F extends string> {
  name: F;
  label: string;
  options: readonly { value: string; label: string }[];
}

export interface FilteredListProps<T extends { id: number }, F extends string> {
  /** A module constant: the view is read again from the address whenever it changes. Its filters include `search`. */
  spec: ListQuerySpec<F | 'search'>;
  load: (request: Record<string, string>) => Promise<ApiResult<{ data: T[]; meta: { total: number } }>>;
  text: ListEmptyText & { caption: string; search: string; searchPlaceholder: string };
  columns: Column<T>[];
  cardTitle: (row: T) => ReactNode;
  choices: readonly ListChoice<F>[];
  /** Shown above the filters, such as a link to add one. */
  actions?: ReactNode;
  /** A new key re-mounts the filter bar, for choices whose options arrive after it. */
  filterKey?: string;
  className?: string;
}

export function FilteredList<T extends { id: number }, F extends string>({
  spec,
  load,
  text,
  columns,
  cardTitle,
  choices,
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
        <TextFilter
          name="search"
          label={text.search}
          value={query.filters.search}
          ready={ready}
          placeholder={text.searchPlaceholder}
        />
        {choices.map((choice) => (
          <SelectFilter key={choice.name} {...choice} value={query.filters[choice.name]} ready={ready} />
        ))}
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
