/**
 * The bank's side of a trade and the deal screens of both sides (issue 14): an officer counters an
 * investor's proposal (seeing the amount as they type), accepts it once the investor took the
 * counter, and a manager approves the acceptance; then, on a deal, the investor marks the funds
 * sent, the bank confirms settlement, and both sides see every step on the timeline.
 */
import type { Browser, Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { expectNoAxeFindings } from '../support/axe.ts';
import { createDraftLoan, uniqueRef } from '../bank/bank-helpers.ts';
import { apiAs, type ApiSession } from '../support/api-session.ts';
import { DEMO } from '../../support/demo-people.ts';
import { confirm } from '../support/confirm-dialog.ts';

const INVESTOR = DEMO.summitAnalyst.email;

// Each test sets its scene through the API, then drives two or three signed-in browsers.
test.describe.configure({ timeout: 180_000 });

type SignIn = (page: Page, email: string) => Promise<void>;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function pageAs(browser: Browser, signIn: SignIn, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

async function approve(manager: ApiSession, pendingActionId: number): Promise<void> {
  const answer = await manager.post(`/pending-actions/${pendingActionId}/approve`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** A loan of its own, listed through the bank's four eyes, with 200,000.00 of current principal. */
async function listedLoan(officer: ApiSession, manager: ApiSession): Promise<{ id: number; ref: string }> {
  const ref = uniqueRef('TRADE');
  const id = await createDraftLoan(officer, ref);
  const submitted = await officer.post(`/loans/${id}/submit`);
  await approve(manager, (submitted.body['pending_action'] as { id: number }).id);
  const listing = await officer.post(`/loans/${id}/list`, {
    asking_price_pct: '98.00',
    bid_deadline: day(30),
    listing_description: 'Performing owner-occupied house.',
  });
  expect(listing.status, JSON.stringify(listing.body)).toBe(202);
  await approve(manager, (listing.body['pending_action'] as { id: number }).id);
  return { id, ref };
}

async function propose(investor: ApiSession, loanId: number, pricePct: string): Promise<number> {
  const answer = await investor.post('/proposals', {
    loan_id: loanId,
    price_pct: pricePct,
    settlement_date: day(14),
    valid_until: day(7),
    note: 'Funds ready within the week.',
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return (answer.body['data'] as { id: number }).id;
}

async function openProposals(page: Page, loanId: number, status?: string): Promise<void> {
  await page.goto(`/app/bank/proposals?loan_id=${loanId}${status ? `&status=${status}` : ''}`);
  await expect(page.locator('[data-list="proposals"][data-hydrated]:not([data-loading])')).toBeVisible({
    timeout: 30_000,
  });
}

async function openDeal(page: Page, side: 'bank' | 'investor', dealId: number): Promise<void> {
  await page.goto(`/app/${side}/deals/${dealId}`);
  await expect(page.locator('[data-deal-state="ready"][data-hydrated]')).toBeVisible({ timeout: 30_000 });
}

/** The scene both tests start from: Northwind's officer and manager and the investor signed in through the API, and the investor's proposal at `pricePct` on a loan listed for it. */
async function proposedOnNewLoan(pricePct: string) {
  const [officerApi, managerApi, investorApi] = await Promise.all([
    apiAs(DEMO.northwindOfficer.email),
    apiAs(DEMO.northwindManager.email),
    apiAs(INVESTOR),
  ]);
  const loan = await listedLoan(officerApi, managerApi);
  const proposalId = await propose(investorApi, loan.id, pricePct);
  return { officerApi, managerApi, investorApi, loan, proposalId };
}

const row = (page: Page) =>
  page.getByRole('table', { name: 'Proposals' }).getByRole('row').filter({ hasText: 'Summit Capital' });

test('an officer counters and accepts a proposal, and a manager approves the acceptance', async ({
  browser,
  signIn,
}) => {
  const { officerApi, managerApi, investorApi, loan, proposalId } = await proposedOnNewLoan('97.500');

  const officer = await pageAs(browser, signIn, DEMO.northwindOfficer.email);
  await officer.goto('/app/bank/dashboard');
  const awaiting = officer.getByRole('region', { name: 'Proposals awaiting a response' });
  await expect(awaiting.getByRole('paragraph').first()).toHaveText(/^[1-9]\d*$/, { timeout: 30_000 });
  await awaiting.getByRole('link', { name: 'Answer proposals' }).click();
  await expect(officer).toHaveURL(/\/app\/bank\/proposals\?status=submitted$/);
  await expect(
    officer.getByRole('table', { name: 'Proposals' }).getByRole('link', { name: loan.ref, exact: true }),
  ).toBeVisible({ timeout: 30_000 });

  await openProposals(officer, loan.id);
  await expect(officer.getByRole('link', { name: 'Awaiting a response' })).toHaveAttribute('aria-current', 'page');
  await expect(officer.getByText(`Showing the proposals on loan ${loan.ref}.`)).toBeVisible();
  await expect(row(officer)).toContainText('97.500%');
  await expect(row(officer)).toContainText('USD 195,000.00');
  await expect(row(officer)).toContainText('Funds ready within the week.');
  await expect(row(officer).getByRole('link', { name: loan.ref, exact: true })).toHaveAttribute(
    'href',
    `/app/bank/mortgages/${loan.id}`,
  );
  await expectNoAxeFindings(officer);

  await row(officer).getByRole('button', { name: 'Counter' }).click();
  const counter = officer.getByRole('dialog', { name: 'Counter this proposal' });
  await counter.getByLabel('Counter price (% of current principal)').fill('98.2');
  await expect(counter.getByTestId('counter-amount')).toHaveText('USD 196,400.00');
  await counter.getByLabel('Counter price (% of current principal)').fill('98.25');
  await expect(counter.getByTestId('counter-amount')).toHaveText('USD 196,500.00');
  await counter.getByLabel('Note').fill('Our asking price is 98.');
  await counter.getByRole('button', { name: 'Send counter' }).click();
  await expect(counter).toBeHidden();
  await expect(officer.getByText('No proposals await a response')).toBeVisible();

  await officer.getByRole('link', { name: 'Countered' }).click();
  await expect(row(officer)).toContainText('Countered at 98.250% (USD 196,500.00)');
  await expect(row(officer).getByRole('button', { name: 'Counter' })).toHaveCount(0);

  expect((await investorApi.post(`/proposals/${proposalId}/accept-counter`)).status).toBe(200);

  await openProposals(officer, loan.id);
  await expect(row(officer)).toContainText('98.250%');
  await row(officer).getByRole('button', { name: 'Accept', exact: true }).click();
  await confirm(officer, 'Accept');
  await expect(officer.getByText('Sent to a manager for approval')).toBeVisible();
  await expect(row(officer)).toContainText('Acceptance asked by Oliver Officer');
  await expect(row(officer).getByRole('button', { name: 'Approve acceptance' })).toHaveCount(0);
  await expect(row(officer).getByRole('button', { name: 'Cancel acceptance request' })).toBeVisible();

  const manager = await pageAs(browser, signIn, DEMO.northwindManager.email);
  await openProposals(manager, loan.id);
  await expect(row(manager)).toContainText('Acceptance asked by Oliver Officer');
  await row(manager).getByRole('button', { name: 'Approve acceptance' }).click();
  await confirm(manager, 'Approve acceptance');
  await expect(manager.getByText('No proposals await a response')).toBeVisible();
  await manager.getByRole('link', { name: 'Accepted', exact: true }).click();
  await expect(row(manager).locator('[data-status]')).toHaveText('Accepted by the bank');

  await Promise.all([officerApi.dispose(), managerApi.dispose(), investorApi.dispose()]);
});

test('the investor marks the funds sent, the bank confirms settlement, and both see every step', async ({
  browser,
  signIn,
}) => {
  const { officerApi, managerApi, investorApi, loan, proposalId } = await proposedOnNewLoan('99.000');
  const accepted = await officerApi.post(`/proposals/${proposalId}/accept`);
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(202);
  await approve(managerApi, (accepted.body['data'] as { pending_action_id: number }).pending_action_id);
  const final = await investorApi.post(`/proposals/${proposalId}/final-accept`, {
    confirm_terms: true,
    confirm_fee: true,
    confirm_settlement: true,
  });
  expect(final.status, JSON.stringify(final.body)).toBe(201);
  const dealId = (final.body['data'] as { id: number }).id;

  const investor = await pageAs(browser, signIn, INVESTOR);
  await investor.goto('/app/investor/deals?status=pending_settlement');
  await investor.getByRole('link', { name: `Deal ${dealId} · ${loan.ref}` }).click();
  await expect(investor).toHaveURL(new RegExp(`/app/investor/deals/${dealId}$`));
  await expect(investor.locator('[data-deal-state="ready"][data-hydrated]')).toBeVisible({ timeout: 30_000 });
  await expect(investor.locator('[data-field="amount"]')).toHaveText('USD 198,000.00');
  await expect(investor.locator('[data-field="counterparty"]')).toHaveText('Northwind Bank');
  await expect(
    investor.locator('[data-field="loan"]').getByRole('link', { name: loan.ref, exact: true }),
  ).toHaveAttribute('href', `/app/investor/mortgages/${loan.id}`);
  await expect(investor.getByRole('button', { name: 'Confirm settlement' })).toHaveCount(0);
  await investor.getByRole('button', { name: 'Mark funds sent' }).click();
  await confirm(investor, 'Mark funds sent');
  await expect(investor.locator('[data-field="status"]')).toHaveText('Funds sent');
  await expect(investor.getByRole('button', { name: 'Mark funds sent' })).toHaveCount(0);

  const officer = await pageAs(browser, signIn, DEMO.northwindOfficer.email);
  await openDeal(officer, 'bank', dealId);
  await expect(officer.locator('[data-field="counterparty"]')).toHaveText('Summit Capital');
  await officer.getByRole('button', { name: 'Confirm settlement' }).click();
  // A new deal's settlement date lies ahead, so the bank confirms it settles early.
  await confirm(officer, /^Settle before \d{4}-\d{2}-\d{2}$/);
  await expect(officer.locator('[data-field="status"]')).toHaveText('Settled');
  await expectNoAxeFindings(officer);

  for (const [page, side] of [
    [officer, 'bank'],
    [investor, 'investor'],
  ] as const) {
    await openDeal(page, side, dealId);
    const steps = page.getByRole('list', { name: 'Timeline' }).getByRole('listitem');
    await expect(steps).toHaveCount(3);
    await expect(steps.nth(0)).toContainText('Deal created');
    await expect(steps.nth(1)).toContainText('Funds sent');
    await expect(steps.nth(1)).toContainText('by Sam Analyst');
    await expect(steps.nth(2)).toContainText('Settled');
    await expect(steps.nth(2)).toContainText('by Oliver Officer');
  }

  await Promise.all([officerApi.dispose(), managerApi.dispose(), investorApi.dispose()]);
});
