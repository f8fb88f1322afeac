/** Playwright fixtures: the base URL of the server the global setup started, and signing in through the API. */
import { test as base, expect, type Page } from '@playwright/test';
import { signInThroughApi } from './support/api-session.ts';
import { clientAddressHeaders } from './support/client-address.ts';

export const test = base.extend<{ signIn: (page: Page, email: string, password?: string) => Promise<void> }>({
  baseURL: async ({}, use) => {
    await use(process.env['E2E_BASE_URL']);
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, ...clientAddressHeaders(testInfo) });
  },
  signIn: async ({}, use) => {
    await use((page, email, password) => signInThroughApi(page.context().request, email, password));
  },
});

export { expect };
