/**
 * User administration by the super_admin: a new user with a bank role is mailed a set-password
 * link, and an edit of their name and role shows in the list (deactivating oneself: admin/early-checks.spec.ts).
 * Each run makes its own user, so the tests repeat cleanly.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { latestMailTo } from '../support/mailbox.ts';
import { DEMO } from '../../support/demo-people.ts';

const ADMIN = DEMO.superAdmin.email;

test.describe.configure({ timeout: 90_000 });

async function openFromList(page: Page, search: string, name: string | RegExp): Promise<void> {
  await page.goto(`/app/admin/users?search=${encodeURIComponent(search)}`);
  await page.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/app\/admin\/users\/\d+\/edit$/);
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeEnabled();
}

test('a super_admin creates a bank officer, who is mailed a set-password link, then renames them and makes them a manager', async ({
  page,
  signIn,
}) => {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `erin.${unique}@example.test`;
  const name = `Erin E2E ${unique}`;
  await signIn(page, ADMIN);

  await page.goto('/app/admin/users');
  await page.getByRole('link', { name: 'New user' }).click();
  await expect(page).toHaveURL(/\/app\/admin\/users\/create$/);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Add a role' }).click();
  const row = page.locator('[data-role-row="0"]');
  await row.getByLabel('Organisation', { exact: true }).selectOption({ label: 'Northwind Bank' });
  await row.getByLabel('Role', { exact: true }).selectOption({ label: 'Bank officer' });
  const asked = new Date();
  await page.getByRole('button', { name: 'Create user' }).click();

  await expect(page).toHaveURL(/\/app\/admin\/users$/);
  await expect(page.getByText(`A set-password e-mail was sent to ${email}.`)).toBeVisible();
  const mail = await latestMailTo(process.env['E2E_DATA_DIR']!, email, { after: asked });
  expect(mail.subject).toBe('Set your DealLedger password');
  expect(mail.links.some((link) => link.includes('/auth/reset-password'))).toBe(true);

  await openFromList(page, email, name);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
  await page.getByLabel('Name', { exact: true }).fill(`${name} Renamed`);
  await row.getByLabel('Role', { exact: true }).selectOption({ label: 'Bank manager' });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved')).toBeVisible();

  await page.goto(`/app/admin/users?search=${encodeURIComponent(email)}`);
  const listed = page.getByRole('row').filter({ has: page.getByRole('link', { name: `${name} Renamed` }) });
  await expect(listed).toContainText('Bank manager');
  await expect(listed).toContainText('Northwind Bank');
  await expect(listed).not.toContainText('Bank officer');
});
