/** The bank's award calls: the ranking with the award as it stands, the per-loan comparison, proposing an award. */
import { api } from '@/lib/api/client';
import { apiCall } from '@/lib/api/api-result';
import type { paths } from '@/lib/api/schema';

type Json<R> = R extends { content: { 'application/json': infer J } } ? J : never;

export type PoolBids = Json<paths['/api/v1/pools/{id}/bids']['get']['responses'][200]>['data'];
export type RankedBid = PoolBids['bids'][number];
export type AwardRank = PoolBids['award'][number];
export type Comparison = Json<paths['/api/v1/pools/{id}/bids/comparison']['get']['responses'][200]>;
export type ComparedLoan = Comparison['data'][number];
export type AwardBody = NonNullable<
  paths['/api/v1/pools/{id}/award']['post']['requestBody']
>['content']['application/json'];

export const getPoolBids = (id: number) =>
  apiCall<{ data: PoolBids }>(() => api.GET('/api/v1/pools/{id}/bids', { params: { path: { id } } }));

export const getComparison = (id: number, page: number) =>
  apiCall<Comparison>(() =>
    api.GET('/api/v1/pools/{id}/bids/comparison', { params: { path: { id }, query: { page, per_page: 25 } } }),
  );

export const proposeAward = (id: number, body: AwardBody) =>
  apiCall<unknown>(() => api.POST('/api/v1/pools/{id}/award', { params: { path: { id } }, body }));
