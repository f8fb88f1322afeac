/** The deal calls of both sides: the list, one deal, funds sent, settlement and the platform's cancellation request. */
import { api } from '@/lib/api/client';
import { apiCall } from '@/lib/api/api-result';
import type { DealDetail, DealLinePage, DealListQuery, DealPage } from './deal-types';

export type DealLine = DealLinePage['data'][number];

/** The list's query as the address holds it; names and values are the API's, which checks them. */
export const getDeals = (query: Record<string, string>) =>
  apiCall<DealPage>(() => api.GET('/api/v1/deals', { params: { query: query as unknown as DealListQuery } }));

export const getDeal = (id: number) =>
  apiCall<{ data: DealDetail }>(() => api.GET('/api/v1/deals/{id}', { params: { path: { id } } }));

export const markFundsSent = (id: number) =>
  apiCall<{ data: DealDetail }>(() => api.POST('/api/v1/deals/{id}/funds-sent', { params: { path: { id } } }));

export const settleDeal = (id: number) =>
  apiCall<{ data: DealDetail }>(() => api.POST('/api/v1/deals/{id}/settle', { params: { path: { id } } }));

export const requestDealCancellation = (id: number, reason: string) =>
  apiCall<{ data: { pending_action_id: number } }>(() =>
    api.POST('/api/v1/deals/{id}/cancel', { params: { path: { id } }, body: { reason } }),
  );

export const getDealLines = (id: number, page: number, perPage: 25 | 50 | 100) =>
  apiCall<DealLinePage>(() =>
    api.GET('/api/v1/deals/{id}/lines', { params: { path: { id }, query: { page, per_page: perPage } } }),
  );
