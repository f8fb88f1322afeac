/**
 * The Marketplace and the investor dashboard (issue 14): an investor narrows the market with
 * filters, sorts and pages it on the server, sees the summary follow, keeps the view in the
 * address, downloads the same loans as CSV and opens one; the dashboard shows the portfolio
 * bought and the open proposals. Every loan, proposal and deal is made here through the API.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { expectNoAxeFindings } from '../support/axe.ts';
import { uniqueRef } from '../bank/bank-helpers.ts';
import { apiAs, type ApiSession } from '../support/api-session.ts';
import { addDays } from '../../../src/domain/trading/proposal-terms.ts';
import { PORTFOLIO_TEXT } from '../../../src/components/investor/portfolio/portfolio-text.ts';
import { DEMO } from '../../support/demo-people.ts';
import { VALID_LOAN_ROW } from '../../support/valid-loan.ts';

const SUMMIT_ANALYST = DEMO.summitAnalyst.email;
const MARKETPLACE = '/app/investor/dashboard';
const PORTFOLIO = '/app/investor/main-dashboard';
/** How many open proposals the investor dashboard lists. */
const OPEN_PROPOSALS_SHOWN = 10;

// Each test lists its own loans (five API calls each) and loads pages more than once.
test.describe.configure({ timeout: 180_000 });

interface LoanShape {
  ref: string;
  principal: string;
  region: string;
  propertyType: string;
}

function idOf(
  answer: { status: number; body: Record<string, unknown> },
  what: string,
  key: 'data' | 'pending_action',
): number {
  expect([200, 201, 202], `${what}: ${JSON.stringify(answer.body)}`).toContain(answer.status);
  return (answer.body[key] as { id: number }).id;
}

/** A loan taken through the bank's four eyes to `listed`: created, submitted, approved, listed, approved. */
async function listLoan(officer: ApiSession, manager: ApiSession, loan: LoanShape): Promise<number> {
  const created = await officer.post('/loans', {
    ...VALID_LOAN_ROW,
    loan_ref: loan.ref,
    current_principal: loan.principal,
    region: loan.region,
    property_type: loan.propertyType,
  });
  const id = idOf(created, `create ${loan.ref}`, 'data');
  const submitted = idOf(await officer.post(`/loans/${id}/submit`), `submit ${loan.ref}`, 'pending_action');
  expect((await manager.post(`/pending-actions/${submitted}/approve`)).status).toBe(200);
  const terms = {
    asking_price_pct: '98.5',
    bid_deadline: '2099-12-31',
    listing_description: 'A seasoned owner-occupied loan.',
  };
  const listing = idOf(await officer.post(`/loans/${id}/list`, terms), `list ${loan.ref}`, 'pending_action');
  expect((await manager.post(`/pending-actions/${listing}/approve`)).status).toBe(200);
  return id;
}

/** Lists the loans a few at a time; answers their ids in the same order. */
async function listLoans(loans: LoanShape[]): Promise<number[]> {
  const officer = await apiAs(DEMO.northwindOfficer.email);
  const manager = await apiAs(DEMO.northwindManager.email);
  const ids: number[] = [];
  for (let start = 0; start < loans.length; start += 6) {
    ids.push(...(await Promise.all(loans.slice(start, start + 6).map((loan) => listLoan(officer, manager, loan)))));
  }
  await officer.dispose();
  await manager.dispose();
  return ids;
}

