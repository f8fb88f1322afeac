/**
 * The loan calls of the bank desk (DESIGN: POST /loans, GET and PATCH /loans/{id},
 * POST /loans/{id}/submit), sent through the CSRF-aware fetch of the typed client.
 */
import type { LoanValues } from '@/domain/loans/validate';
import type { LoanStatus } from '@/domain/loans/vocabulary';
import { API_ORIGIN } from './client';
import { AJAX_HEADERS, createCsrfFetch } from './csrf-fetch';
import { resultOf, settle, type ApiResult } from './api-result';

/** A loan as the API answers: the entered fields (money and percentages as decimal strings) and its state. */
export type Loan = { [K in keyof LoanValues]: LoanValues[K] | string | number | null } & {
  id: number;
  status: LoanStatus;
  version: number;
  remaining_term_months?: number | null;
  can?: Partial<Record<'edit' | 'submit' | 'list' | 'withdraw' | 'approve', boolean>>;
};

export interface PendingActionRef {
  id: number;
  action_type: string;
  status: string;
}

const send = createCsrfFetch({ baseUrl: API_ORIGIN, credentials: 'include' });

function call<T>(method: string, path: string, body?: unknown): Promise<ApiResult<T>> {
  return settle(async () => {
    const headers = new Headers(AJAX_HEADERS);
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    const request = new Request(`${API_ORIGIN || location.origin}/api/v1${path}`, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? null : JSON.stringify(body),
    });
    return resultOf<T>(await send(request));
  });
}

const unwrap = <T>(result: ApiResult<{ data: T } | T>): ApiResult<T> =>
  result.ok && result.data !== null && typeof result.data === 'object' && 'data' in result.data
    ? { ...result, data: (result.data as { data: T }).data }
    : (result as ApiResult<T>);

export const getLoan = async (id: string | number) => unwrap<Loan>(await call('GET', `/loans/${encodeURIComponent(id)}`));

export const createLoan = async (values: LoanValues) => unwrap<Loan>(await call('POST', '/loans', values));

/** 200 with the loan when edited directly (draft, rejected); 202 with a pending action otherwise. */
export const updateLoan = async (id: string | number, values: Partial<LoanValues>) =>
  unwrap<Loan | { pending_action: PendingActionRef }>(await call('PATCH', `/loans/${encodeURIComponent(id)}`, values));

export const submitLoan = (id: string | number) =>
  call<{ pending_action: PendingActionRef }>('POST', `/loans/${encodeURIComponent(id)}/submit`);
