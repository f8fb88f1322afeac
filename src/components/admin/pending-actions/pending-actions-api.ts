/** The pending-actions routes as the admin screen calls them, typed by the API's OpenAPI document. */
import { api } from '@/lib/api/client';
import { apiData, apiResult, type ApiResult } from '@/lib/api/api-result';
import type { paths } from '@/lib/api/schema';

type ListRoute = paths['/api/v1/pending-actions']['get'];
export type PendingActionPage = ListRoute['responses'][200]['content']['application/json'];
export type PendingActionRow = PendingActionPage['data'][number];
type ListQuery = NonNullable<ListRoute['parameters']['query']>;

export type Verdict = 'approve' | 'reject' | 'cancel';

export const listPendingActions = (params: URLSearchParams): Promise<ApiResult<PendingActionPage>> =>
  apiResult(() => api.GET('/api/v1/pending-actions', { params: { query: Object.fromEntries(params) as unknown as ListQuery } }));

export function decidePendingAction(id: number, verdict: Verdict, reason = ''): Promise<ApiResult<PendingActionRow>> {
  const path = { params: { path: { id } } };
  if (verdict === 'approve') return apiData(() => api.POST('/api/v1/pending-actions/{id}/approve', path));
  if (verdict === 'cancel') return apiData(() => api.POST('/api/v1/pending-actions/{id}/cancel', path));
  return apiData(() => api.POST('/api/v1/pending-actions/{id}/reject', { ...path, body: { reason } }));
}