const filters = (page: Page) => page.getByRole('search', { name: 'Marketplace filters' });
const search = (page: Page) => filters(page).getByRole('searchbox', { name: 'Loan reference' });
const table = (page: Page) => page.getByRole('table', { name: 'Listed loans' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const figure = (page: Page, key: string) =>
  page.getByRole('region', { name: 'Summary of the filtered loans' }).locator(`[data-figure="${key}"]`);

async function openMarketplace(page: Page, query = ''): Promise<void> {
  await page.goto(`${MARKETPLACE}${query}`);
  await expect(search(page)).toBeEnabled({ timeout: 30_000 });
}

test('an investor filters, sorts and pages the market; the view survives a reload; the CSV matches the summary; a row opens the loan', async ({
  page,
  signIn,
}) => {
  const prefix = uniqueRef('MKT');
  const COUNT = 27;
  const refOf = (n: number) => `${prefix}-${String(n).padStart(2, '0')}`;
  // Every third loan is in New York, the rest in California; the principal grows with n.
  const loans = Array.from({ length: COUNT }, (_, n) => ({
    ref: refOf(n),
    principal: `${200000 + n * 1000}.00`,
    region: n % 3 === 0 ? 'NY' : 'CA',
    propertyType: n % 2 === 0 ? 'house' : 'flat',
  }));
  const ids = await listLoans(loans);
  const inNewYork = loans.filter((loan) => loan.region === 'NY');

  await signIn(page, SUMMIT_ANALYST);
  await openMarketplace(page);
  await search(page).fill(prefix);
  await filters(page).getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?search=${prefix}$`));
  await expect(page.getByText(`Showing 1–25 of ${COUNT}`)).toBeVisible();
  await expect(figure(page, 'count')).toHaveText(String(COUNT));

  await table(page).getByRole('button', { name: 'Current principal' }).click();
  await expect(table(page).getByRole('columnheader', { name: 'Current principal' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(bodyRows(page).first()).toContainText(refOf(0));

  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(bodyRows(page)).toHaveCount(COUNT - 25);
  await expect(bodyRows(page).first()).toContainText(refOf(25));

  // Narrowing to New York starts again at page 1 and the summary follows the filter.
  await filters(page)
    .getByRole('button', { name: /^Region/ })
    .click();
  await filters(page).getByRole('checkbox', { name: 'New York (NY)' }).check();
  await filters(page).getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/region=NY/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(figure(page, 'count')).toHaveText(String(inNewYork.length));
  // One currency: its principal, named. 9 loans of 200,000 + 1,000 × (0 + 3 + … + 24).
  await expect(figure(page, 'principal')).toHaveText(`${VALID_LOAN_ROW.currency} 1,908,000.00`);
  await expect(page.getByText(`Showing 1–${inNewYork.length} of ${inNewYork.length}`)).toBeVisible();
  await expect(bodyRows(page).first()).toContainText(refOf(0));
  const regions = page.getByRole('table', { name: 'Current principal by region, as a table' });
  await expect(regions.getByRole('row', { name: /New York \(NY\)/ })).toContainText(`${inNewYork.length}`);
  await expect(regions.getByRole('row', { name: /New York \(NY\)/ })).toContainText('100.0%');
  await expect(regions.getByRole('row', { name: /California/ })).toHaveCount(0);

  const view = page.url();
  await page.reload();
  await expect(search(page)).toHaveValue(prefix);
  await expect(filters(page).getByRole('button', { name: 'Region: New York (NY)' })).toBeEnabled();
  await expect(table(page).getByRole('columnheader', { name: 'Current principal' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(bodyRows(page)).toHaveCount(inNewYork.length);
  await expect(figure(page, 'count')).toHaveText(String(inNewYork.length));
  expect(page.url()).toBe(view);
  // One image for a screen reader, named by what it shows; one bar drawn for the one region.
  const regionChart = page.getByRole('img', {
    name: /^By region, a bar chart of 1 bar: New York \(NY\), 1,908,000\.00 \(100\.0%\)\./,
  });
  await expect(regionChart).toHaveAttribute('data-testid', 'region-chart');
  await expect(regionChart.locator('rect')).toHaveCount(1);
  await expectNoAxeFindings(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^marketplace-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await download.path(), 'utf8')).split(/\r?\n/).filter((line) => line !== '');
  const header = lines[0]!.split(',');
  expect(header).toEqual(expect.arrayContaining(['loan_ref', 'bank_name', 'current_principal', 'region']));
  expect(header).not.toContain('my_proposal');
  expect(lines.length - 1).toBe(Number(await figure(page, 'count').textContent()));
  expect(lines[1]).toContain(refOf(0));
  expect(lines.at(-1)).toContain(inNewYork.at(-1)!.ref);

  await table(page)
    .getByRole('link', { name: refOf(0) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/app/investor/mortgages/${ids[0]}$`));
});

test('filters that match nothing say so and clear in one click', async ({ page, signIn }) => {
  await signIn(page, SUMMIT_ANALYST);
  await openMarketplace(page, `?search=${uniqueRef('NONE')}&region=WY`);
  await expect(page.getByText('No loans match these filters')).toBeVisible();
  await expect(figure(page, 'count')).toHaveText('0');
  await page.getByRole('button', { name: 'Clear filters' }).last().click();
  await expect(page).toHaveURL(new RegExp(`${MARKETPLACE}$`));
  await expect(bodyRows(page).first()).toBeVisible();
});

