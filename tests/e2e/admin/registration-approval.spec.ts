/**
 * A guest's registration request through four eyes on the admin screens: the platform maker
 * proposes approving it, the checker confirms, the request shows approved, and the contact,
 * now the new organisation's manager, sets a password from the mailed link, signs in and lands
 * on the investor dashboard. Each run onboards its own request, so the test repeats cleanly.
 * (The /onboard form itself is driven in tests/e2e/auth/onboarding.spec.ts.)
 */
import type { Browser, Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { registerInvestor } from '../support/guest-registration.ts';
import { latestMailTo } from '../support/mailbox.ts';
import { DEMO } from '../../support/demo-people.ts';

type SignIn = (page: Page, email: string) => Promise<void>;
const MAKER = DEMO.adminMaker.email;
const CHECKER = DEMO.adminChecker.email;
const NEW_PASSWORD = 'amber-harbour-lantern-2031';

test.describe.configure({ timeout: 180_000 });

async function pageAs(browser: Browser, signIn: SignIn, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

async function openRequest(page: Page, name: string): Promise<void> {
  await page.goto('/app/admin/registration-requests');
  await page.getByRole('search').getByLabel('Search').fill(name);
  await page.getByRole('search').getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/search=/);
  await page.getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { name: new RegExp(name) })).toBeVisible();
}

test('the maker proposes approving a guest’s request, the checker confirms, and the new manager sets a password and signs in', async ({
  browser,
  signIn,
}) => {
  const { name, contact } = await registerInvestor('Aurora');
  const maker = await pageAs(browser, signIn, MAKER);
  const checker = await pageAs(browser, signIn, CHECKER);

  await openRequest(maker, name);
  await expect(maker.getByRole('link', { name: 'articles.pdf' })).toBeVisible();
  await maker.getByRole('button', { name: 'Approve request' }).click();
  await maker.getByRole('dialog').getByRole('button', { name: 'Propose approval' }).click();
  await expect(maker.locator('[data-pending-action]')).toContainText('proposed to approve');
  await expect(maker.getByRole('button', { name: 'Confirm the decision' })).toHaveCount(0);

  await openRequest(checker, name);
  await expect(checker.locator('[data-pending-action]')).toContainText('proposed to approve');
  await checker.getByRole('button', { name: 'Confirm the decision' }).click();
  await checker.getByRole('dialog').getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(checker.locator('header [data-status]')).toHaveText('Approved');
  await expect(checker.locator('[data-pending-action]')).toHaveCount(0);

  await checker.goto('/app/admin/registration-requests?status=approved');
  await expect(checker.getByRole('link', { name })).toBeVisible();

  const mail = await latestMailTo(process.env['E2E_DATA_DIR']!, contact, { linkTo: '/auth/reset-password' });
  const manager = await (await browser.newContext()).newPage();
  await manager.goto(mail.links.find((link) => new URL(link).pathname === '/auth/reset-password')!);
  await manager.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await manager.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await manager.getByRole('button', { name: 'Reset password' }).click();
  await expect(manager.getByRole('status')).toHaveText('Your password has been reset.');
  await manager.getByRole('link', { name: 'Sign in with your new password' }).click();
  await manager.getByLabel('E-mail address').fill(contact);
  await manager.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await manager.getByRole('button', { name: 'Sign in', exact: true }).click();
  await manager.waitForURL((url) => url.pathname === '/app/investor/main-dashboard');
  await expect(manager).toHaveTitle(/Investor Dashboard/);
});
