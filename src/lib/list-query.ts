/**
 * A list's view (filters, sort, page, page size) kept in the URL query, so that a reload or a
 * shared link opens the same view. The query uses the API's own parameter names, so the same
 * object serialises to the page's address and to the list request.
 */
import { DEFAULT_PAGE_SIZE, isPageSize, type ListOrdering, type PageSize, type SortOrder } from '@/domain/lists';

/** What one list accepts: its filter names, and the columns it sorts by with its default order (src/domain/lists.ts). */
export interface ListQuerySpec<F extends string = string> extends ListOrdering {
  filters: readonly F[];
  defaultPerPage?: PageSize;
}

export interface ListQuery<F extends string = string> {
  /** Only filters with a value; an empty string is no filter. */
  filters: Partial<Record<F, string>>;
  sort: string;
  order: SortOrder;
  page: number;
  perPage: PageSize;
}

function positiveInteger(raw: string | null): number | null {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return null;
  const value = Number(raw);
  return value >= 1 ? value : null;
}

export function defaultListQuery<F extends string>(spec: ListQuerySpec<F>): ListQuery<F> {
  return {
    filters: {},
    sort: spec.defaultSort,
    order: spec.defaultOrder,
    page: 1,
    perPage: spec.defaultPerPage ?? DEFAULT_PAGE_SIZE,
  };
}

/** Reads a query string; anything unknown or malformed falls back to the default rather than failing. */
export function parseListQuery<F extends string>(
  search: string | URLSearchParams,
  spec: ListQuerySpec<F>,
): ListQuery<F> {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const query = defaultListQuery(spec);
  for (const name of spec.filters) {
    const value = params.get(name)?.trim();
    if (value) query.filters[name] = value;
  }
  const sort = params.get('sort');
  if (sort && spec.sortable.includes(sort)) {
    query.sort = sort;
    const order = params.get('order');
    query.order = order === 'asc' || order === 'desc' ? order : 'asc';
  }
  query.page = positiveInteger(params.get('page')) ?? 1;
  const perPage = positiveInteger(params.get('per_page'));
  if (perPage !== null && isPageSize(perPage)) query.perPage = perPage;
  return query;
}

/**
 * The query as parameters, defaults left out so links stay short, in a fixed order so equal views
 * give equal strings. `complete` keeps the defaults (for the API request).
 */
export function listQueryParams<F extends string>(
  query: ListQuery<F>,
  spec: ListQuerySpec<F>,
  complete = false,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of spec.filters) {
    const value = query.filters[name];
    if (value) params.set(name, value);
  }
  if (complete || query.sort !== spec.defaultSort || query.order !== spec.defaultOrder) {
    params.set('sort', query.sort);
    params.set('order', query.order);
  }
  if (complete || query.page !== 1) params.set('page', String(query.page));
  if (complete || query.perPage !== (spec.defaultPerPage ?? DEFAULT_PAGE_SIZE))
    params.set('per_page', String(query.perPage));
  return params;
}

/** The query string for the page's address: empty for the default view, else starting with '?'. */
export function serialiseListQuery<F extends string>(query: ListQuery<F>, spec: ListQuerySpec<F>): string {
  const text = listQueryParams(query, spec).toString();
  return text ? `?${text}` : '';
}

/** Sets or clears filters; any change of filter starts again at page 1. */
export function withFilters<F extends string>(
  query: ListQuery<F>,
  changes: Partial<Record<F, string | undefined>>,
): ListQuery<F> {
  const filters = { ...query.filters };
  for (const [name, raw] of Object.entries(changes) as [F, string | undefined][]) {
    const value = raw?.trim();
    if (value) filters[name] = value;
    else delete filters[name];
  }
  return { ...query, filters, page: 1 };
}

/** Sorting by a column: a new column sorts ascending, the same column flips its order, unless an order is given. */
export function withSort<F extends string>(query: ListQuery<F>, column: string, given?: SortOrder): ListQuery<F> {
  const order: SortOrder = given ?? (query.sort === column && query.order === 'asc' ? 'desc' : 'asc');
  return { ...query, sort: column, order, page: 1 };
}

export function withPage<F extends string>(query: ListQuery<F>, page: number): ListQuery<F> {
  return { ...query, page: Math.max(1, Math.floor(page)) };
}

export function withPerPage<F extends string>(query: ListQuery<F>, perPage: PageSize): ListQuery<F> {
  return { ...query, perPage, page: 1 };
}

/** The request of a list the server orders by itself: the filters in force, the page and its size. */
export function pageRequest<F extends string>(query: ListQuery<F>, filters: readonly F[]): Record<string, string> {
  const request: Record<string, string> = {};
  for (const name of filters) {
    const value = query.filters[name];
    if (value) request[name] = value;
  }
  request['page'] = String(query.page);
  request['per_page'] = String(query.perPage);
  return request;
}

/** Whether any of the filters is in force, which changes what an empty list says. */
export function isFiltered<F extends string>(query: ListQuery<F>, filters: readonly F[]): boolean {
  return filters.some((name) => query.filters[name]);
}

/** A filter bar's apply (every named filter from the form's values) and clear (every named filter off). */
export function filterBarActions<F extends string>(
  query: ListQuery<F>,
  filters: readonly F[],
  change: (next: ListQuery<F>) => void,
): { onApply: (values: Record<string, string>) => void; onClear: () => void } {
  const each = (value: (name: F) => string | undefined) =>
    Object.fromEntries(filters.map((name) => [name, value(name)])) as Partial<Record<F, string | undefined>>;
  return {
    onApply: (values) =>
      change(
        withFilters(
          query,
          each((name) => values[name]),
        ),
      ),
    onClear: () =>
      change(
        withFilters(
          query,
          each(() => undefined),
        ),
      ),
  };
}
