/**
 * Checks that come before the question, not after: listing terms the API would refuse are named
 * under their fields before any confirmation is asked, and the counter dialog drops its price
 * error as soon as the price is valid. Each test makes its own loan (and proposal).
 */
import type { Browser, Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { DEMO } from '../../support/demo-people.ts';
import { createDraftLoan, uniqueRef } from './bank-helpers.ts';
import { apiAs, type ApiSession } from '../support/api-session.ts';

test.describe.configure({ timeout: 180_000 });

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function pageAs(browser: Browser, signIn: (page: Page, email: string) => Promise<void>, email: string) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

async function approve(manager: ApiSession, answer: { status: number; body: Record<string, unknown> }) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(202);
  const approved = await manager.post(
    `/pending-actions/${(answer.body['pending_action'] as { id: number }).id}/approve`,
  );
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
}

/** A loan of its own, approved through the bank's four eyes. */
async function approvedLoan(officer: ApiSession, manager: ApiSession): Promise<number> {
  const id = await createDraftLoan(officer, uniqueRef('EARLY'));
  await approve(manager, await officer.post(`/loans/${id}/submit`));
  return id;
}

test('listing terms are checked before the confirmation is asked', async ({ browser, signIn }) => {
  const [officerApi, managerApi] = await Promise.all([
    apiAs(DEMO.northwindOfficer.email),
    apiAs(DEMO.northwindManager.email),
  ]);
  const loanId = await approvedLoan(officerApi, managerApi);
  await Promise.all([officerApi.dispose(), managerApi.dispose()]);

  const officer = await pageAs(browser, signIn, DEMO.northwindOfficer.email);
  await officer.goto(`/app/bank/mortgages/${loanId}`);
  await expect(officer.locator('[data-loan-state="ready"][data-hydrated="true"]')).toBeVisible({ timeout: 30_000 });
  await officer.getByRole('button', { name: 'List for sale' }).click();
  const form = officer.getByRole('form', { name: 'Listing terms' });
  const price = form.getByLabel(/Asking price/);
  const deadline = form.getByLabel(/Bid deadline/);
  await price.fill('250');
  await deadline.fill(day(-3));
  await form.getByLabel('Short description').fill('Performing owner-occupied house.');
  await form.getByRole('button', { name: 'Ask to list' }).click();

  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await expect(form).toContainText('The asking price must be a percentage above 0 and at most 200');
  await expect(form).toContainText('The bid deadline must be after today.');
  await expect(officer.getByRole('dialog')).toHaveCount(0);

  await price.fill('98.5');
  await deadline.fill(day(20));
  await form.getByRole('button', { name: 'Ask to list' }).click();
  const dialog = officer.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Ask to list' }).click();
  await expect(officer.locator('[data-pending-action="loan.list"]')).toBeVisible();
});

test('the counter dialog drops its price error once the price is valid', async ({ browser, signIn }) => {
  const [officerApi, managerApi, investorApi] = await Promise.all([
    apiAs(DEMO.northwindOfficer.email),
    apiAs(DEMO.northwindManager.email),
    apiAs(DEMO.summitAnalyst.email),
  ]);
  const loanId = await approvedLoan(officerApi, managerApi);
  await approve(
    managerApi,
    await officerApi.post(`/loans/${loanId}/list`, {
      asking_price_pct: '98.00',
      bid_deadline: day(30),
      listing_description: 'Performing owner-occupied house.',
    }),
  );
  const proposed = await investorApi.post('/proposals', {
    loan_id: loanId,
    price_pct: '97.500',
    settlement_date: day(14),
    valid_until: day(7),
  });
  expect(proposed.status, JSON.stringify(proposed.body)).toBe(201);
  await Promise.all([officerApi.dispose(), managerApi.dispose(), investorApi.dispose()]);

  const officer = await pageAs(browser, signIn, DEMO.northwindOfficer.email);
  await officer.goto(`/app/bank/proposals?loan_id=${loanId}`);
  await expect(officer.locator('[data-list="proposals"][data-hydrated]:not([data-loading])')).toBeVisible({
    timeout: 30_000,
  });
  await officer
    .getByRole('table', { name: 'Proposals' })
    .getByRole('row')
    .filter({ hasText: 'Summit Capital' })
    .getByRole('button', { name: 'Counter' })
    .click();
  const counter = officer.getByRole('dialog', { name: 'Counter this proposal' });
  const price = counter.getByLabel('Counter price (% of current principal)');
  await price.fill('300');
  await counter.getByRole('button', { name: 'Send counter' }).click();
  await expect(price).toHaveAttribute('aria-invalid', 'true');

  await price.fill('98.25');
  await expect(price).not.toHaveAttribute('aria-invalid', 'true');
  await expect(counter.getByTestId('counter-amount')).toHaveText('USD 196,500.00');
  await counter.getByRole('button', { name: 'Close' }).click();
  await expect(counter).toBeHidden();
});
