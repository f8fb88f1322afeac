/** The pending-actions list as the admin screen reads it, typed by the API's OpenAPI document (deciding one is maker-checker's). */
import { api } from '@/lib/api/client';
import { apiResult, type ApiResult } from '@/lib/api/api-result';
import type { paths } from '@/lib/api/schema';

type ListRoute = paths['/api/v1/pending-actions']['get'];
export type PendingActionPage = ListRoute['responses'][200]['content']['application/json'];
export type PendingActionRow = PendingActionPage['data'][number];
type ListQuery = NonNullable<ListRoute['parameters']['query']>;

export const listPendingActions = (params: URLSearchParams): Promise<ApiResult<PendingActionPage>> =>
  apiResult(() =>
    api.GET('/api/v1/pending-actions', { params: { query: Object.fromEntries(params) as unknown as ListQuery } }),
  );
