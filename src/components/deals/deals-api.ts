/** The deal calls of both sides: the list, one deal, funds sent, settlement and the platform's cancellation request. */
import { api } from '@/lib/api/client';
import { apiCall } from '@/lib/api/api-result';
import type { DealDetail, DealPage } from './deal-types';

type Loose = {
  GET: (path: string, init?: object) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
  POST: (path: string, init?: object) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
};
const client = api as unknown as Loose;

export const getDeals = (query: Record<string, string>) => apiCall<DealPage>(() => client.GET('/api/v1/deals', { params: { query } }));

export const getDeal = (id: number) => apiCall<{ data: DealDetail }>(() => client.GET('/api/v1/deals/{id}', { params: { path: { id } } }));

export const markFundsSent = (id: number) => apiCall<{ data: DealDetail }>(() => client.POST('/api/v1/deals/{id}/funds-sent', { params: { path: { id } } }));

export const settleDeal = (id: number) => apiCall<{ data: DealDetail }>(() => client.POST('/api/v1/deals/{id}/settle', { params: { path: { id } } }));

export const requestDealCancellation = (id: number, reason: string) =>
  apiCall<{ data: { pending_action_id: number } }>(() => client.POST('/api/v1/deals/{id}/cancel', { params: { path: { id } }, body: { reason } }));
