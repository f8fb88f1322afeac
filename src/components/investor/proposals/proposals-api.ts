/** The investor's proposal calls: list, read, propose, revise, withdraw, accept a counter, accept finally. */
import { api } from '@/lib/api/client';
import { apiCall } from '@/lib/api/api-result';
import type { ProposalDetail, ProposalListAnswer, ProposalListQuery, ProposalTermsBody } from './proposal-types';

/** The list's query as the address holds it; names and values are the API's, which checks them. */
export const getProposals = (query: Record<string, string>) =>
  apiCall<ProposalListAnswer>(() =>
    api.GET('/api/v1/proposals', { params: { query: query as unknown as ProposalListQuery } }),
  );

export const getProposal = (id: number) =>
  apiCall<{ data: ProposalDetail }>(() => api.GET('/api/v1/proposals/{id}', { params: { path: { id } } }));

/** `investorId` names the organisation to act for, needed only by someone in several. */
export const createProposal = (loanId: number, terms: ProposalTermsBody, investorId?: number) =>
  apiCall<{ data: ProposalDetail }>(() =>
    api.POST('/api/v1/proposals', {
      body: { loan_id: loanId, ...terms, ...(investorId ? { investor_id: investorId } : {}) },
    }),
  );

export const reviseProposal = (id: number, terms: ProposalTermsBody, version: number) =>
  apiCall<{ data: ProposalDetail }>(() =>
    api.PATCH('/api/v1/proposals/{id}', { params: { path: { id } }, body: { ...terms, version } }),
  );

export const withdrawProposal = (id: number) =>
  apiCall<unknown>(() => api.POST('/api/v1/proposals/{id}/withdraw', { params: { path: { id } } }));

export const acceptCounter = (id: number) =>
  apiCall<unknown>(() => api.POST('/api/v1/proposals/{id}/accept-counter', { params: { path: { id } } }));

export const finalAccept = (id: number, terms: { price_pct: string; amount: string }) =>
  apiCall<{ data: { id: number } }>(() =>
    api.POST('/api/v1/proposals/{id}/final-accept', {
      params: { path: { id } },
      body: { confirm_terms: true, confirm_fee: true, confirm_settlement: true, ...terms },
    }),
  );
