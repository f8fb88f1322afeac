/** The bank's proposal calls: the list, counter, reject, accept, and the four-eyes decision on an acceptance. */
import { api } from '@/lib/api/client';
import { apiCall } from '@/lib/api/api-result';
import type { CounterTerms, Proposal, ProposalListQuery, ProposalPage } from './proposal-types';

/** The list's query as the address holds it; names and values are the API's, which checks them. */
export const getProposals = (query: Record<string, string>) =>
  apiCall<ProposalPage>(() => api.GET('/api/v1/proposals', { params: { query: query as unknown as ProposalListQuery } }));

export const counterProposal = (id: number, body: CounterTerms) =>
  apiCall<{ data: Proposal }>(() => api.POST('/api/v1/proposals/{id}/counter', { params: { path: { id } }, body }));

export const rejectProposal = (id: number, reason: string) =>
  apiCall<{ data: Proposal }>(() => api.POST('/api/v1/proposals/{id}/reject', { params: { path: { id } }, body: { reason } }));

export const acceptProposal = (id: number) => apiCall<{ data: { pending_action_id: number } }>(() => api.POST('/api/v1/proposals/{id}/accept', { params: { path: { id } } }));

export type Verdict = 'approve' | 'reject' | 'cancel';

/** A bank manager's verdict on a pending acceptance, or its maker withdrawing it. */
export function decideAcceptance(pendingActionId: number, verdict: Verdict, reason = '') {
  const path = { params: { path: { id: pendingActionId } } };
  if (verdict === 'approve') return apiCall<unknown>(() => api.POST('/api/v1/pending-actions/{id}/approve', path));
  if (verdict === 'cancel') return apiCall<unknown>(() => api.POST('/api/v1/pending-actions/{id}/cancel', path));
  return apiCall<unknown>(() => api.POST('/api/v1/pending-actions/{id}/reject', { ...path, body: { reason } }));
}
