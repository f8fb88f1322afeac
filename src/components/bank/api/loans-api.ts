/** The bank desk's calls: loans, their actions and history, pending-action decisions and the bank summary. */
import { api } from '@/lib/api/client';
import { apiCall } from '@/lib/api/api-result';
import type { BankSummary, ListingTerms, LoanDetail, LoanListAnswer, LoanListQuery, PendingAction, Revision } from './loan-types';

/** The list's query as the address holds it; names and values are the API's, which checks them. */
export const getLoans = (query: Record<string, string>) =>
  apiCall<LoanListAnswer>(() => api.GET('/api/v1/loans', { params: { query: query as unknown as LoanListQuery } }));

export const getLoan = (id: number) => apiCall<{ data: LoanDetail }>(() => api.GET('/api/v1/loans/{id}', { params: { path: { id } } }));

export const getLoanRevisions = (id: number) => apiCall<{ data: Revision[] }>(() => api.GET('/api/v1/loans/{id}/revisions', { params: { path: { id } } }));

export const requestLoanAction = (id: number, action: 'submit' | 'withdraw') =>
  apiCall<{ pending_action: PendingAction }>(() =>
    action === 'submit'
      ? api.POST('/api/v1/loans/{id}/submit', { params: { path: { id } } })
      : api.POST('/api/v1/loans/{id}/withdraw', { params: { path: { id } } }),
  );

export const requestListing = (id: number, terms: ListingTerms) =>
  apiCall<{ pending_action: PendingAction }>(() => api.POST('/api/v1/loans/{id}/list', { params: { path: { id } }, body: terms }));

export const approvePendingAction = (id: number) => apiCall<unknown>(() => api.POST('/api/v1/pending-actions/{id}/approve', { params: { path: { id } } }));

export const rejectPendingAction = (id: number, reason: string) =>
  apiCall<unknown>(() => api.POST('/api/v1/pending-actions/{id}/reject', { params: { path: { id } }, body: { reason } }));

export const getBankSummary = () => apiCall<{ data: BankSummary }>(() => api.GET('/api/v1/bank/summary', { params: { query: {} } }));
