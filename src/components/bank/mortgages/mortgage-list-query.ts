/** The mortgage list's view in the URL: the API's filter names, its sortable columns and its default order. */
import { LOAN_LIST } from '@/domain/lists';
import type { ListQuerySpec } from '@/lib/list-query';

export const MORTGAGE_FILTERS = [
  'status',
  'awaiting_approval',
  'pending_change',
  'search',
  'rate_min',
  'rate_max',
  'balance_min',
  'balance_max',
  'region',
  'bank_id',
] as const;
export type MortgageFilter = (typeof MORTGAGE_FILTERS)[number];

export const MORTGAGE_LIST_SPEC: ListQuerySpec<MortgageFilter> = { filters: MORTGAGE_FILTERS, ...LOAN_LIST };
