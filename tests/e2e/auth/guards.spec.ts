/** The navigation guard on real pages: sign-in with the way back, access denied, guest-only pages, no flash. */
import { test, expect } from '../fixtures.ts';
import { expectGuardPassed, pathOf, signInThroughForm } from './auth-pages.ts';
import { DEMO } from '../../support/demo-people.ts';

test('a guest opening the user list signs in and comes back to it', async ({ page }) => {
  await page.goto('/app/admin/users');
  await page.waitForURL((url) => url.pathname === '/auth/login');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/app/admin/users');
  await signInThroughForm(page, DEMO.superAdmin.email);
  await page.waitForURL((url) => url.pathname === '/app/admin/users');
  await expect(page).toHaveTitle(/Manage Users/);
  await expectGuardPassed(page);
});

test('a bank officer opening a batch lands on access denied', async ({ page, signIn }) => {
  await signIn(page, DEMO.northwindOfficer.email);
  await page.goto('/app/bank/mortgages/batch/1');
  await page.waitForURL((url) => url.pathname === '/app/unauthorized');
  await expect(page).toHaveTitle(/Access denied/);
});

test('a bank manager may open the same batch page', async ({ page, signIn }) => {
  await signIn(page, DEMO.northwindManager.email);
  await page.goto('/app/bank/mortgages/batch/1');
  await expectGuardPassed(page);
  expect(pathOf(page)).toBe('/app/bank/mortgages/batch/1');
});

test('an investor signing in for an admin page goes to their own home instead', async ({ page }) => {
  await page.goto('/auth/login?redirect=%2Fapp%2Fadmin%2Fusers');
  await signInThroughForm(page, DEMO.bluewaterAnalyst.email);
  await page.waitForURL((url) => url.pathname === '/app/investor/main-dashboard');
});

test('a redirect to another site is ignored', async ({ page }) => {
  await page.goto('/auth/login?redirect=%2F%2Fevil.example%2Fapp');
  await signInThroughForm(page, DEMO.harborManager.email);
  await page.waitForURL((url) => url.pathname === '/app/bank/dashboard');
  expect(new URL(page.url()).host).toBe(new URL(process.env['E2E_BASE_URL']!).host);
});

test('a signed-in user opening the sign-in page goes to the dashboard', async ({ page, signIn }) => {
  await signIn(page, DEMO.newcomer.email);
  await page.goto('/auth/login');
  await page.waitForURL((url) => url.pathname === '/app/dashboard');
});

test('a user without a verified e-mail is held on the notice', async ({ page, signIn }) => {
  await signIn(page, DEMO.unverified.email);
  await page.goto('/app/dashboard');
  await page.waitForURL((url) => url.pathname === '/auth/verify-email');
  await expect(page.getByRole('button', { name: 'Send the link again' })).toBeVisible();
});

test('a protected page shows nothing until the guard has decided', async ({ page, signIn }) => {
  await signIn(page, DEMO.superAdmin.email);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/user', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/app/admin/users', { waitUntil: 'load' });
  await expect(page.locator('html')).toHaveAttribute('data-guard', 'pending');
  await expect(page.locator('main')).toBeHidden();
  release();
  await expectGuardPassed(page);
});

test('signing out clears the session and opens the sign-in page', async ({ page }) => {
  await page.goto('/auth/login');
  await signInThroughForm(page, DEMO.unverified.email);
  await page.waitForURL((url) => url.pathname === '/auth/verify-email');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL((url) => url.pathname === '/auth/login');
  await page.goto('/app/dashboard');
  await page.waitForURL((url) => url.pathname === '/auth/login');
});