test('the investor dashboard shows the portfolio bought, its spread, deals by status and the latest open proposals; the marketplace marks my proposal', async ({
  page,
  signIn,
}) => {
  const prefix = uniqueRef('PF');
  const [boughtLoan, biddenLoan] = await listLoans([
    { ref: `${prefix}-BUY`, principal: '240000.00', region: 'TX', propertyType: 'flat' },
    { ref: `${prefix}-BID`, principal: '220000.00', region: 'TX', propertyType: 'house' },
  ]);
  const investor = await apiAs(SUMMIT_ANALYST);
  const officer = await apiAs(DEMO.northwindOfficer.email);
  const manager = await apiAs(DEMO.northwindManager.email);
  const today = new Date().toISOString().slice(0, 10);
  const terms = { price_pct: '97.500', settlement_date: addDays(today, 30), valid_until: addDays(today, 10) };

  // A deal: the investor proposes, the bank accepts through its four eyes, the investor accepts finally.
  const bought = idOf(await investor.post('/proposals', { loan_id: boughtLoan, ...terms }), 'propose', 'data');
  const acceptance = await officer.post(`/proposals/${bought}/accept`);
  expect(acceptance.status, JSON.stringify(acceptance.body)).toBe(202);
  const pendingId = (acceptance.body['data'] as { pending_action_id: number }).pending_action_id;
  expect((await manager.post(`/pending-actions/${pendingId}/approve`)).status).toBe(200);
  const deal = await investor.post(`/proposals/${bought}/final-accept`, {
    confirm_terms: true,
    confirm_fee: true,
    confirm_settlement: true,
  });
  expect(deal.status, JSON.stringify(deal.body)).toBe(201);
  const open = idOf(await investor.post('/proposals', { loan_id: biddenLoan, ...terms }), 'propose', 'data');
  await Promise.all([investor.dispose(), officer.dispose(), manager.dispose()]);

  await signIn(page, SUMMIT_ANALYST);
  const awaitingFunds = page.getByRole('link', { name: /^Awaiting funds/ });
  let mixedCurrencies = false;
  let latestShown: { id: number; status: string }[] = [];
  const latest = page.getByRole('list', { name: 'The latest open proposals' });
  // Other tests trade for the same investor at the same time: the page must show what the API answers as it loads.
  await expect(async () => {
    await page.goto(PORTFOLIO);
    await expect(page.locator('[data-portfolio-state="ready"]')).toBeVisible({ timeout: 30_000 });
    const answer = await page.request.get('/api/v1/investor/portfolio', { headers: { Accept: 'application/json' } });
    const portfolio = (await answer.json()).data as {
      deals_count: number;
      open_proposals_count: number;
      deals_by_status: Record<string, number>;
      by_currency: { key: string }[];
      open_proposals: { id: number; status: string }[];
    };
    mixedCurrencies = portfolio.by_currency.length > 1;
    latestShown = portfolio.open_proposals;
    const quick = { timeout: 1_000 };
    await expect(latest.getByRole('listitem')).toHaveCount(latestShown.length, quick);
    await expect(page.getByRole('region', { name: 'Portfolio bought' }).locator('[data-figure="deals"]')).toHaveText(
      String(portfolio.deals_count),
      quick,
    );
    await expect(page.getByTestId('open-proposals-count')).toHaveText(
      PORTFOLIO_TEXT.openProposalsCount(portfolio.open_proposals_count),
      quick,
    );
    await expect(awaitingFunds.locator('[data-count]')).toHaveText(
      String(portfolio.deals_by_status['pending_settlement']),
      quick,
    );
  }).toPass({ timeout: 90_000 });

  await expect(awaitingFunds).toHaveAttribute('href', '/app/investor/deals?status=pending_settlement');
  // Deals in several currencies are spread by their count, never by a sum of mixed principal.
  const regions = page.getByRole('table', {
    name: mixedCurrencies ? 'Loans by region, as a table' : 'Current principal by region, as a table',
  });
  await expect(regions.getByRole('row', { name: /Texas \(TX\)/ })).toBeAttached();
  const regionChart = page.getByTestId('region-chart');
  await expect(regionChart).toHaveAttribute('role', 'img');
  // The summary names only the highest and lowest region: Texas is certain to be in the table alone.
  await expect(regionChart).toHaveAttribute(
    'aria-label',
    /^By region, a bar chart of (\d+ bars?|the 10 largest of \d+)[.:] .*The table that follows lists every figure\.$/,
  );
  await expect(regionChart.locator('rect').first()).toBeVisible();
  await expect(latest.getByRole('link', { name: `${prefix}-BUY` })).toHaveCount(0);
  // Proposals awaiting the investor's final acceptance come first, then the newest: other tests trading for
  // this investor at the same time may fill the ten places, and only then is the new proposal left out.
  if (latestShown.some((proposal) => proposal.id === open)) {
    await expect(latest.getByRole('link', { name: `${prefix}-BID` })).toHaveAttribute(
      'href',
      `/app/investor/proposals/${open}`,
    );
  } else {
    expect(latestShown).toHaveLength(OPEN_PROPOSALS_SHOWN);
  }
  await expectNoAxeFindings(page);

  // The marketplace marks the loan the investor has proposed on; the sold one has left the market.
  await openMarketplace(page, `?search=${prefix}`);
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).getByRole('link', { name: 'My proposal: Submitted' })).toHaveAttribute(
    'href',
    `/app/investor/proposals/${open}`,
  );
  await expectNoAxeFindings(page);
});
