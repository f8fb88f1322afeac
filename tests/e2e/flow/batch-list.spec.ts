/**
 * The bank's batch list and the "Approvals waiting" card: the officer follows their uploads and reads
 * why one was rejected; the manager reaches a batch and a proposal acceptance waiting for them from the
 * dashboard, and the officer's card leads to what waits too.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { uniqueRef } from '../bank/bank-helpers.ts';
import { DEMO } from '../../support/demo-people.ts';
import { deskSessions, listedLoan, pageAs, propose, submittedBatch } from './desk-scenes.ts';

test.describe.configure({ timeout: 180_000 });

const batchRow = (page: Page, fileName: string) =>
  page.getByRole('table', { name: 'Batches' }).getByRole('row').filter({ hasText: fileName });

async function openBatches(page: Page, query = ''): Promise<void> {
  await page.goto(`/app/bank/batches${query}`);
  // A busy machine slows hydration and the first page of the list: both are waited for.
  await expect(page.locator('[data-list="batches"][data-hydrated]:not([data-loading])')).toBeVisible({
    timeout: 60_000,
  });
}

async function approvalsCard(page: Page) {
  await page.goto('/app/bank/dashboard');
  await expect(page.locator('[data-summary-state="ready"]')).toBeVisible({ timeout: 30_000 });
  return page.getByRole('region', { name: 'Approvals waiting' });
}

test('the officer reads a rejected upload’s reason in the batch list; the manager reaches a waiting batch from the dashboard', async ({
  browser,
  signIn,
}) => {
  const officer = await pageAs(browser, signIn, DEMO.northwindOfficer.email);
  const rejectedFile = `${uniqueRef('rejected').toLowerCase()}.csv`;
  const waitingFile = `${uniqueRef('waiting').toLowerCase()}.csv`;
  const rejected = await submittedBatch(officer, rejectedFile, uniqueRef('BREJ'));
  await submittedBatch(officer, waitingFile, uniqueRef('BWAIT'));
  const desk = await deskSessions();
  const refusal = await desk.manager.post(`/pending-actions/${rejected.actionId}/reject`, {
    reason: 'Cut-off date is last year; send this month’s tape.',
  });
  expect(refusal.status, JSON.stringify(refusal.body)).toBe(200);
  await desk.dispose();

  await officer.goto('/app/bank/dashboard');
  await officer.getByRole('navigation').getByRole('link', { name: 'Manage Batches' }).click();
  await expect(officer).toHaveURL(/\/app\/bank\/batches$/);
  await expect(officer.locator('[data-list="batches"][data-hydrated]:not([data-loading])')).toBeVisible({
    timeout: 60_000,
  });
  const refused = batchRow(officer, rejectedFile);
  await expect(refused).toContainText('Rejected');
  await expect(refused).toContainText(`Rejected by ${DEMO.northwindManager.name} on `);
  await expect(refused).toContainText('Reason: Cut-off date is last year; send this month’s tape.');
  // The review page is the managers' (spec section 6): the officer reads the file name, not a link.
  await expect(refused.getByRole('link')).toHaveCount(0);
  await expect(batchRow(officer, waitingFile)).toContainText('You submitted it: another bank manager decides it');

  const officerCard = await approvalsCard(officer);
  const officerBatches = officerCard.locator('[data-approval-kind="batch"]');
  await expect(officerBatches).toContainText(/Batches: [1-9]/);
  await officerBatches.getByRole('link', { name: 'See them batches' }).click();
  await expect(officer).toHaveURL(/\/app\/bank\/batches\?status=pending_approval$/);
  await expect(batchRow(officer, waitingFile)).toBeVisible({ timeout: 30_000 });
  await expect(batchRow(officer, rejectedFile)).toHaveCount(0);

  const manager = await pageAs(browser, signIn, DEMO.northwindManager.email);
  const card = await approvalsCard(manager);
  const batches = card.locator('[data-approval-kind="batch"]');
  await expect(batches).toContainText(/Batches: [1-9]/);
  await batches.getByRole('link', { name: 'Review them batches' }).click();
  await expect(manager).toHaveURL(/\/app\/bank\/batches\?awaiting_approval=true$/);
  await expect(manager.getByRole('link', { name: 'Awaiting my approval' })).toHaveAttribute('aria-current', 'page');
  await batchRow(manager, waitingFile).getByRole('link', { name: waitingFile }).click();
  await expect(manager).toHaveURL(/\/app\/bank\/mortgages\/batch\/\d+$/);
  await expect(manager.getByTestId('batch-status')).toHaveText('Awaiting approval', { timeout: 30_000 });
  await expect(manager.getByRole('button', { name: 'Approve the import' })).toBeVisible();

  await openBatches(manager, '?status=rejected');
  await expect(batchRow(manager, rejectedFile)).toContainText('Reason: Cut-off date is last year');
});

test('the manager reaches a waiting proposal acceptance, and loans with a waiting change, from the dashboard', async ({
  browser,
  signIn,
}) => {
  const desk = await deskSessions();
  const loan = await listedLoan(desk.officer, desk.manager, 'ACCEPTING');
  const proposalId = await propose(desk.investor, loan.id, '98.000');
  expect((await desk.officer.post(`/proposals/${proposalId}/accept`)).status).toBe(202);
  await desk.dispose();

  const manager = await pageAs(browser, signIn, DEMO.northwindManager.email);
  const card = await approvalsCard(manager);
  await expect(card.locator('[data-approval-kind="proposal"]')).toContainText(/Proposal acceptances: [1-9]/);
  await card.locator('[data-approval-kind="proposal"]').getByRole('link').click();
  await expect(manager).toHaveURL(/\/app\/bank\/proposals\?awaiting_acceptance=true$/);
  await expect(manager.getByText('Showing the proposals whose acceptance waits for a bank manager.')).toBeVisible();
  const row = manager.getByRole('table', { name: 'Proposals' }).getByRole('row').filter({ hasText: loan.ref });
  await expect(row).toContainText(`Acceptance asked by ${DEMO.northwindOfficer.name}`, { timeout: 30_000 });
  await expect(row.getByRole('button', { name: 'Approve acceptance' })).toBeVisible();

  const again = await approvalsCard(manager);
  await again.locator('[data-approval-kind="loan"]').getByRole('link').click();
  await expect(manager).toHaveURL(/\/app\/bank\/mortgages\?awaiting_approval=true$/);

  const officer = await pageAs(browser, signIn, DEMO.northwindOfficer.email);
  const officerCard = await approvalsCard(officer);
  await officerCard.locator('[data-approval-kind="loan"]').getByRole('link').click();
  await expect(officer).toHaveURL(/\/app\/bank\/mortgages\?pending_change=true$/);
  await expect(officer.getByText('Showing the mortgages with a change waiting for a bank manager.')).toBeVisible();
  await expect(officer.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
});

test('the officer takes a submitted batch back from the batch list', async ({ browser, signIn }) => {
  const officer = await pageAs(browser, signIn, DEMO.northwindOfficer.email);
  const fileName = `${uniqueRef('takeback').toLowerCase()}.csv`;
  await submittedBatch(officer, fileName, uniqueRef('BBACK'));

  await openBatches(officer, '?status=pending_approval');
  const row = batchRow(officer, fileName);
  await row.getByRole('button', { name: 'Cancel the submission' }).click();
  const dialog = officer.getByRole('dialog');
  await expect(dialog).toContainText('Take this batch back? Nothing is imported; you can submit it again.');
  await dialog.getByRole('button', { name: 'Cancel the submission' }).click();
  await expect(row).toHaveCount(0);
  await openBatches(officer);
  await expect(batchRow(officer, fileName)).toContainText('Submission cancelled on ');
});
