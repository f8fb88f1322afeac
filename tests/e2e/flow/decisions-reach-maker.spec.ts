/**
 * Every decision reaches its maker: on the loan's page the officer reads why a manager rejected the
 * submission and the listing, who decided and when, in the loan's history of changes and decisions.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { createDraftLoan, uniqueRef } from '../bank/bank-helpers.ts';
import { apiAs } from '../support/api-session.ts';
import { DEMO } from '../../support/demo-people.ts';
import { approvedLoan, day, deskSessions, pageAs, pendingActionIdOf } from './desk-scenes.ts';

test.describe.configure({ timeout: 120_000 });

async function openLoan(page: Page, id: number): Promise<void> {
  await page.goto(`/app/bank/mortgages/${id}`);
  await expect(page.locator('[data-loan-state="ready"][data-hydrated]')).toBeVisible({ timeout: 30_000 });
}

const trail = (page: Page) => page.getByRole('list', { name: 'Changes and decisions' });

test('the officer reads the reason of a rejected submission and of a rejected listing', async ({ browser, signIn }) => {
  const desk = await deskSessions();
  const submitted = await createDraftLoan(desk.officer, uniqueRef('REASON'));
  const submission = pendingActionIdOf(await desk.officer.post(`/loans/${submitted}/submit`));
  const rejected = await desk.manager.post(`/pending-actions/${submission}/reject`, {
    reason: 'Valuation is older than 12 months',
  });
  expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);

  const listed = await approvedLoan(desk.officer, desk.manager, 'REASON');
  const listing = await desk.officer.post(`/loans/${listed.id}/list`, {
    asking_price_pct: '104.00',
    bid_deadline: day(30),
    listing_description: 'Performing owner-occupied house.',
  });
  expect(
    (await desk.manager.post(`/pending-actions/${pendingActionIdOf(listing)}/reject`, { reason: 'Ask at most par.' }))
      .status,
  ).toBe(200);
  await desk.dispose();

  const officer = await pageAs(browser, signIn, DEMO.northwindOfficer.email);
  await openLoan(officer, submitted);
  await expect(officer.locator('header [data-status]')).toHaveText('Rejected');
  const why = officer.getByTestId('latest-rejection');
  await expect(why).toContainText(`The submission for approval was rejected by ${DEMO.northwindManager.name} on `);
  await expect(why).toContainText('Reason: Valuation is older than 12 months');
  const rejectedSubmission = trail(officer).locator('[data-trail-status="rejected"]');
  await expect(rejectedSubmission).toContainText('submission for approval');
  await expect(rejectedSubmission).toContainText(`Proposed by ${DEMO.northwindOfficer.name} on `);
  await expect(rejectedSubmission).toContainText(`Rejected by ${DEMO.northwindManager.name} on `);
  await expect(rejectedSubmission).toContainText('Valuation is older than 12 months');

  await openLoan(officer, listed.id);
  await expect(officer.getByTestId('latest-rejection')).toHaveCount(0);
  const rejectedListing = trail(officer).locator('[data-trail-action="loan.list"]');
  await expect(rejectedListing).toContainText('Rejected');
  await expect(rejectedListing).toContainText('Ask at most par.');
  await expect(trail(officer).locator('[data-trail-action="loan.submit"]')).toContainText(
    `Approved by ${DEMO.northwindManager.name} on `,
  );
});

test('the officer cancels their own pending submission from the loan page', async ({ browser, signIn }) => {
  const desk = await deskSessions();
  const id = await createDraftLoan(desk.officer, uniqueRef('TAKEBACK'));
  expect((await desk.officer.post(`/loans/${id}/submit`)).status).toBe(202);
  await desk.dispose();

  const officer = await pageAs(browser, signIn, DEMO.northwindOfficer.email);
  await openLoan(officer, id);
  const pending = officer.locator('[data-pending-action]');
  await pending.getByRole('button', { name: 'Cancel this request' }).click();
  const dialog = officer.getByRole('dialog');
  await expect(dialog).toContainText('Take back this submission for approval?');
  await dialog.getByRole('button', { name: 'Cancel this request' }).click();
  await expect(pending).toHaveCount(0);
  await expect(officer.locator('header [data-status]')).toHaveText('Draft');
  await expect(trail(officer).locator('[data-trail-status="cancelled"]')).toContainText(
    `Cancelled by ${DEMO.northwindOfficer.name} on `,
  );
});

test('a bank with one manager: the manager is told nobody else can decide their change, a super_admin how to add one', async ({
  browser,
  signIn,
}) => {
  const managerApi = await apiAs(DEMO.harborManager.email);
  const id = await createDraftLoan(managerApi, uniqueRef('ALONE'));
  expect((await managerApi.post(`/loans/${id}/submit`)).status).toBe(202);
  await managerApi.dispose();

  const manager = await pageAs(browser, signIn, DEMO.harborManager.email);
  await openLoan(manager, id);
  const stuck = manager.getByTestId('no-other-checker');
  await expect(stuck).toContainText(
    'No other bank manager at Harbor Savings can decide this change: it waits until there is one.',
  );
  await expect(stuck).toContainText('A super_admin (a platform administrator) can give a second person');
  await expect(stuck).toContainText('Until then you can cancel the change.');
  await expect(stuck.getByRole('link')).toHaveCount(0);
  await expect(
    manager.locator('[data-pending-action]').getByRole('button', { name: 'Cancel this request' }),
  ).toBeVisible();

  const admin = await pageAs(browser, signIn, DEMO.superAdmin.email);
  await openLoan(admin, id);
  const forAdmin = admin.getByTestId('no-other-checker');
  await expect(forAdmin).toContainText('No other bank manager at Harbor Savings can decide this change');
  await forAdmin.getByRole('link', { name: 'Add a second bank manager' }).click();
  await expect(admin).toHaveURL(/\/app\/admin\/users\/create$/);
});
