/** Playwright fixtures: the base URL of the server the global setup started, and signing in through the API. */
import { test as base, expect, type Page } from '@playwright/test';
import { clientAddressHeaders } from './support/client-address.ts';

export const DEMO_PASSWORD = 'Password123!';

async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const request = page.context().request;
  const csrf = await request.get('/sanctum/csrf-cookie');
  expect(csrf.status(), 'GET /sanctum/csrf-cookie').toBe(204);
  const cookies = await page.context().cookies();
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const login = await request.post('/api/v1/auth/login', {
    data: { email, password },
    headers: {
      'X-XSRF-TOKEN': decodeURIComponent(xsrf),
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
    },
  });
  expect(login.status(), `sign in as ${email}`).toBe(200);
}

export const test = base.extend<{ signIn: (page: Page, email: string, password?: string) => Promise<void> }>({
  baseURL: async ({}, use) => {
    await use(process.env['E2E_BASE_URL']);
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, ...clientAddressHeaders(testInfo) });
  },
  signIn: async ({}, use) => {
    await use(signIn);
  },
});

export { expect };
