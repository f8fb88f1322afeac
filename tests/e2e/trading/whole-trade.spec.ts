/**
 * The whole trade on screen (issue 14, "What it must show"), from a listed demo loan of Harbor
 * Savings: the Bluewater analyst proposes, the officer counters, the analyst accepts the counter,
 * the officer accepts, the manager approves the acceptance, the analyst accepts finally; both
 * sides see the deal, the analyst marks the funds sent, the bank confirms settlement, and the
 * loan shows sold with its history.
 */
import type { Browser, Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { DEMO } from '../../support/demo-people.ts';
import { confirm } from '../support/confirm-dialog.ts';

const INVESTOR = DEMO.bluewaterAnalyst.email;
const OFFICER = DEMO.harborOfficer.email;
const MANAGER = DEMO.harborManager.email;
const BANK = 'Harbor Savings';
const INVESTOR_NAME = 'Bluewater Pension Fund';

// Six signed-in steps across three people and eight pages.
test.describe.configure({ timeout: 240_000 });

type SignIn = (page: Page, email: string) => Promise<void>;

const isoDay = (daysAhead: number) => new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);

async function pageAs(browser: Browser, signIn: SignIn, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const answer = await page.request.get(`/api/v1${path}`, { headers: { Accept: 'application/json' } });
  expect(answer.status(), `GET ${path}`).toBe(200);
  return ((await answer.json()) as { data: T }).data;
}

interface MarketLoan {
  id: number;
  loan_ref: string;
  bid_deadline: string | null;
  my_proposal: unknown;
}

/**
 * A listed demo loan of the bank that nobody is bidding on and that stays open long enough. Each
 * repeat of this test takes another one, so repeats running side by side never share a loan.
 */
async function untradedDemoLoan(investor: Page, repeat: number): Promise<MarketLoan> {
  const banks = await apiGet<{ id: number; name: string }[]>(investor, '/marketplace/banks');
  const bank = banks.find((candidate) => candidate.name === BANK);
  expect(bank, `${BANK} has listed loans`).toBeTruthy();
  const listed = await apiGet<MarketLoan[]>(
    investor,
    `/marketplace/loans?bank_id=${bank!.id}&sort=loan_ref&order=asc&per_page=100`,
  );
  const candidates: MarketLoan[] = [];
  for (const loan of listed) {
    if (loan.my_proposal || (loan.bid_deadline !== null && loan.bid_deadline < isoDay(10))) continue;
    const detail = await apiGet<{ open_proposals_count: number }>(investor, `/marketplace/loans/${loan.id}`);
    if (detail.open_proposals_count === 0) candidates.push(loan);
    if (candidates.length > repeat) break;
  }
  expect(candidates.length, 'an untraded listed demo loan').toBeGreaterThan(repeat);
  return candidates[repeat]!;
}

async function open(page: Page, path: string, ready: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator(`[data-hydrated]${ready}`).first()).toBeVisible({ timeout: 30_000 });
}

async function openBankProposals(page: Page, loanId: number, status?: string): Promise<void> {
  await page.goto(`/app/bank/proposals?loan_id=${loanId}${status ? `&status=${status}` : ''}`);
  await expect(page.locator('[data-list="proposals"][data-hydrated]:not([data-loading])')).toBeVisible({
    timeout: 30_000,
  });
}

const heading = (page: Page) => page.locator('header [data-status]');
const proposalRow = (page: Page) =>
  page.getByRole('table', { name: 'Proposals' }).getByRole('row').filter({ hasText: INVESTOR_NAME });

