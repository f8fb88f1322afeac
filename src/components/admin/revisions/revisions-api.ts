/** The revision route as the admin screens call it, typed by the API's OpenAPI document. */
import { api } from '@/lib/api/client';
import { apiResult, type ApiResult } from '@/lib/api/api-result';
import type { paths } from '@/lib/api/schema';

export type RevisionAnswer = paths['/api/v1/revisions/{id}']['get']['responses'][200]['content']['application/json'];
export type Revision = RevisionAnswer['data'];

export const getRevision = (id: number): Promise<ApiResult<RevisionAnswer>> =>
  apiResult(() => api.GET('/api/v1/revisions/{id}', { params: { path: { id } } }));
