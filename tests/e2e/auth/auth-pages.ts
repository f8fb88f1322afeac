/** Helpers for the auth end-to-end specs: filling the sign-in form, unique addresses, an account made through the API. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../support/demo-people.ts';
import { apiHeaders } from '../support/api-session.ts';

export async function signInThroughForm(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

/** Creates an account through the API (not signed in: that waits for the user) and returns its address. */
export async function registerThroughApi(
  request: APIRequestContext,
  prefix: string,
  password: string,
): Promise<string> {
  const email = uniqueEmail(prefix);
  const response = await request.post('/api/v1/auth/register', {
    data: { name: 'Test Person', email, password, password_confirmation: password },
    headers: await apiHeaders(request),
  });
  expect(response.status(), await response.text()).toBe(202);
  return email;
}

export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** The page has passed the guard: nothing is hidden any more. */
export async function expectGuardPassed(page: Page): Promise<void> {
  await expect(page.locator('html')).not.toHaveAttribute('data-guard', 'pending');
  await expect(page.locator('main')).toBeVisible();
}
