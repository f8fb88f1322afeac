/** Bank-desk helpers for the end-to-end tests: demo accounts, and loans made through the API as an officer would. */
import { request, type APIRequestContext } from '@playwright/test';
import { expect } from '../fixtures.ts';
import { DEMO_PASSWORD } from '../fixtures.ts';
import { VALID_LOAN } from '../../unit/domain/loans/valid-loan.ts';

export const NORTHWIND_OFFICER = 'officer@northwind.test';
export const NORTHWIND_MANAGER = 'manager@northwind.test';
export const PLATFORM_ADMIN = 'admin@dealledger.test';

const AJAX = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };

export interface ApiSession {
  post(path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }>;
  dispose(): Promise<void>;
}

/** A signed-in API session of its own (not the page's), for setting the scene. */
export async function apiAs(email: string): Promise<ApiSession> {
  const context: APIRequestContext = await request.newContext({ baseURL: process.env['E2E_BASE_URL'] });
  expect((await context.get('/sanctum/csrf-cookie')).status()).toBe(204);
  const xsrf = async () =>
    decodeURIComponent(
      (await context.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '',
    );
  const login = await context.post('/api/v1/auth/login', {
    data: { email, password: DEMO_PASSWORD },
    headers: { ...AJAX, 'X-XSRF-TOKEN': await xsrf() },
  });
  expect(login.status(), `sign in as ${email}`).toBe(200);
  return {
    async post(path, body) {
      const answer = await context.post(`/api/v1${path}`, {
        data: body ?? {},
        headers: { ...AJAX, 'X-XSRF-TOKEN': await xsrf() },
      });
      return { status: answer.status(), body: (await answer.json().catch(() => ({}))) as Record<string, unknown> };
    },
    dispose: () => context.dispose(),
  };
}

/** A reference no other test and no seed uses. */
export const uniqueRef = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

/** Creates a draft loan; `n` varies its principal and rate so sorting has something to order. */
export async function createDraftLoan(officer: ApiSession, loanRef: string, n = 0): Promise<number> {
  const principal = `${200000 + n * 1000}.00`;
  const answer = await officer.post('/loans', {
    ...VALID_LOAN,
    loan_ref: loanRef,
    current_principal: principal,
    interest_rate_pct: `${(3 + (n % 10) / 10).toFixed(2)}`,
  });
  expect(answer.status, `create ${loanRef}: ${JSON.stringify(answer.body)}`).toBe(201);
  return (answer.body['data'] as { id: number }).id;
}
