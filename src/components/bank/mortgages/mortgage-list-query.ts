/** The mortgage list's view in the URL: the API's filter names, its sortable columns and its default order. */
import type { ListQuerySpec } from '@/lib/list-query';

export const MORTGAGE_FILTERS = ['status', 'awaiting_approval', 'search', 'rate_min', 'rate_max', 'balance_min', 'balance_max', 'region', 'bank_id'] as const;
export type MortgageFilter = (typeof MORTGAGE_FILTERS)[number];

export const MORTGAGE_LIST_SPEC: ListQuerySpec<MortgageFilter> = {
  filters: MORTGAGE_FILTERS,
  sortable: ['id', 'loan_ref', 'status', 'current_principal', 'interest_rate_pct', 'current_ltv_pct', 'region', 'maturity_date', 'updated_at'],
  defaultSort: 'id',
  defaultOrder: 'desc',
};
