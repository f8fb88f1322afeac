/**
 * The investor's side of a proposal (issue 14): on a listed loan the investor sees the amount follow
 * the typed price, is told what is wrong with a bad price, proposes, finds the proposal in My
 * Proposals, revises it (the history keeps both), accepts the bank's counter, and withdraws it after
 * confirming. Once the bank has accepted (through its four eyes), final acceptance creates the deal
 * and opens it; when a colleague was faster, the screen says the loan is sold and leads back.
 */
import type { Browser, Page } from '@playwright/test';
import { PROPOSAL_MESSAGES } from '../../../src/domain/trading/proposal-terms.ts';
import { test, expect } from '../fixtures.ts';
import { expectNoAxeFindings } from '../support/axe.ts';
import { createDraftLoan, uniqueRef } from '../bank/bank-helpers.ts';
import { apiAs, type ApiSession } from '../support/api-session.ts';
import { DEMO } from '../../support/demo-people.ts';

const INVESTOR = DEMO.summitAnalyst.email;

// Each test sets a loan on the market through two bank sessions, then drives the investor's pages.
test.describe.configure({ timeout: 180_000 });

const isoDay = (daysAhead: number) => new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);

async function approve(
  manager: ApiSession,
  answer: { status: number; body: Record<string, unknown> },
  what: string,
): Promise<void> {
  expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBe(202);
  const action = (answer.body['pending_action'] ?? answer.body['data']) as { id?: number; pending_action_id?: number };
  const id = action.pending_action_id ?? action.id;
  const approved = await manager.post(`/pending-actions/${id}/approve`);
  expect(approved.status, `approve ${what}: ${JSON.stringify(approved.body)}`).toBe(200);
}

/** A Northwind loan of 200,000.00 listed at 98.5% with a bid deadline three weeks out. */
async function listedLoan(): Promise<number> {
  const officer = await apiAs(DEMO.northwindOfficer.email);
  const manager = await apiAs(DEMO.northwindManager.email);
  const id = await createDraftLoan(officer, uniqueRef('PROP'));
  await approve(manager, await officer.post(`/loans/${id}/submit`), 'submit');
  await approve(
    manager,
    await officer.post(`/loans/${id}/list`, {
      asking_price_pct: '98.5',
      bid_deadline: isoDay(21),
      listing_description: 'Performing owner-occupied house.',
    }),
    'list',
  );
  await officer.dispose();
  await manager.dispose();
  return id;
}

async function investorPage(browser: Browser, signIn: (page: Page, email: string) => Promise<void>): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, INVESTOR);
  return page;
}

/** Opens a page and waits for its island to be hydrated and its data shown. */
async function open(page: Page, path: string, ready: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator(`[data-hydrated]${ready}`)).toBeVisible({ timeout: 30_000 });
}

const status = (page: Page) => page.locator('header [data-status]');

