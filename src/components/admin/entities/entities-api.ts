/** The organisation routes as the admin screens call them, typed by the API's OpenAPI document. */
import { api } from '@/lib/api/client';
import { apiData, apiResult, type ApiResult } from '@/lib/api/api-result';
import type { paths } from '@/lib/api/schema';

type ListRoute = paths['/api/v1/admin/entities']['get'];
type EditBody = paths['/api/v1/admin/entities/{id}']['patch']['requestBody']['content']['application/json'];
export type EntityListAnswer = ListRoute['responses'][200]['content']['application/json'];
export type EntityRow = EntityListAnswer['data'][number];
export type EntityDetail =
  paths['/api/v1/admin/entities/{id}']['get']['responses'][200]['content']['application/json']['data'];
export type EntityPendingAction = EntityDetail['pending_actions'][number];
export type EntityRevision = EntityDetail['activity']['revisions'][number];
type ListQuery = NonNullable<ListRoute['parameters']['query']>;

/** The list's query as the address holds it; the API validates each value. */
export const listEntities = (params: URLSearchParams): Promise<ApiResult<EntityListAnswer>> =>
  apiResult(() =>
    api.GET('/api/v1/admin/entities', { params: { query: Object.fromEntries(params) as unknown as ListQuery } }),
  );

export const getEntity = (id: number): Promise<ApiResult<EntityDetail>> =>
  apiData(() => api.GET('/api/v1/admin/entities/{id}', { params: { path: { id } } }));

export const proposeEntityEdit = (id: number, body: EditBody) =>
  apiResult(() => api.PATCH('/api/v1/admin/entities/{id}', { params: { path: { id } }, body }));

export const proposeSuspension = (id: number, reason: string) =>
  apiResult(() => api.POST('/api/v1/admin/entities/{id}/suspend', { params: { path: { id } }, body: { reason } }));

export const proposeReactivation = (id: number) =>
  apiResult(() => api.POST('/api/v1/admin/entities/{id}/reactivate', { params: { path: { id } } }));
