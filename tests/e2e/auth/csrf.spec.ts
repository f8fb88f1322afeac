/** A stale CSRF token is renewed by exactly one refresh and one retry (spec sections 7 and 8). */
import { test, expect } from '../fixtures.ts';
import { uniqueEmail } from './auth-pages.ts';
import { DEMO } from '../../support/demo-people.ts';

function countRequests(page: import('@playwright/test').Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    seen.push(`${request.method()} ${url.pathname}`);
  });
  return (key: string) => seen.filter((entry) => entry === key).length;
}

async function spoilXsrfCookie(page: import('@playwright/test').Page) {
  const baseUrl = process.env['E2E_BASE_URL']!;
  await page.context().addCookies([{ name: 'XSRF-TOKEN', value: 'expired-token', url: baseUrl }]);
}

test('a form sent with an expired token succeeds after one refresh and one retry', async ({ page }) => {
  await page.goto('/auth/forgot-password');
  await page.request.get('/sanctum/csrf-cookie');
  await spoilXsrfCookie(page);
  const count = countRequests(page);

  await page.getByLabel('E-mail address').fill(uniqueEmail('csrf'));
  await page.getByRole('button', { name: 'Send reset link' }).click();

  await expect(page.getByRole('status')).toHaveText('We have emailed your password reset link.');
  expect(count('POST /api/v1/password/email')).toBe(2);
  expect(count('GET /sanctum/csrf-cookie')).toBe(1);
});

test('a signed-in user whose token went stale can still sign out', async ({ page, signIn }) => {
  await signIn(page, DEMO.unverified.email);
  await page.goto('/auth/verify-email');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await spoilXsrfCookie(page);
  const count = countRequests(page);
  const logout = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/logout') && response.status() === 204,
  );

  await page.getByRole('button', { name: 'Sign out' }).click();

  await logout;
  await page.waitForURL((url) => url.pathname === '/auth/login');
  expect(count('POST /api/v1/logout')).toBe(2);
  expect(count('GET /sanctum/csrf-cookie')).toBe(1);
});

test('a request refused twice is not tried a third time, and the refusal is shown', async ({ page }) => {
  await page.route('**/api/v1/password/email', (route) =>
    route.fulfill({
      status: 419,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'CSRF token mismatch.' }),
    }),
  );
  await page.goto('/auth/forgot-password');
  await page.request.get('/sanctum/csrf-cookie');
  const count = countRequests(page);

  await page.getByLabel('E-mail address').fill(uniqueEmail('csrf-twice'));
  await page.getByRole('button', { name: 'Send reset link' }).click();

  await expect(page.getByRole('alert')).toHaveText('CSRF token mismatch.');
  expect(count('POST /api/v1/password/email')).toBe(2);
  expect(count('GET /sanctum/csrf-cookie')).toBe(1);
});
