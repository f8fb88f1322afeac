/**
 * An organisation's edit through four eyes and the revision it leaves: the platform maker renames
 * it on the edit screen, the checker approves the change on the organisation's page, its history
 * links to the new revision, and the revision page shows the name before and after. Each run
 * makes its own organisation (onboarded and approved through the API), so the test repeats cleanly.
 */
import type { Browser, Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { DEMO } from '../../support/demo-people.ts';
import { apiAs } from '../support/api-session.ts';
import { registerInvestor } from '../support/guest-registration.ts';

type SignIn = (page: Page, email: string) => Promise<void>;
const MAKER = DEMO.adminMaker.email;
const CHECKER = DEMO.adminChecker.email;

test.describe.configure({ timeout: 180_000 });

/** A new investor: a guest's registration request, approved through four eyes; returns its id and name. */
async function freshInvestor(): Promise<{ id: number; name: string }> {
  const { name } = await registerInvestor('Borealis');

  const maker = await apiAs(MAKER);
  const checker = await apiAs(CHECKER);
  const listed = await (
    await maker.context.get(`/api/v1/registration-requests?search=${encodeURIComponent(name)}`, {
      headers: await maker.headers(),
    })
  ).json();
  const requestId: number = listed.data[0].id;
  const proposed = await maker.context.post(`/api/v1/registration-requests/${requestId}/approve`, {
    headers: await maker.headers(),
  });
  expect(proposed.status(), await proposed.text()).toBe(202);
  const approved = await checker.context.post(
    `/api/v1/pending-actions/${(await proposed.json()).pending_action.id}/approve`,
    { headers: await checker.headers() },
  );
  expect(approved.status(), await approved.text()).toBe(200);
  const detail = await (
    await checker.context.get(`/api/v1/registration-requests/${requestId}`, { headers: await checker.headers() })
  ).json();
  await maker.context.dispose();
  await checker.context.dispose();
  return { id: detail.data.entity_id, name };
}

async function pageAs(browser: Browser, signIn: SignIn, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

test('the maker renames an organisation, the checker approves, and its revision shows the name before and after', async ({
  browser,
  signIn,
}) => {
  const { id, name } = await freshInvestor();
  const renamed = `${name} Renamed`;
  const maker = await pageAs(browser, signIn, MAKER);
  const checker = await pageAs(browser, signIn, CHECKER);

  await maker.goto(`/app/admin/entities/investor/${id}/edit`);
  const nameField = maker.getByLabel('Name', { exact: true });
  await expect(nameField).toHaveValue(name);
  await expect(nameField).toBeEnabled();
  await nameField.fill(renamed);
  await maker.getByRole('button', { name: 'Propose edit' }).click();
  await maker.getByRole('dialog').getByRole('button', { name: 'Propose edit' }).click();
  await expect(maker).toHaveURL(new RegExp(`/app/admin/entities/investor/${id}$`));
  await expect(maker.locator('[data-pending-action]')).toContainText(
    'Organisation change proposed by Max Maker waits for a checker.',
  );
  await expect(maker.getByRole('button', { name: 'Approve change' })).toHaveCount(0);

  await checker.goto(`/app/admin/entities/investor/${id}`);
  const banner = checker.locator('[data-pending-action]');
  await expect(banner.locator('tr[data-field="name"]')).toContainText(renamed);
  await expect(banner.getByRole('button', { name: 'Approve change' })).toBeEnabled();
  await banner.getByRole('button', { name: 'Approve change' }).click();
  await checker.getByRole('dialog').getByRole('button', { name: 'Approve change' }).click();
  await expect(checker.getByRole('heading', { level: 2, name: renamed })).toBeVisible();
  await expect(checker.locator('[data-pending-action]')).toHaveCount(0);

  await checker.getByRole('link', { name: 'Version 2' }).click();
  await expect(checker).toHaveURL(/\/app\/admin\/revisions\/\d+$/);
  const row = checker.locator('tr[data-field="name"]');
  await expect(row.locator('del')).toHaveText(name);
  await expect(row.locator('ins')).toHaveText(renamed);
  await expect(checker.locator('#main dl')).toContainText('Made byMax Maker');
  await expect(checker.locator('#main dl')).toContainText('Approved byChloe Checker');
  await expect(checker.getByRole('link', { name: 'Previous revision' })).toBeVisible();
  await checker.getByRole('link', { name: 'Open the record' }).click();
  await expect(checker).toHaveURL(new RegExp(`/app/admin/entities/investor/${id}$`));
});