test('an investor proposes with the amount shown as the price is typed, revises, accepts a counter, and withdraws after confirming', async ({
  browser,
  signIn,
}) => {
  const loanId = await listedLoan();
  const page = await investorPage(browser, signIn);

  await open(page, `/app/investor/mortgages/${loanId}`, '[data-loan-state="ready"]');
  await expect(page.getByRole('heading', { name: 'Listing' })).toBeVisible();
  await expect(page.getByTestId('open-proposals-count')).toHaveText('0');
  await expect(page.locator('[data-field="current_principal"]')).toHaveText('USD 200,000.00');

  await page.getByRole('button', { name: 'Make a proposal' }).click();
  const price = page.getByLabel('Price (% of current principal)');
  const amount = page.getByTestId('proposal-amount');
  await expect(price).toHaveValue('98.500');
  await expect(amount).toHaveText('USD 197,000.00');
  await price.fill('97.125');
  await expect(amount).toHaveText('USD 194,250.00');

  await price.fill('151');
  await expect(amount).toHaveText('Type a valid price to see the amount.');
  await page.getByRole('button', { name: 'Submit proposal' }).click();
  await expect(page.getByText(PROPOSAL_MESSAGES.priceRange)).toBeVisible();
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  // A field's error is read as words: it must meet the contrast of text, not of a coloured fill.
  await expectNoAxeFindings(page, { rules: ['color-contrast'] });

  await price.fill('97.5');
  await expect(amount).toHaveText('USD 195,000.00');
  await page.getByLabel('Note').fill('Subject to the usual due diligence.');
  await page.getByRole('button', { name: 'Submit proposal' }).click();
  await expect(page.getByText('Proposal submitted.')).toBeVisible();
  await expect(page.locator('[data-my-proposal="submitted"]')).toBeVisible();
  await expect(page.getByTestId('open-proposals-count')).toHaveText('1');
  await expect(page.getByRole('button', { name: 'Make a proposal' })).toHaveCount(0);

  await open(page, '/app/investor/proposals?status=submitted', ' table');
  const loanRef = (await page.request.get(`/api/v1/marketplace/loans/${loanId}`).then((answer) => answer.json())).data
    .loan_ref as string;
  const row = page.getByRole('row').filter({ hasText: loanRef });
  await expect(row).toContainText('97.500%');
  await expect(row).toContainText('195,000.00');
  await row.getByRole('link', { name: loanRef }).click();

  await expect(page.locator('[data-hydrated][data-proposal-state="ready"]')).toBeVisible({ timeout: 30_000 });
  await expect(status(page)).toHaveText('Submitted');
  await page.getByRole('button', { name: 'Revise proposal' }).click();
  await page.getByLabel('Price (% of current principal)').fill('98');
  await expect(page.getByTestId('proposal-amount')).toHaveText('USD 196,000.00');
  await page.getByRole('button', { name: 'Revise proposal' }).click();
  await expect(page.getByText('Proposal revised.')).toBeVisible();
  const terms = page.getByRole('region', { name: 'Terms' });
  await expect(terms.locator('[data-field="price_pct"]')).toHaveText('98.000%');
  await expect(terms.locator('[data-field="amount"]')).toHaveText('USD 196,000.00');
  const history = page.getByRole('list', { name: 'History' }).getByRole('listitem');
  await expect(history).toHaveCount(2);
  await expect(history.first()).toContainText('Submitted');
  await expect(history.first()).toContainText('97.500%');
  await expect(history.last()).toContainText('Revised');
  await expect(history.last()).toContainText('98.000%');

  const proposalId = Number(new URL(page.url()).pathname.split('/').pop());
  const officer = await apiAs(DEMO.northwindOfficer.email);
  const countered = await officer.post(`/proposals/${proposalId}/counter`, {
    price_pct: '98.500',
    note: 'We can meet you at 98.5.',
  });
  expect(countered.status, JSON.stringify(countered.body)).toBe(200);
  await officer.dispose();
  await open(page, `/app/investor/proposals/${proposalId}`, '[data-proposal-state="ready"]');
  await expect(status(page)).toHaveText('Countered');
  const counter = page.getByRole('region', { name: "The bank's counter" });
  await expect(counter.locator('[data-field="counter_amount"]')).toHaveText('USD 197,000.00');
  await expect(counter).toContainText('We can meet you at 98.5.');
  await page.getByRole('button', { name: 'Accept counter' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Accept counter' }).click();
  await expect(status(page)).toHaveText('Submitted');
  await expect(terms.locator('[data-field="price_pct"]')).toHaveText('98.500%');

  await page.getByRole('button', { name: 'Withdraw proposal' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Withdraw this proposal?');
  await dialog.getByRole('button', { name: 'Withdraw proposal' }).click();
  await expect(status(page)).toHaveText('Withdrawn');
  await expect(page.getByRole('group', { name: 'Actions' })).toHaveCount(0);
  await expect(history.last()).toContainText('Withdrawn');
});

/** A proposal at 99% on a fresh listed loan, accepted by the bank through its four eyes. */
async function acceptedProposal(): Promise<number> {
  const loanId = await listedLoan();
  const investor = await apiAs(INVESTOR);
  const proposed = await investor.post('/proposals', {
    loan_id: loanId,
    price_pct: '99.000',
    settlement_date: isoDay(20),
    valid_until: isoDay(10),
  });
  expect(proposed.status, JSON.stringify(proposed.body)).toBe(201);
  const proposalId = (proposed.body['data'] as { id: number }).id;
  await investor.dispose();
  const officer = await apiAs(DEMO.northwindOfficer.email);
  const manager = await apiAs(DEMO.northwindManager.email);
  await approve(manager, await officer.post(`/proposals/${proposalId}/accept`), 'accept the proposal');
  await officer.dispose();
  await manager.dispose();
  return proposalId;
}

const ALL_CONFIRMED = { confirm_terms: true, confirm_fee: true, confirm_settlement: true };

test('after the bank accepts, final acceptance needs three confirmations and opens the new deal', async ({
  browser,
  signIn,
}) => {
  const proposalId = await acceptedProposal();
  const page = await investorPage(browser, signIn);
  await open(page, `/app/investor/proposals/${proposalId}`, '[data-proposal-state="ready"]');
  await expect(status(page)).toHaveText('Accepted by the bank');
  await expect(page.locator('[data-field="time_left"]')).toHaveText(/\d+ (day|hour|minute)s? .*left$/);
  await page.getByRole('link', { name: 'Final acceptance' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/investor/proposals/${proposalId}/final-acceptance$`));
  await expect(page.locator('[data-hydrated][data-proposal-state="ready"]')).toBeVisible({ timeout: 30_000 });

  const terms = page.getByRole('region', { name: 'Final terms' });
  await expect(terms.locator('[data-field="amount"]')).toHaveText('USD 198,000.00');
  await expect(terms.locator('[data-field="platform_fee_bps"]')).toHaveText(/\d+ bps/);
  const accept = page.getByRole('button', { name: 'Accept and create the deal' });
  const boxes = page.getByRole('checkbox');
  await expect(boxes).toHaveCount(3);
  for (let n = 0; n < 3; n++) {
    await expect(accept).toBeDisabled();
    await boxes.nth(n).check();
  }
  await expect(accept).toBeEnabled();
  await accept.click();
  await expect(page).toHaveURL(/\/app\/investor\/deals\/\d+$/, { timeout: 30_000 });

  await open(page, `/app/investor/proposals/${proposalId}/accept`, '[data-proposal-state="ready"]');
  await expect(
    page.getByText('Only a proposal the bank has accepted can be accepted finally; this one is finally accepted.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept and create the deal' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'View the deal' })).toBeVisible();
});

test('when a colleague has just accepted finally, the screen says the loan is sold and leads back', async ({
  browser,
  signIn,
}) => {
  const proposalId = await acceptedProposal();
  const page = await investorPage(browser, signIn);
  await open(page, `/app/investor/proposals/${proposalId}/final-acceptance`, '[data-proposal-state="ready"]');
  const boxes = page.getByRole('checkbox');
  await expect(boxes).toHaveCount(3);
  for (const box of await boxes.all()) await box.check();

  const colleague = await apiAs(DEMO.summitDirector.email);
  expect((await colleague.post(`/proposals/${proposalId}/final-accept`, ALL_CONFIRMED)).status).toBe(201);
  await colleague.dispose();

  await page.getByRole('button', { name: 'Accept and create the deal' }).click();
  await expect(page.getByRole('alert')).toHaveText('Someone else was faster: this loan has just been sold.');
  await expect(page).toHaveURL(new RegExp(`/final-acceptance$`));
  // The sold message carries the same way back as the page's header.
  await page.getByRole('link', { name: 'Back to the proposal' }).first().click();
  await expect(page.locator('[data-hydrated][data-proposal-state="ready"]')).toBeVisible({ timeout: 30_000 });
  await expect(status(page)).toHaveText('Finally accepted');
  await expect(page.getByRole('link', { name: 'View the deal' })).toBeVisible();
});
