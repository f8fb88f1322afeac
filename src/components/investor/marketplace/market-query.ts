/**
 * The marketplace's view in the URL: the API's filter names (lists of codes joined by commas),
 * its sortable columns and its default order, newest listing first. The same view gives the
 * loans request, the summary request (filters alone) and the CSV link (filters and sort).
 */
import { MARKET_LIST, MARKET_MULTI_FILTERS, MARKET_RANGE_FILTERS } from '@/domain/lists';
import { listQueryParams, type ListQuery, type ListQuerySpec } from '@/lib/list-query';

export const MARKET_FILTERS = [
  ...MARKET_MULTI_FILTERS,
  ...MARKET_RANGE_FILTERS,
  'arrears',
  'bank_id',
  'search',
] as const;
export type MarketFilter = (typeof MARKET_FILTERS)[number];

export const MARKET_LIST_SPEC: ListQuerySpec<MarketFilter> = { filters: MARKET_FILTERS, ...MARKET_LIST };

export type MarketQuery = ListQuery<MarketFilter>;

/** "CA, NY,,ca" -> ["CA", "NY", "ca"]: the codes of a list filter, blanks and repeats dropped. */
export function splitList(value: string | undefined): string[] {
  if (!value) return [];
  return [
    ...new Set(
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
}

/** The chosen codes in the options' order, so the same choice always gives the same link. */
export function joinList(chosen: readonly string[], order: readonly string[]): string {
  const wanted = new Set(chosen);
  return order.filter((code) => wanted.has(code)).join(',');
}

export const hasFilters = (query: MarketQuery) => MARKET_FILTERS.some((name) => Boolean(query.filters[name]));

/** Every filter cleared, back to page 1; the sort and page size stay. */
export const withoutFilters = (query: MarketQuery): MarketQuery => ({ ...query, filters: {}, page: 1 });

/** The loans request: filters, sort, order, page and page size, defaults included. */
export const loansParams = (query: MarketQuery) => Object.fromEntries(listQueryParams(query, MARKET_LIST_SPEC, true));

/** The summary request: the filters alone, since it covers the whole filtered set. */
export function summaryParams(query: MarketQuery): Record<string, string> {
  const params: Record<string, string> = {};
  for (const name of MARKET_FILTERS) {
    const value = query.filters[name];
    if (value) params[name] = value;
  }
  return params;
}

/** The CSV export: the filters and the sort in force; every matching loan, so no page. */
export function csvParams(query: MarketQuery): URLSearchParams {
  const params = new URLSearchParams(summaryParams(query));
  params.set('sort', query.sort);
  params.set('order', query.order);
  return params;
}
