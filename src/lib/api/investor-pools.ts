/** The calls of an investor's portfolio-sale screens (pools open to it, a pool's page) and of the bank's phase 1 section. */
import { API_ORIGIN, api } from './client';
import { apiData } from './api-result';
import type { paths } from './schema';

export type InvestorPoolListItem =
  paths['/api/v1/investor/pools']['get']['responses'][200]['content']['application/json']['data'][number];
export type InvestorPool =
  paths['/api/v1/investor/pools/{id}']['get']['responses'][200]['content']['application/json']['data'];
export type IndicativeBidBody = NonNullable<
  paths['/api/v1/investor/pools/{id}/indicative-bid']['put']['requestBody']
>['content']['application/json'];
export type IndicativeBids =
  paths['/api/v1/pools/{id}/indicative-bids']['get']['responses'][200]['content']['application/json']['data'];

export const listInvestorPools = () => apiData(() => api.GET('/api/v1/investor/pools'));

export const getInvestorPool = (id: number) =>
  apiData(() => api.GET('/api/v1/investor/pools/{id}', { params: { path: { id } } }));

export const acceptPoolNda = (id: number) =>
  apiData(() => api.POST('/api/v1/investor/pools/{id}/nda', { params: { path: { id } } }));

export const placeIndicativeBid = (id: number, body: IndicativeBidBody) =>
  apiData(() => api.PUT('/api/v1/investor/pools/{id}/indicative-bid', { params: { path: { id } }, body }));

export const tapeUrl = (id: number, format: 'csv' | 'xlsx') =>
  `${API_ORIGIN}/api/v1/investor/pools/${id}/tape.${format}`;

export const getIndicativeBids = (id: number) =>
  apiData(() => api.GET('/api/v1/pools/{id}/indicative-bids', { params: { path: { id } } }));

export const shortlistPool = (id: number, investorIds: number[]) =>
  apiData(() =>
    api.POST('/api/v1/pools/{id}/shortlist', { params: { path: { id } }, body: { investor_ids: investorIds } }),
  );
