/** The builder's choice of loans as the API's selection: a batch, or the loan list's filters with blanks left out. */
import type { PoolSelection } from '@/lib/api/pools';

export type SourceKind = 'batch' | 'filters';

export const FILTER_FIELDS = [
  'search',
  'currency',
  'region',
  'rate_min',
  'rate_max',
  'balance_min',
  'balance_max',
] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];
export type FilterValues = Record<FilterField, string>;

export const NO_FILTERS: FilterValues = {
  search: '',
  currency: '',
  region: '',
  rate_min: '',
  rate_max: '',
  balance_min: '',
  balance_max: '',
};

export function selectionOf(kind: SourceKind, batchId: string, filters: FilterValues): PoolSelection {
  if (kind === 'batch') return batchId ? { batch_id: Number(batchId) } : {};
  const given = Object.fromEntries(
    FILTER_FIELDS.map((field) => [field, filters[field].trim()]).filter(([, value]) => value !== ''),
  );
  return { filters: given as PoolSelection['filters'] };
}
