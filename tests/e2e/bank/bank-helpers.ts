/** Bank-desk helpers for the end-to-end tests: loans made through the API as an officer would. */
import { expect } from '../fixtures.ts';
import type { ApiSession } from '../support/api-session.ts';
import { VALID_LOAN_ROW } from '../../support/valid-loan.ts';

/** A reference no other test and no seed uses. */
export const uniqueRef = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

/** Creates a draft loan; `n` varies its principal and rate so sorting has something to order. */
export async function createDraftLoan(officer: ApiSession, loanRef: string, n = 0): Promise<number> {
  const principal = `${200000 + n * 1000}.00`;
  const answer = await officer.post('/loans', {
    ...VALID_LOAN_ROW,
    loan_ref: loanRef,
    current_principal: principal,
    interest_rate_pct: `${(3 + (n % 10) / 10).toFixed(2)}`,
  });
  expect(answer.status, `create ${loanRef}: ${JSON.stringify(answer.body)}`).toBe(201);
  return (answer.body['data'] as { id: number }).id;
}
