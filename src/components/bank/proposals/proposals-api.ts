/** The bank's proposal calls: the list, counter, reject and accept (the acceptance is then decided as a pending action). */
import { api } from '@/lib/api/client';
import { apiCall } from '@/lib/api/api-result';
import type { CounterTerms, Proposal, ProposalListQuery, ProposalPage } from './proposal-types';

/** The list's query as the address holds it; names and values are the API's, which checks them. */
export const getProposals = (query: Record<string, string>) =>
  apiCall<ProposalPage>(() =>
    api.GET('/api/v1/proposals', { params: { query: query as unknown as ProposalListQuery } }),
  );

export const counterProposal = (id: number, body: CounterTerms) =>
  apiCall<{ data: Proposal }>(() => api.POST('/api/v1/proposals/{id}/counter', { params: { path: { id } }, body }));

export const rejectProposal = (id: number, reason: string) =>
  apiCall<{ data: Proposal }>(() =>
    api.POST('/api/v1/proposals/{id}/reject', { params: { path: { id } }, body: { reason } }),
  );

export const acceptProposal = (id: number) =>
  apiCall<{ data: { pending_action_id: number } }>(() =>
    api.POST('/api/v1/proposals/{id}/accept', { params: { path: { id } } }),
  );
