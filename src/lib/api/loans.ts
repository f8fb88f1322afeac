/** The loan calls of the loan form, typed by the API's OpenAPI document. */
import type { LoanValues } from '@/domain/loans/validate';
import { api } from './client';
import { apiData, apiResult } from './api-result';
import type { paths } from './schema';

/** A loan as GET /loans/{id} answers it: the entered fields, its status, what the viewer may do. */
export type Loan = paths['/api/v1/loans/{id}']['get']['responses'][200]['content']['application/json']['data'];

export const getLoan = (id: number) => apiData(() => api.GET('/api/v1/loans/{id}', { params: { path: { id } } }));

export const createLoan = (values: LoanValues) => apiData(() => api.POST('/api/v1/loans', { body: values }));

/** 200 with the loan when edited directly (draft, rejected); 202 with a pending action otherwise. */
export const updateLoan = (id: number, values: Partial<LoanValues>) =>
  apiResult(() => api.PATCH('/api/v1/loans/{id}', { params: { path: { id } }, body: values }));

export const submitLoan = (id: number) =>
  apiResult(() => api.POST('/api/v1/loans/{id}/submit', { params: { path: { id } } }));
