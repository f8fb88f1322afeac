/**
 * One page of a list for the request in force; the previous rows stay on screen while the next
 * page loads, and a failure keeps them with the error beside. `request` is the complete API query.
 */
import type { ApiResult } from '@/lib/api/api-result';
import { useApiData } from './use-api-data';

export interface ListPage<T> {
  rows: T[] | null;
  total: number;
  /** The total is the database's estimate of a large set ("about"), not a count. */
  totalIsEstimate: boolean;
  loading: boolean;
  error: string | null;
  /** The server refused the view (422): no rows are shown, since the old ones would not match the address. */
  invalid: boolean;
  retry: () => void;
}

export function useListPage<T>(
  load: (
    request: Record<string, string>,
  ) => Promise<ApiResult<{ data: T[]; meta: { total: number; total_is_estimate?: boolean } }>>,
  request: Record<string, string>,
  enabled: boolean,
): ListPage<T> {
  const key = new URLSearchParams(request).toString();
  const page = useApiData(enabled ? key : null, () => load(request));
  return {
    rows: page.invalid ? null : (page.value?.data ?? null),
    total: page.value?.meta.total ?? 0,
    totalIsEstimate: page.value?.meta.total_is_estimate === true,
    loading: page.loading,
    error: page.error,
    invalid: page.invalid,
    retry: page.retry,
  };
}
