/** The loan calls of the loan form, typed by the API's OpenAPI document. */
import type { LoanValues } from '@/domain/loans/validate';
import { api } from './client';
import { fieldErrorsOf, serverMessage } from './auth-errors';
import { settle, type ApiResult } from './api-result';
import type { paths } from './schema';

type LoanPath = paths['/api/v1/loans/{id}'];
/** A loan as GET /loans/{id} answers it: the entered fields, its status, what the viewer may do. */
export type Loan = LoanPath['get']['responses'][200]['content']['application/json']['data'];
export type PendingActionRef = paths['/api/v1/loans/{id}/submit']['post']['responses'][202]['content']['application/json']['pending_action'];

interface Answer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

function resultOf<T>(answer: Answer<T>): ApiResult<T> {
  const { data, error, response } = answer;
  if (response.ok) return { ok: true, status: response.status, data: data as T };
  return { ok: false, status: response.status, message: serverMessage(error), fieldErrors: fieldErrorsOf(error) };
}

const unwrap = async <T>(send: () => Promise<Answer<{ data: T }>>): Promise<ApiResult<T>> => {
  const result = await settle(async () => resultOf(await send()));
  return result.ok ? { ...result, data: result.data.data } : result;
};

export const getLoan = (id: number) => unwrap(() => api.GET('/api/v1/loans/{id}', { params: { path: { id } } }));

export const createLoan = (values: LoanValues) => unwrap(() => api.POST('/api/v1/loans', { body: values }));

/** 200 with the loan when edited directly (draft, rejected); 202 with a pending action otherwise. */
export const updateLoan = (id: number, values: Partial<LoanValues>) =>
  settle(async () => resultOf(await api.PATCH('/api/v1/loans/{id}', { params: { path: { id } }, body: values })));

export const submitLoan = (id: number) =>
  settle(async () => resultOf(await api.POST('/api/v1/loans/{id}/submit', { params: { path: { id } } })));
