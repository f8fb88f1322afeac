/** Every demo account signs in through the form and lands on the home its role gives it. */
import { test, expect } from '../fixtures.ts';
import { expectGuardPassed, signInThroughForm } from './auth-pages.ts';
import { DEMO, DEMO_PASSWORD } from '../../support/demo-people.ts';

const ACCOUNTS: [email: string, path: string, title: RegExp][] = [
  [DEMO.superAdmin.email, '/app/admin', /Admin Dashboard/],
  [DEMO.adminMaker.email, '/app/admin', /Admin Dashboard/],
  [DEMO.adminChecker.email, '/app/admin', /Admin Dashboard/],
  [DEMO.northwindOfficer.email, '/app/bank/dashboard', /Bank Dashboard/],
  [DEMO.northwindManager.email, '/app/bank/dashboard', /Bank Dashboard/],
  [DEMO.harborOfficer.email, '/app/bank/dashboard', /Bank Dashboard/],
  [DEMO.harborManager.email, '/app/bank/dashboard', /Bank Dashboard/],
  [DEMO.summitAnalyst.email, '/app/investor/main-dashboard', /Investor Dashboard/],
  [DEMO.summitDirector.email, '/app/investor/main-dashboard', /Investor Dashboard/],
  [DEMO.bluewaterAnalyst.email, '/app/investor/main-dashboard', /Investor Dashboard/],
  [DEMO.bluewaterDirector.email, '/app/investor/main-dashboard', /Investor Dashboard/],
  [DEMO.newcomer.email, '/app/dashboard', /Dashboard/],
];

test.describe('signing in as a demo account', () => {
  for (const [email, path, title] of ACCOUNTS) {
    test(`${email} lands on ${path}`, async ({ page }) => {
      await page.goto('/auth/login');
      await signInThroughForm(page, email);
      await page.waitForURL((url) => url.pathname === path);
      await expect(page).toHaveTitle(title);
      await expectGuardPassed(page);
    });
  }

  test(`${DEMO.unverified.email} lands on the verify-e-mail notice`, async ({ page }) => {
    await page.goto('/auth/login');
    await signInThroughForm(page, DEMO.unverified.email);
    await page.waitForURL((url) => url.pathname === '/auth/verify-email');
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your e-mail address' })).toBeVisible();
    await expect(page.getByText(`We sent a verification link to ${DEMO.unverified.email}.`)).toBeVisible();
  });
});

test.describe('the sign-in form', () => {
  test('shows the server message under the e-mail field for a wrong password', async ({ page }) => {
    await page.goto('/auth/login');
    await signInThroughForm(page, DEMO.summitAnalyst.email, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('These credentials do not match our records.');
    await expect(page.getByLabel('E-mail address')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('E-mail address')).toHaveAccessibleDescription(
      'These credentials do not match our records.',
    );
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('checks the fields before calling the API', async ({ page }) => {
    const logins: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/auth/login')) logins.push(request.url());
    });
    await page.goto('/auth/login');
    await page.getByLabel('E-mail address').fill('not-an-address');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('The email field must be a valid email address.')).toBeVisible();
    await expect(page.getByText('The password field is required.')).toBeVisible();
    await expect(page.getByLabel('E-mail address')).toBeFocused();
    expect(logins).toEqual([]);
  });

  test('keeps what was typed before the form became interactive', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_astro/LoginForm*.js', async (route) => {
      await held;
      await route.continue();
    });
    // The form's script is held, and the document waits for it: the fields are there as soon as it arrives.
    await page.goto('/auth/login', { waitUntil: 'commit' });
    await page.getByLabel('E-mail address').fill(DEMO.northwindManager.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeDisabled();
    release();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/app/bank/dashboard');
  });

  test('is usable on a 390px phone with the keyboard alone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/auth/login');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
    await page.getByLabel('E-mail address').focus();
    await page.keyboard.type(DEMO.summitDirector.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/app/investor/main-dashboard');
  });
});
