/** The invited bidder's award calls: its place, its bid's lines, confirming and declining. */
import { api } from '@/lib/api/client';
import { apiCall } from '@/lib/api/api-result';
import type { paths } from '@/lib/api/schema';

type Json<R> = R extends { content: { 'application/json': infer J } } ? J : never;

export type InvestorAward = Json<paths['/api/v1/investor/pools/{id}/award']['get']['responses'][200]>['data'];
export type AwardLinePage = Json<paths['/api/v1/investor/pools/{id}/award/lines']['get']['responses'][200]>;
export type AwardLine = AwardLinePage['data'][number];

export const getInvestorAward = (id: number) =>
  apiCall<{ data: InvestorAward }>(() => api.GET('/api/v1/investor/pools/{id}/award', { params: { path: { id } } }));

export const getAwardLines = (id: number, page: number) =>
  apiCall<AwardLinePage>(() =>
    api.GET('/api/v1/investor/pools/{id}/award/lines', { params: { path: { id }, query: { page, per_page: 25 } } }),
  );

export const confirmAward = (id: number, total: string) =>
  apiCall<{ data: { deal_id: number } }>(() =>
    api.POST('/api/v1/investor/pools/{id}/award/confirm', {
      params: { path: { id } },
      body: { confirm_terms: true, confirm_fee: true, confirm_settlement: true, total },
    }),
  );

export const declineAward = (id: number, reason: string) =>
  apiCall<null>(() =>
    api.POST('/api/v1/investor/pools/{id}/award/decline', { params: { path: { id } }, body: { reason } }),
  );
