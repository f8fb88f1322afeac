/** The bank's proposal calls: the list, counter, reject, accept, and the four-eyes decision on an acceptance. */
import { api } from '@/lib/api/client';
import { apiCall } from '@/lib/api/api-result';
import type { Proposal, ProposalPage } from './proposal-types';

type Loose = {
  GET: (path: string, init?: object) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
  POST: (path: string, init?: object) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
};
const client = api as unknown as Loose;

/** The list's query as the address holds it; names and values are the API's, which checks them. */
export const getProposals = (query: Record<string, string>) => apiCall<ProposalPage>(() => client.GET('/api/v1/proposals', { params: { query } }));

export const counterProposal = (id: number, body: { price_pct: string; note?: string }) =>
  apiCall<{ data: Proposal }>(() => client.POST('/api/v1/proposals/{id}/counter', { params: { path: { id } }, body }));

export const rejectProposal = (id: number, reason: string) =>
  apiCall<{ data: Proposal }>(() => client.POST('/api/v1/proposals/{id}/reject', { params: { path: { id } }, body: { reason } }));

export const acceptProposal = (id: number) => apiCall<{ data: { pending_action_id: number } }>(() => client.POST('/api/v1/proposals/{id}/accept', { params: { path: { id } } }));

export type Verdict = 'approve' | 'reject' | 'cancel';

/** A bank manager's verdict on a pending acceptance, or its maker withdrawing it. */
export function decideAcceptance(pendingActionId: number, verdict: Verdict, reason = '') {
  const path = { params: { path: { id: pendingActionId } } };
  if (verdict === 'approve') return apiCall<unknown>(() => api.POST('/api/v1/pending-actions/{id}/approve', path));
  if (verdict === 'cancel') return apiCall<unknown>(() => api.POST('/api/v1/pending-actions/{id}/cancel', path));
  return apiCall<unknown>(() => api.POST('/api/v1/pending-actions/{id}/reject', { ...path, body: { reason } }));
}
