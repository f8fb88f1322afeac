/** The one call that decides a pending action: a checker approves or rejects it (with a reason), its maker cancels it. */
import { api } from '@/lib/api/client';
import { apiData, type ApiResult } from '@/lib/api/api-result';
import type { paths } from '@/lib/api/schema';

/** A pending action as the API shows it, with its diff; the decision answers it as it now stands. */
export type PendingActionResource =
  paths['/api/v1/pending-actions/{id}']['get']['responses'][200]['content']['application/json']['data'];

export type Verdict = 'approve' | 'reject' | 'cancel';

export function decidePendingAction(
  id: number,
  verdict: Verdict,
  reason = '',
): Promise<ApiResult<PendingActionResource>> {
  const path = { params: { path: { id } } };
  if (verdict === 'approve') return apiData(() => api.POST('/api/v1/pending-actions/{id}/approve', path));
  if (verdict === 'cancel') return apiData(() => api.POST('/api/v1/pending-actions/{id}/cancel', path));
  return apiData(() => api.POST('/api/v1/pending-actions/{id}/reject', { ...path, body: { reason } }));
}
