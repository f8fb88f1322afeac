/** The pool list's view in the URL: a status tab. */
import { POOL_LIST } from '@/domain/lists';
import { listQueryParams, withFilters, type ListQuery, type ListQuerySpec } from '@/lib/list-query';

export const POOL_FILTERS = ['status'] as const;
export type PoolFilter = (typeof POOL_FILTERS)[number];

export const POOL_LIST_SPEC: ListQuerySpec<PoolFilter> = { filters: POOL_FILTERS, ...POOL_LIST };

/** A listing's approval opens phase 1, so the pools on sale are first found there. */
export type PoolTab = 'all' | 'draft' | 'phase_1';

export const poolTabOf = (query: ListQuery<PoolFilter>): PoolTab =>
  query.filters.status === 'draft' || query.filters.status === 'phase_1' ? query.filters.status : 'all';

export const withPoolTab = (query: ListQuery<PoolFilter>, tab: PoolTab) =>
  withFilters(query, { status: tab === 'all' ? undefined : tab });

/** The API request for a view; the API gives pools newest first and takes no sort. */
export const poolRequest = (query: ListQuery<PoolFilter>): Record<string, string> => {
  const params = Object.fromEntries(listQueryParams(query, POOL_LIST_SPEC, true));
  delete params['sort'];
  delete params['order'];
  return params;
};
