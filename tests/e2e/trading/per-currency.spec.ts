/**
 * Amounts of two currencies are never added together: the banks' dashboard read by a platform
 * admin ("all banks together") gives principal and volume per currency, and the marketplace's and
 * the portfolio's principal-weighted averages come one line per currency. The demo banks lend in
 * GBP and USD. The tests only read, but for the tape the last one uploads.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { DEMO } from '../../support/demo-people.ts';
import { uniqueRef } from '../bank/bank-helpers.ts';
import { openHydrated } from '../bank/loan-form-helpers.ts';
import { pageAs, submittedBatch, tapeOf } from '../flow/desk-scenes.ts';

test.describe.configure({ timeout: 120_000 });

const CURRENCY_LINE = /^[A-Z]{3} /;

async function currenciesOf(page: Page, path: string): Promise<string[]> {
  const answer = await page.request.get(path, { headers: { Accept: 'application/json' } });
  expect(answer.ok(), path).toBe(true);
  return ((await answer.json()).data.by_currency as { key: string }[]).map((entry) => entry.key);
}

test('all banks together: principal and volume sold per currency, never one sum', async ({ page, signIn }) => {
  await signIn(page, DEMO.superAdmin.email);
  await page.goto('/app/bank/dashboard');
  await expect(page.locator('[data-summary-state="ready"]')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('All banks together; amounts per currency.')).toBeVisible();

  const total = page.getByTestId('principal-total');
  await expect(total.locator('[data-currency]')).toHaveCount(2);
  await expect(total.locator('[data-currency="GBP"]')).toHaveText(/^GBP \d{1,3}(,\d{3})*\.\d{2}$/);
  await expect(total.locator('[data-currency="USD"]')).toHaveText(/^USD \d{1,3}(,\d{3})*\.\d{2}$/);
  const listed = page.locator('[data-status-row="listed"] td').nth(2);
  await expect(listed.locator('[data-currency]').first()).toHaveText(CURRENCY_LINE);

  await expect(page.locator('[data-volume-currency]')).toHaveCount(2);
  await expect(page.getByRole('table', { name: 'Volume sold per month in GBP, as a table' })).toBeAttached();
  await expect(page.getByRole('table', { name: 'Volume sold per month in USD, as a table' })).toBeAttached();
});

test('the marketplace and the portfolio weigh their averages within each currency', async ({ page, signIn }) => {
  await signIn(page, DEMO.summitAnalyst.email);

  const market = await currenciesOf(page, '/api/v1/marketplace/summary');
  expect(market.length).toBeGreaterThan(1);
  await page.goto('/app/investor/dashboard');
  const summary = page.getByRole('region', { name: 'Summary of the filtered loans' });
  await expect(summary).toHaveAttribute('data-summary-state', 'ready', { timeout: 30_000 });
  for (const key of ['rate', 'ltv', 'remainingTerm']) {
    const figure = summary.locator(`[data-figure="${key}"]`);
    for (const currency of market) await expect(figure).toContainText(new RegExp(`${currency} \\d`));
  }

  const portfolio = await currenciesOf(page, '/api/v1/investor/portfolio');
  await page.goto('/app/investor/main-dashboard');
  await expect(page.locator('[data-portfolio-state="ready"]')).toBeVisible({ timeout: 30_000 });
  const rate = page.getByRole('region', { name: 'Portfolio bought' }).locator('[data-figure="rate"]');
  if (portfolio.length > 1) {
    for (const currency of portfolio) await expect(rate).toContainText(new RegExp(`${currency} \\d+\\.\\d{2}%`));
  } else {
    await expect(rate).not.toContainText(CURRENCY_LINE);
  }
});

test('a tape of two currencies is stratified per currency for the manager who decides it', async ({
  browser,
  signIn,
}) => {
  const officer = await pageAs(browser, signIn, DEMO.northwindOfficer.email);
  const prefix = uniqueRef('CUR');
  // Rows 1 and 2 in GBP (96,000.00 and 97,000.00 of current principal), row 3 in USD (98,000.00).
  const tape = tapeOf(prefix, 3, (index) => (index < 2 ? 'GBP' : 'USD'));
  const { batchId } = await submittedBatch(officer, `${prefix.toLowerCase()}.csv`, prefix, tape);

  const manager = await pageAs(browser, signIn, DEMO.northwindManager.email);
  await openHydrated(manager, `/app/bank/mortgages/batch/${batchId}`);
  const stratification = manager.getByRole('region', { name: 'Stratification of the valid rows' });
  const figure = (label: string) => stratification.locator('.stat').filter({ hasText: label }).locator('dd');
  await expect(figure('Loans')).toHaveText('3');
  await expect(figure('Total current principal')).toHaveText('GBP 193,000.00USD 98,000.00');
  await expect(figure('Weighted average rate')).toHaveText(/^GBP \d+\.\d+%USD \d+\.\d+%$/);
  const byRegion = stratification.getByRole('table', { name: 'By region' });
  // Each row's region holds one loan: its principal in its own currency, its share of that currency's total.
  await expect(byRegion.getByRole('row').filter({ hasText: 'GBP 96,000.00' })).toContainText('49.7%');
  await expect(byRegion.getByRole('row').filter({ hasText: 'USD 98,000.00' })).toContainText('100%');
});
