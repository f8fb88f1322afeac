/** The batch list's view in the URL: a tab (a status, or the batches awaiting the viewer's approval). */
import { BATCH_LIST } from '@/domain/lists';
import { listQueryParams, withFilters, type ListQuery, type ListQuerySpec } from '@/lib/list-query';

export const BATCH_FILTERS = ['status', 'awaiting_approval'] as const;
export type BatchFilter = (typeof BATCH_FILTERS)[number];

export const BATCH_LIST_SPEC: ListQuerySpec<BatchFilter> = { filters: BATCH_FILTERS, ...BATCH_LIST };

export type BatchTab = 'all' | 'pending_approval' | 'awaiting_me' | 'rejected' | 'imported';

export function batchTabOf(query: ListQuery<BatchFilter>): BatchTab {
  if (query.filters.awaiting_approval === 'true') return 'awaiting_me';
  const status = query.filters.status;
  return status === 'pending_approval' || status === 'rejected' || status === 'imported' ? status : 'all';
}

export const withBatchTab = (query: ListQuery<BatchFilter>, tab: BatchTab) =>
  withFilters(query, {
    status: tab === 'all' || tab === 'awaiting_me' ? undefined : tab,
    awaiting_approval: tab === 'awaiting_me' ? 'true' : undefined,
  });

/** The API request for a view: every parameter spelt out. */
export const batchRequest = (query: ListQuery<BatchFilter>): Record<string, string> => {
  const params = Object.fromEntries(listQueryParams(query, BATCH_LIST_SPEC, true));
  // The API gives batches newest first, always: it takes no sort.
  delete params['sort'];
  delete params['order'];
  return params;
};
