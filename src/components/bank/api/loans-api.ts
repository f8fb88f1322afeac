/** The bank desk's calls: loans, their actions and history, pending-action decisions and the bank summary. */
import { api } from '@/lib/api/client';
import { call } from './call';
import type { BankSummary, ListingTerms, Loan, LoanDetail, PageMeta, PendingAction, Revision } from './loan-types';

// The routes are typed once the API's OpenAPI document includes them; until then the paths are
// called through this untyped view of the same client (cookies, XSRF header, 419 retry).
interface LooseClient {
  GET(path: string, init?: { params?: { path?: Record<string, unknown>; query?: Record<string, unknown> } }): Promise<{ data?: unknown; error?: unknown; response: Response }>;
  POST(path: string, init?: { params?: { path?: Record<string, unknown> }; body?: unknown }): Promise<{ data?: unknown; error?: unknown; response: Response }>;
}
const client = api as unknown as LooseClient;

export const getLoans = (query: Record<string, string>) =>
  call<{ data: Loan[]; meta: PageMeta }>(() => client.GET('/api/v1/loans', { params: { query } }));

export const getLoan = (id: number) => call<{ data: LoanDetail }>(() => client.GET('/api/v1/loans/{id}', { params: { path: { id } } }));

export const getLoanRevisions = (id: number) =>
  call<{ data: Revision[] }>(() => client.GET('/api/v1/loans/{id}/revisions', { params: { path: { id } } }));

type LoanAction = 'submit' | 'withdraw';

export const requestLoanAction = (id: number, action: LoanAction) =>
  call<{ pending_action: PendingAction }>(() => client.POST(`/api/v1/loans/{id}/${action}`, { params: { path: { id } } }));

export const requestListing = (id: number, terms: ListingTerms) =>
  call<{ pending_action: PendingAction }>(() => client.POST('/api/v1/loans/{id}/list', { params: { path: { id } }, body: terms }));

export const approvePendingAction = (id: number) =>
  call<{ data: PendingAction }>(() => client.POST('/api/v1/pending-actions/{id}/approve', { params: { path: { id } } }));

export const rejectPendingAction = (id: number, reason: string) =>
  call<{ data: PendingAction }>(() => client.POST('/api/v1/pending-actions/{id}/reject', { params: { path: { id } }, body: { reason } }));

export const getBankSummary = (bankId?: number) =>
  call<{ data: BankSummary }>(() => client.GET('/api/v1/bank/summary', { params: { query: bankId ? { bank_id: bankId } : {} } }));
