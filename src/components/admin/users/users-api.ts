/** The user administration routes as the admin screens call them, typed by the API's OpenAPI document. */
import { api } from '@/lib/api/client';
import { apiData, apiResult, type ApiResult } from '@/lib/api/api-result';
import type { paths } from '@/lib/api/schema';

type ListRoute = paths['/api/v1/admin/users']['get'];
type ListQuery = NonNullable<ListRoute['parameters']['query']>;
export type UserListAnswer = ListRoute['responses'][200]['content']['application/json'];
export type UserRow = UserListAnswer['data'][number];
export type UserCreateBody = paths['/api/v1/admin/users']['post']['requestBody']['content']['application/json'];
export type UserPatchBody = NonNullable<
  paths['/api/v1/admin/users/{id}']['patch']['requestBody']
>['content']['application/json'];
export type EntityOption =
  paths['/api/v1/admin/entity-options']['get']['responses'][200]['content']['application/json']['data'][number];

/** The list's query as the address holds it; the API validates each value. */
export const listUsers = (params: URLSearchParams): Promise<ApiResult<UserListAnswer>> =>
  apiResult(() =>
    api.GET('/api/v1/admin/users', { params: { query: Object.fromEntries(params) as unknown as ListQuery } }),
  );

export const getUser = (id: number): Promise<ApiResult<UserRow>> =>
  apiData(() => api.GET('/api/v1/admin/users/{id}', { params: { path: { id } } }));

export const createUser = (body: UserCreateBody): Promise<ApiResult<UserRow>> =>
  apiData(() => api.POST('/api/v1/admin/users', { body }));

export const updateUser = (id: number, body: UserPatchBody): Promise<ApiResult<UserRow>> =>
  apiData(() => api.PATCH('/api/v1/admin/users/{id}', { params: { path: { id } }, body }));

export const listEntityOptions = (): Promise<ApiResult<EntityOption[]>> =>
  apiData(() => api.GET('/api/v1/admin/entity-options'));
