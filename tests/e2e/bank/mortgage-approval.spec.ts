/**
 * Four eyes on the mortgage page (issue 12, "What it must show"): an officer submits a loan, the
 * manager approves it, the officer lists it, the manager approves the listing, and the loan shows
 * as listed with its revision history. Rejection needs a reason and changes nothing.
 */
import type { Browser, Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { createDraftLoan, uniqueRef } from './bank-helpers.ts';
import { apiAs } from '../support/api-session.ts';
import { DEMO } from '../../support/demo-people.ts';

type SignIn = (page: Page, email: string) => Promise<void>;

// Each test drives two or three signed-in browsers through several pages.
test.describe.configure({ timeout: 180_000 });

async function pageAs(browser: Browser, signIn: SignIn, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

async function openLoan(page: Page, id: number): Promise<void> {
  await page.goto(`/app/bank/mortgages/${id}`);
  // The page hydrates, then asks for the loan and its history: two steps a busy machine slows.
  await expect(page.locator('[data-loan-state="ready"]')).toBeVisible({ timeout: 30_000 });
}

const status = (page: Page) => page.locator('header [data-status]');
const pendingChange = (page: Page) => page.locator('[data-pending-action]');
const confirmDialog = (page: Page) => page.getByRole('dialog');

async function accept(page: Page, label: string): Promise<void> {
  await confirmDialog(page).getByRole('button', { name: label }).click();
  await expect(confirmDialog(page)).toBeHidden();
}

test('officer submits, manager approves, officer lists, manager approves the listing; the loan shows listed with its history', async ({
  browser,
  signIn,
}) => {
  const officerApi = await apiAs(DEMO.northwindOfficer.email);
  const loanRef = uniqueRef('FLOW');
  const id = await createDraftLoan(officerApi, loanRef);
  await officerApi.dispose();

  const officer = await pageAs(browser, signIn, DEMO.northwindOfficer.email);
  const manager = await pageAs(browser, signIn, DEMO.northwindManager.email);

  await openLoan(officer, id);
  await expect(status(officer)).toHaveText('Draft');
  await officer.getByRole('button', { name: 'Submit for approval' }).click();
  await accept(officer, 'Submit for approval');
  await expect(status(officer)).toHaveText('Awaiting approval');
  await expect(pendingChange(officer)).toContainText('Loan submitted for approval');
  await expect(pendingChange(officer).getByRole('button', { name: 'Approve' })).toHaveCount(0);

  await openLoan(manager, id);
  await expect(pendingChange(manager)).toContainText('Proposed by Oliver Officer');
  await pendingChange(manager).getByRole('button', { name: 'Approve' }).click();
  await accept(manager, 'Approve');
  await expect(status(manager)).toHaveText('Approved');
  await expect(pendingChange(manager)).toHaveCount(0);

  await openLoan(officer, id);
  await officer.getByRole('button', { name: 'List for sale' }).click();
  await officer.getByLabel('Asking price (% of current principal, optional)').fill('98.5');
  await officer.getByLabel('Short description').fill('Owner-occupied house in California, performing since 2021.');
  await officer.getByRole('button', { name: 'Ask to list' }).click();
  await accept(officer, 'Ask to list');
  await expect(pendingChange(officer)).toContainText('listing');
  await expect(status(officer)).toHaveText('Approved');

  await openLoan(manager, id);
  const diff = pendingChange(manager).getByRole('table', { name: 'The proposed change' });
  await expect(diff.getByRole('row', { name: /Description/ })).toContainText('Owner-occupied house in California');
  await pendingChange(manager).getByRole('button', { name: 'Approve' }).click();
  await accept(manager, 'Approve');
  await expect(status(manager)).toHaveText('Listed');

  await openLoan(officer, id);
  await expect(status(officer)).toHaveText('Listed');
  await expect(officer.getByRole('region', { name: 'Listing' }).locator('[data-field="asking_price_pct"]')).toHaveText(
    '98.500%',
  );
  const history = officer.getByRole('list', { name: 'History' });
  await expect(history.getByRole('listitem').first()).toContainText('Listed');
  await expect(history.getByRole('listitem').first()).toContainText('approved by Nora Manager');
  await expect(history.getByRole('listitem').nth(1)).toContainText('Approved');
  await expect(history.getByRole('listitem').last()).toContainText('Created');
  await expect(officer.getByRole('button', { name: 'Withdraw listing' })).toBeEnabled();

  await officer.getByRole('link', { name: 'View the listing' }).click();
  await expect(officer).toHaveURL(new RegExp(`/app/bank/mortgages/${id}/listed$`));
  await expect(officer.getByTestId('proposals-count')).toHaveText('0');
  await expect(officer.getByText('Owner-occupied house in California')).toBeVisible();
});

test('a rejection needs a reason and leaves the loan editable; the maker cannot decide; an admin only reads', async ({
  browser,
  signIn,
}) => {
  const officerApi = await apiAs(DEMO.northwindOfficer.email);
  const id = await createDraftLoan(officerApi, uniqueRef('REJ'));
  expect((await officerApi.post(`/loans/${id}/submit`)).status).toBe(202);
  await officerApi.dispose();

  const manager = await pageAs(browser, signIn, DEMO.northwindManager.email);
  await openLoan(manager, id);
  await pendingChange(manager).getByRole('button', { name: 'Reject' }).click();
  await pendingChange(manager).getByRole('button', { name: 'Reject with this reason' }).click();
  await expect(pendingChange(manager).getByText('Give a reason for rejecting.')).toBeVisible();
  await pendingChange(manager)
    .getByLabel('Reason for rejecting')
    .fill('The valuation is older than our policy allows.');
  await pendingChange(manager).getByRole('button', { name: 'Reject with this reason' }).click();
  await accept(manager, 'Reject');
  await expect(status(manager)).toHaveText('Rejected');
  await expect(pendingChange(manager)).toHaveCount(0);

  const admin = await pageAs(browser, signIn, DEMO.superAdmin.email);
  await openLoan(admin, id);
  await expect(admin.getByText('Platform administrators see this mortgage read-only.')).toBeVisible();
  await expect(pendingChange(admin)).toHaveCount(0);
  await expect(admin.getByRole('group', { name: 'Actions' })).toHaveCount(0);

  const officer = await pageAs(browser, signIn, DEMO.northwindOfficer.email);
  await openLoan(officer, id);
  await expect(officer.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/app/bank/mortgages/${id}/edit`);
  await expect(officer.getByRole('button', { name: 'Submit for approval' })).toBeEnabled();
});

test('a manager does not approve a change they proposed', async ({ browser, signIn }) => {
  const managerApi = await apiAs(DEMO.northwindManager.email);
  const id = await createDraftLoan(managerApi, uniqueRef('OWN'));
  expect((await managerApi.post(`/loans/${id}/submit`)).status).toBe(202);
  await managerApi.dispose();

  const manager = await pageAs(browser, signIn, DEMO.northwindManager.email);
  await openLoan(manager, id);
  await expect(pendingChange(manager)).toContainText('You proposed this change, so another bank manager decides it.');
  await expect(pendingChange(manager).getByRole('button', { name: 'Approve' })).toHaveCount(0);
});
