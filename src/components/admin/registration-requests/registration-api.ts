/** The registration-request routes as the admin screens call them, typed by the API's OpenAPI document. */
import { API_ORIGIN, api } from '@/lib/api/client';
import { apiData, apiResult, type ApiResult } from '@/lib/api/api-result';
import type { paths } from '@/lib/api/schema';

type ListRoute = paths['/api/v1/registration-requests']['get'];
export type RegistrationListAnswer = ListRoute['responses'][200]['content']['application/json'];
export type RegistrationRow = RegistrationListAnswer['data'][number];
export type RegistrationDetail =
  paths['/api/v1/registration-requests/{id}']['get']['responses'][200]['content']['application/json']['data'];
export type PendingActionView = NonNullable<RegistrationDetail['pending_action']>;
type ListQuery = NonNullable<ListRoute['parameters']['query']>;

/** The list's query as the address holds it; the API validates each value. */
export const listRegistrations = (params: URLSearchParams): Promise<ApiResult<RegistrationListAnswer>> =>
  apiResult(() =>
    api.GET('/api/v1/registration-requests', { params: { query: Object.fromEntries(params) as unknown as ListQuery } }),
  );

export const getRegistration = (id: number): Promise<ApiResult<RegistrationDetail>> =>
  apiData(() => api.GET('/api/v1/registration-requests/{id}', { params: { path: { id } } }));

/** A document's download link: the API answers its path, served from the API's origin. */
export const documentUrl = (path: string) => `${API_ORIGIN}${path}`;

export const proposeApproval = (id: number) =>
  apiResult(() => api.POST('/api/v1/registration-requests/{id}/approve', { params: { path: { id } } }));

export const proposeRejection = (id: number, reason: string) =>
  apiResult(() =>
    api.POST('/api/v1/registration-requests/{id}/reject', { params: { path: { id } }, body: { reason } }),
  );
