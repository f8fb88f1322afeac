/** The public pages: the homepage's ways in, and every auth page readable on a phone and free of serious axe findings. */
import { test, expect } from '../fixtures.ts';
import { expectNoAxeFindings } from '../support/axe.ts';
import { DEMO } from '../../support/demo-people.ts';

test('the homepage says what DealLedger is and leads to sign-in, sign-up and onboarding', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'The marketplace for whole mortgage loans between banks and investors.',
  );
  await expect(page.getByRole('heading', { name: 'For banks' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'For investors' })).toBeVisible();
  await page.getByRole('link', { name: 'Onboard your organisation' }).click();
  await page.waitForURL((url) => url.pathname === '/onboard');
  await page.goBack();
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/auth/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.waitForURL((url) => url.pathname === '/auth/register');
});

const PAGES = [
  '/',
  '/auth/login',
  '/auth/register',
  '/auth/forgot-password',
  '/auth/reset-password?token=t&email=a%40b.test',
  '/onboard',
];

for (const path of PAGES) {
  test(`${path} fits a 390px phone and has no serious accessibility problem`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'horizontal scrolling').toBeLessThanOrEqual(0);
    await expectNoAxeFindings(page, { seriousOnly: true });
  });
}

test('the verify-e-mail notice fits a phone and has no serious accessibility problem', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.unverified.email);
  await page.goto('/auth/verify-email');
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your e-mail address' })).toBeVisible();
  await expectNoAxeFindings(page, { seriousOnly: true });
});
