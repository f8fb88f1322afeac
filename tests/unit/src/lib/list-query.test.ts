import { describe, expect, it } from 'vitest';
import {
  defaultListQuery,
  filterBarActions,
  isFiltered,
  pageRequest,
  listQueryParams,
  parseListQuery,
  serialiseListQuery,
  withFilters,
  withPage,
  withPerPage,
  withSort,
  type ListQuerySpec,
} from '@/lib/list-query';

const SPEC: ListQuerySpec<'status' | 'search' | 'region'> = {
  filters: ['status', 'search', 'region'],
  sortable: ['loan_ref', 'current_principal', 'updated_at'],
  defaultSort: 'updated_at',
  defaultOrder: 'desc',
};

describe('a list view kept in the URL', () => {
  it('opens the default view when the address has no query', () => {
    expect(parseListQuery('', SPEC)).toEqual({ filters: {}, sort: 'updated_at', order: 'desc', page: 1, perPage: 25 });
    expect(serialiseListQuery(defaultListQuery(SPEC), SPEC)).toBe('');
  });

  it('reads filters, sort, page and page size from the query', () => {
    const query = parseListQuery(
      '?status=listed&search=NW-1&sort=current_principal&order=asc&page=3&per_page=50',
      SPEC,
    );
    expect(query).toEqual({
      filters: { status: 'listed', search: 'NW-1' },
      sort: 'current_principal',
      order: 'asc',
      page: 3,
      perPage: 50,
    });
  });

  it('gives back the same view from its own link (a shared link opens the same view)', () => {
    const query = withPage(
      withSort(withFilters(defaultListQuery(SPEC), { region: 'CA', search: 'a b&c' }), 'loan_ref'),
      4,
    );
    expect(parseListQuery(serialiseListQuery(query, SPEC), SPEC)).toEqual(query);
  });

  it('writes equal views as equal links, whatever order the filters were set in', () => {
    const one = withFilters(withFilters(defaultListQuery(SPEC), { region: 'CA' }), { status: 'draft' });
    const two = withFilters(defaultListQuery(SPEC), { status: 'draft', region: 'CA' });
    expect(serialiseListQuery(one, SPEC)).toBe(serialiseListQuery(two, SPEC));
    expect(serialiseListQuery(one, SPEC)).toBe('?status=draft&region=CA');
  });

  it('falls back to the defaults for unknown filters, columns, orders, pages and page sizes', () => {
    const query = parseListQuery('?bank=9&sort=password&order=up&page=-2&per_page=1000', SPEC);
    expect(query).toEqual(defaultListQuery(SPEC));
    expect(parseListQuery('?page=abc&per_page=30', SPEC)).toMatchObject({ page: 1, perPage: 25 });
    expect(parseListQuery('?sort=loan_ref&order=sideways', SPEC)).toMatchObject({ sort: 'loan_ref', order: 'asc' });
  });

  it('allows only 25, 50 or 100 rows a page', () => {
    expect(parseListQuery('?per_page=100', SPEC).perPage).toBe(100);
    expect(parseListQuery('?per_page=10', SPEC).perPage).toBe(25);
  });

  it('ignores blank filters and trims the rest', () => {
    expect(parseListQuery('?search=%20%20&region=%20CA%20', SPEC).filters).toEqual({ region: 'CA' });
  });

  it('starts again at page 1 when a filter, the sort or the page size changes', () => {
    const onPage3 = withPage(defaultListQuery(SPEC), 3);
    expect(withFilters(onPage3, { status: 'sold' }).page).toBe(1);
    expect(withSort(onPage3, 'loan_ref').page).toBe(1);
    expect(withPerPage(onPage3, 100)).toMatchObject({ page: 1, perPage: 100 });
  });

  it('clears a filter set to empty', () => {
    const query = withFilters(defaultListQuery(SPEC), { status: 'draft', region: 'CA' });
    expect(withFilters(query, { status: '' }).filters).toEqual({ region: 'CA' });
    expect(withFilters(query, { region: undefined }).filters).toEqual({ status: 'draft' });
  });

  it('sorts a new column ascending and flips the order of the same column', () => {
    const byRef = withSort(defaultListQuery(SPEC), 'loan_ref');
    expect(byRef).toMatchObject({ sort: 'loan_ref', order: 'asc' });
    expect(withSort(byRef, 'loan_ref')).toMatchObject({ sort: 'loan_ref', order: 'desc' });
    expect(withSort(withSort(byRef, 'loan_ref'), 'loan_ref')).toMatchObject({ order: 'asc' });
    expect(withSort(byRef, 'current_principal', 'desc')).toMatchObject({ sort: 'current_principal', order: 'desc' });
  });

  it('sends the API every parameter, defaults included', () => {
    const params = listQueryParams(withFilters(defaultListQuery(SPEC), { status: 'listed' }), SPEC, true);
    expect(Object.fromEntries(params)).toEqual({
      status: 'listed',
      sort: 'updated_at',
      order: 'desc',
      page: '1',
      per_page: '25',
    });
  });
});

describe('the request of a list the server orders by itself', () => {
  const filtered = withPage(withFilters(defaultListQuery(SPEC), { status: 'approved', search: '' }), 3);

  it('sends the filters in force, the page and its size, and no sort', () => {
    expect(pageRequest(filtered, SPEC.filters)).toEqual({ status: 'approved', page: '3', per_page: '25' });
  });

  it('knows whether any filter is in force', () => {
    expect(isFiltered(filtered, SPEC.filters)).toBe(true);
    expect(isFiltered(defaultListQuery(SPEC), SPEC.filters)).toBe(false);
  });

  it("applies every named filter from a filter bar's values and clears them all", () => {
    const changes: ReturnType<typeof defaultListQuery<'status' | 'search' | 'region'>>[] = [];
    const actions = filterBarActions(filtered, SPEC.filters, (next) => changes.push(next));
    actions.onApply({ search: 'NW-', region: 'CA', unknown: 'x' });
    actions.onClear();
    expect(changes[0]!.filters).toEqual({ search: 'NW-', region: 'CA' });
    expect(changes[0]!.page).toBe(1);
    expect(changes[1]!.filters).toEqual({});
  });
});
