/** The bank desk's calls: loans, their actions and history, and the bank summary (pending actions are decided in maker-checker). */
import { api } from '@/lib/api/client';
import { apiCall } from '@/lib/api/api-result';
import type {
  BankSummary,
  ListingTerms,
  LoanDetail,
  LoanListAnswer,
  LoanListQuery,
  PendingAction,
  Revision,
} from './loan-types';

/** The list's query as the address holds it; names and values are the API's, which checks them. */
export const getLoans = (query: Record<string, string>) =>
  apiCall<LoanListAnswer>(() => api.GET('/api/v1/loans', { params: { query: query as unknown as LoanListQuery } }));

export const getLoan = (id: number) =>
  apiCall<{ data: LoanDetail }>(() => api.GET('/api/v1/loans/{id}', { params: { path: { id } } }));

export const getLoanRevisions = (id: number) =>
  apiCall<{ data: Revision[] }>(() => api.GET('/api/v1/loans/{id}/revisions', { params: { path: { id } } }));

export const requestLoanAction = (id: number, action: 'submit' | 'withdraw') =>
  apiCall<{ pending_action: PendingAction }>(() =>
    action === 'submit'
      ? api.POST('/api/v1/loans/{id}/submit', { params: { path: { id } } })
      : api.POST('/api/v1/loans/{id}/withdraw', { params: { path: { id } } }),
  );

export const requestListing = (id: number, terms: ListingTerms) =>
  apiCall<{ pending_action: PendingAction }>(() =>
    api.POST('/api/v1/loans/{id}/list', { params: { path: { id } }, body: terms }),
  );

export const getBankSummary = () =>
  apiCall<{ data: BankSummary }>(() => api.GET('/api/v1/bank/summary', { params: { query: {} } }));
