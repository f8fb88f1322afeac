/** The pool calls of the bank's pool screens (list, builder, pool page), typed by the API's OpenAPI document. */
import { api } from './client';
import { apiData, apiResult } from './api-result';
import type { paths } from './schema';

type ListRoute = paths['/api/v1/pools']['get'];
export type PoolPage = ListRoute['responses'][200]['content']['application/json'];
export type PoolListItem = PoolPage['data'][number];
export type Pool = paths['/api/v1/pools/{id}']['get']['responses'][200]['content']['application/json']['data'];
export type PoolLoan =
  paths['/api/v1/pools/{id}/loans']['get']['responses'][200]['content']['application/json']['data'][number];
export type PoolSelection = NonNullable<
  paths['/api/v1/pools/preview']['post']['requestBody']
>['content']['application/json'];
export type PoolCreateBody = NonNullable<paths['/api/v1/pools']['post']['requestBody']>['content']['application/json'];
export type PoolListingBody = NonNullable<
  paths['/api/v1/pools/{id}/list']['post']['requestBody']
>['content']['application/json'];
export type PoolPatch = NonNullable<paths['/api/v1/pools/{id}']['patch']['requestBody']>['content']['application/json'];

/** The bank's pools, newest first; the query as the list's address holds it, checked by the API. */
export const listPools = (query: Record<string, string>) =>
  apiResult(() =>
    api.GET('/api/v1/pools', { params: { query: query as unknown as NonNullable<ListRoute['parameters']['query']> } }),
  );

export const getPool = (id: number) => apiData(() => api.GET('/api/v1/pools/{id}', { params: { path: { id } } }));

export const getPoolLoans = (id: number, page: number) =>
  apiResult(() => api.GET('/api/v1/pools/{id}/loans', { params: { path: { id }, query: { page, per_page: 25 } } }));

export const previewPool = (body: PoolSelection) => apiData(() => api.POST('/api/v1/pools/preview', { body }));

export const createPool = (body: PoolCreateBody) => apiData(() => api.POST('/api/v1/pools', { body }));

export const editPool = (id: number, body: PoolPatch) =>
  apiData(() => api.PATCH('/api/v1/pools/{id}', { params: { path: { id } }, body }));

export const removePoolLoan = (id: number, loanId: number) =>
  apiData(() => api.DELETE('/api/v1/pools/{id}/loans/{loanId}', { params: { path: { id, loanId } } }));

export const deletePool = (id: number) =>
  apiResult(() => api.DELETE('/api/v1/pools/{id}', { params: { path: { id } } }));

export const requestPoolListing = (id: number, body: PoolListingBody) =>
  apiResult(() => api.POST('/api/v1/pools/{id}/list', { params: { path: { id } }, body }));

export const getInvestorChoices = () => apiData(() => api.GET('/api/v1/pools/investors'));