test('a listed demo loan is proposed on, countered, accepted through four eyes, finally accepted, paid and settled', async ({
  browser,
  signIn,
}) => {
  const investor = await pageAs(browser, signIn, INVESTOR);
  const loan = await untradedDemoLoan(investor, test.info().repeatEachIndex);

  // The investor proposes on the loan's page.
  await open(investor, `/app/investor/mortgages/${loan.id}`, '[data-loan-state="ready"]');
  await investor.getByRole('button', { name: 'Make a proposal' }).click();
  await investor.getByLabel('Price (% of current principal)').fill('96.75');
  await investor.getByLabel('Settlement date').fill(isoDay(21));
  await investor.getByLabel('Valid until').fill(isoDay(7));
  await investor.getByLabel('Note').fill('Funds are ready; settlement within three weeks.');
  await investor.getByRole('button', { name: 'Submit proposal' }).click();
  await expect(investor.locator('[data-my-proposal="submitted"]')).toBeVisible();
  const [proposal] = await apiGet<{ id: number }[]>(investor, `/proposals?loan_id=${loan.id}`);
  expect(proposal, 'the proposal just made').toBeTruthy();

  // The officer counters it.
  const officer = await pageAs(browser, signIn, OFFICER);
  await openBankProposals(officer, loan.id);
  await expect(proposalRow(officer)).toContainText('96.750%');
  await proposalRow(officer).getByRole('button', { name: 'Counter' }).click();
  const counter = officer.getByRole('dialog', { name: 'Counter this proposal' });
  await counter.getByLabel('Counter price (% of current principal)').fill('97.5');
  await counter.getByLabel('Note').fill('We can meet you at 97.5.');
  await counter.getByRole('button', { name: 'Send counter' }).click();
  await expect(counter).toBeHidden();

  // The investor accepts the counter.
  await open(investor, `/app/investor/proposals/${proposal!.id}`, '[data-proposal-state="ready"]');
  await expect(heading(investor)).toHaveText('Countered');
  await investor.getByRole('button', { name: 'Accept counter' }).click();
  await investor.getByRole('dialog').getByRole('button', { name: 'Accept counter' }).click();
  await expect(heading(investor)).toHaveText('Submitted');

  // The officer accepts; the acceptance waits for a manager.
  await openBankProposals(officer, loan.id);
  await expect(proposalRow(officer)).toContainText('97.500%');
  await proposalRow(officer).getByRole('button', { name: 'Accept', exact: true }).click();
  await confirm(officer, 'Accept');
  await expect(officer.getByText('Sent to a manager for approval')).toBeVisible();
  await expect(proposalRow(officer).getByRole('button', { name: 'Approve acceptance' })).toHaveCount(0);

  // The manager approves the acceptance.
  const manager = await pageAs(browser, signIn, MANAGER);
  await openBankProposals(manager, loan.id);
  await proposalRow(manager).getByRole('button', { name: 'Approve acceptance' }).click();
  await confirm(manager, 'Approve acceptance');
  await openBankProposals(manager, loan.id, 'accepted');
  await expect(proposalRow(manager).locator('[data-status]')).toHaveText('Accepted by the bank');

  // The investor accepts finally and lands on the new deal.
  await open(investor, `/app/investor/proposals/${proposal!.id}/final-acceptance`, '[data-proposal-state="ready"]');
  const accept = investor.getByRole('button', { name: 'Accept and create the deal' });
  const boxes = investor.getByRole('checkbox');
  await expect(boxes).toHaveCount(3);
  for (const box of await boxes.all()) await box.check();
  await accept.click();
  await expect(investor).toHaveURL(/\/app\/investor\/deals\/\d+$/, { timeout: 30_000 });
  const dealId = Number(/\/deals\/(\d+)$/.exec(investor.url())![1]);

  // Both sides see the deal; the investor marks the funds sent, the bank confirms settlement.
  await open(investor, `/app/investor/deals/${dealId}`, '[data-deal-state="ready"]');
  await expect(investor.locator('[data-field="counterparty"]')).toHaveText(BANK);
  await investor.getByRole('button', { name: 'Mark funds sent' }).click();
  await confirm(investor, 'Mark funds sent');
  await expect(investor.getByRole('button', { name: 'Mark funds sent' })).toHaveCount(0);

  await open(officer, `/app/bank/deals/${dealId}`, '[data-deal-state="ready"]');
  await expect(officer.locator('[data-field="counterparty"]')).toHaveText(INVESTOR_NAME);
  await officer.getByRole('button', { name: 'Confirm settlement' }).click();
  // A new deal's settlement date lies ahead, so the bank confirms it settles early.
  await confirm(officer, /^Settle before \d{4}-\d{2}-\d{2}$/);
  await expect(officer.getByRole('button', { name: 'Confirm settlement' })).toHaveCount(0);
  const timeline = officer.getByRole('list', { name: 'Timeline' }).getByRole('listitem');
  await expect(timeline).toHaveCount(3);

  // The loan shows sold, with the sale in its history.
  await open(officer, `/app/bank/mortgages/${loan.id}`, '[data-loan-state="ready"]');
  await expect(heading(officer)).toHaveText('Sold');
  await expect(officer.getByRole('list', { name: 'History' }).getByRole('listitem').first()).toContainText('Sold');
});
