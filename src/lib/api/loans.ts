/**
 * The loan calls of the bank desk (POST /loans, GET and PATCH /loans/{id},
 * POST /loans/{id}/submit).
 */
import type { LoanValues } from '@/domain/loans/validate';
import type { LoanStatus } from '@/domain/loans/vocabulary';
import { jsonCall, unwrapData } from './json-call';

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

const loanPath = (id: string | number) => `/loans/${encodeURIComponent(id)}`;

export const getLoan = async (id: string | number) => unwrapData<Loan>(await jsonCall('GET', loanPath(id)));

export const createLoan = async (values: LoanValues) => unwrapData<Loan>(await jsonCall('POST', '/loans', values));

/** 200 with the loan when edited directly (draft, rejected); 202 with a pending action otherwise. */
export const updateLoan = async (id: string | number, values: Partial<LoanValues>) =>
  unwrapData<Loan | { pending_action: PendingActionRef }>(await jsonCall('PATCH', loanPath(id), values));

export const submitLoan = (id: string | number) => jsonCall<{ pending_action: PendingActionRef }>('POST', `${loanPath(id)}/submit`);
