/** The deals list's view in the URL: a status tab, the API's sortable columns and its default order. */
import { DEAL_LIST } from '@/domain/lists';
import { withFilters, type ListQuery, type ListQuerySpec } from '@/lib/list-query';
import { DEAL_STATUSES, type DealStatus } from '@/domain/trading/deal-status';

export const DEAL_FILTERS = ['status'] as const;
export type DealFilter = (typeof DEAL_FILTERS)[number];

export const DEAL_LIST_SPEC: ListQuerySpec<DealFilter> = { filters: DEAL_FILTERS, ...DEAL_LIST };

export type DealTab = 'all' | DealStatus;

export function dealTabOf(query: ListQuery<DealFilter>): DealTab {
  const status = query.filters.status;
  return status && (DEAL_STATUSES as readonly string[]).includes(status) ? (status as DealStatus) : 'all';
}

export const withDealTab = (query: ListQuery<DealFilter>, tab: DealTab) =>
  withFilters(query, { status: tab === 'all' ? undefined : tab });
