/** The bank desk's calls: loans, their actions and history, pending-action decisions and the bank summary. */
import { api } from '@/lib/api/client';
import { call } from './call';
import type { BankSummary, ListingTerms, LoanDetail, LoanListAnswer, LoanListQuery, PendingAction, Revision } from './loan-types';

/** The list's query as the address holds it; names and values are the API's, which checks them. */
export const getLoans = (query: Record<string, string>) =>
  call<LoanListAnswer>(() => api.GET('/api/v1/loans', { params: { query: query as unknown as LoanListQuery } }));

export const getLoan = (id: number) => call<{ data: LoanDetail }>(() => api.GET('/api/v1/loans/{id}', { params: { path: { id } } }));

export const getLoanRevisions = (id: number) => call<{ data: Revision[] }>(() => api.GET('/api/v1/loans/{id}/revisions', { params: { path: { id } } }));

export const requestLoanAction = (id: number, action: 'submit' | 'withdraw') =>
  call<{ pending_action: PendingAction }>(() =>
    action === 'submit'
      ? api.POST('/api/v1/loans/{id}/submit', { params: { path: { id } } })
      : api.POST('/api/v1/loans/{id}/withdraw', { params: { path: { id } } }),
  );

export const requestListing = (id: number, terms: ListingTerms) =>
  call<{ pending_action: PendingAction }>(() => api.POST('/api/v1/loans/{id}/list', { params: { path: { id } }, body: terms }));

export const approvePendingAction = (id: number) => call<unknown>(() => api.POST('/api/v1/pending-actions/{id}/approve', { params: { path: { id } } }));

export const rejectPendingAction = (id: number, reason: string) =>
  call<unknown>(() => api.POST('/api/v1/pending-actions/{id}/reject', { params: { path: { id } }, body: { reason } }));

export const getBankSummary = () => call<{ data: BankSummary }>(() => api.GET('/api/v1/bank/summary', { params: { query: {} } }));
