/**
 * A shortlisted investor's binding bid (DOMAIN.md, "Portfolio sales", phase 2), on the demo pool in its
 * binding round: a CSV upload with a wrong row is refused row by row and nothing is saved; the corrected
 * file is accepted and the total shows; a price typed on screen moves the running total, and the bid is
 * submitted after a confirmation. The screen passes axe and shows its lines as cards on a phone.
 */
import type { Page, TestInfo } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { apiAs } from '../support/api-session.ts';
import { confirm } from '../support/confirm-dialog.ts';
import { expectNoAxeFindings } from '../support/axe.ts';
import { DEMO } from '../../support/demo-people.ts';
import { DEMO_PHASE2_POOL_NAME } from '../../../server/db/seed/demo-pool-phase2.ts';
import { formatMoney } from '../../../src/domain/format-decimal.ts';
import {
  lineAmountMinor,
  minorToDecimal,
  parseBidPrice,
  principalMinor,
} from '../../../src/domain/pools/binding-bid.ts';

test.describe.configure({ timeout: 150_000 });

interface BidAnswer {
  pool: { currency: string };
  lines: { line: number; current_principal: string }[];
}

/** Repeats of this spec bid as different investors' people in turn, so two runs side by side revise different bids. */
const BIDDERS = [
  DEMO.summitAnalyst.email,
  DEMO.bluewaterAnalyst.email,
  DEMO.summitDirector.email,
  DEMO.bluewaterDirector.email,
];
const bidderOf = (testInfo: TestInfo) => BIDDERS[testInfo.repeatEachIndex % BIDDERS.length]!;

async function demoPoolId(): Promise<number> {
  const officer = await apiAs(DEMO.northwindOfficer.email);
  try {
    const answer = await officer.context.get('/api/v1/pools?per_page=100');
    const pools = (await answer.json()).data as { id: number; name: string }[];
    return pools.find((pool) => pool.name === DEMO_PHASE2_POOL_NAME)!.id;
  } finally {
    await officer.dispose();
  }
}

const priceOf = (line: number) => `${95 + (line % 4)}.${String((line * 137) % 1000).padStart(3, '0')}`;

/** What the priced lines come to, by the bid's own rules. */
function totalOf(bid: BidAnswer, prices: Map<number, string>): string {
  let total = 0n;
  for (const line of bid.lines) {
    const price = prices.get(line.line);
    if (price === undefined) continue;
    total += lineAmountMinor(principalMinor(line.current_principal, bid.pool.currency), parseBidPrice(price)!);
  }
  return formatMoney(minorToDecimal(total, bid.pool.currency), bid.pool.currency);
}

/** The lines are drawn as a table and as cards (one shown by the screen's width): the control on screen. */
const shown = (page: Page, label: string) => page.getByLabel(label, { exact: true }).filter({ visible: true });

const csvOf = (rows: string[]) => Buffer.from(['line,price_pct,excluded', ...rows].join('\n'));

async function upload(page: Page, name: string, content: Buffer): Promise<void> {
  await page.getByLabel('CSV file').setInputFiles({ name, mimeType: 'text/csv', buffer: content });
  await confirm(page, 'Submit binding bid');
}

test('an investor uploads a bid with a wrong row, corrects it and submits; the total follows every price', async ({
  page,
  signIn,
}, testInfo) => {
  const poolId = await demoPoolId();
  await signIn(page, bidderOf(testInfo));
  await page.goto(`/app/investor/pools/${poolId}/bid`);
  await expect(page.locator('[data-bid-state="open"]')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-bid-loaded="true"][data-hydrated="true"]')).toBeVisible();
  const bid = (await (await page.request.get(`/api/v1/investor/pools/${poolId}/binding-bid`)).json()).data as BidAnswer;
  const lines = bid.lines.map((line) => line.line);
  expect(lines.length).toBeGreaterThan(2);
  await expect(page.getByRole('link', { name: 'Download the CSV template' })).toHaveAttribute(
    'href',
    new RegExp(`/api/v1/investor/pools/${poolId}/binding-bid/template.csv$`),
  );

  const wrong = lines.map((line) => (line === 2 ? `${line},ninety,` : `${line},${priceOf(line)},`));
  await upload(page, 'bid-wrong.csv', csvOf(wrong));
  const problems = page.getByTestId('bid-problems');
  await expect(problems).toContainText('Nothing was saved');
  await expect(problems).toContainText('Row 3, price_pct: Give a price above 0');

  // Line 1 left out (the pool allows one exclusion), every other line priced.
  const prices = new Map(lines.filter((line) => line !== 1).map((line) => [line, priceOf(line)]));
  const fixed = lines.map((line) => (line === 1 ? `${line},,yes` : `${line},${prices.get(line)},`));
  await page.reload();
  await expect(page.locator('[data-bid-state="open"]')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-bid-loaded="true"][data-hydrated="true"]')).toBeVisible();
  await upload(page, 'bid.csv', csvOf(fixed));
  await expect(page.getByText('Your binding bid is saved.')).toBeVisible();
  await expect(problems).toHaveCount(0);
  await expect(page.getByTestId('bid-total')).toHaveText(totalOf(bid, prices));
  await expect(page.getByTestId('bid-exclusions')).toHaveText(/^1 of at most 1$/);
  await expect(shown(page, 'Exclude line 2')).toBeDisabled();

  // A price typed on screen moves the running total before anything is sent.
  prices.set(2, '88.5');
  await shown(page, 'Price % for line 2').fill('88.5');
  await expect(page.getByTestId('bid-total')).toHaveText(totalOf(bid, prices));
  await page.getByTestId('submit-bid').click();
  await expect(page.getByRole('dialog')).toContainText(totalOf(bid, prices));
  await confirm(page, 'Submit binding bid');
  await expect(page.getByText('Your binding bid is saved.').first()).toBeVisible();
  await expect(shown(page, 'Price % for line 2')).toHaveValue('88.500');
  await expect(page.getByTestId('bid-countdown')).toContainText('Bids close');
  // A full analysis of a screen this size takes longer than the default on a busy machine.
  await expectNoAxeFindings(page, { timeoutMs: 60_000 });
});

test('the bid screen shows its lines as cards on a phone', async ({ page, signIn }, testInfo) => {
  const poolId = await demoPoolId();
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, bidderOf(testInfo));
  await page.goto(`/app/investor/pools/${poolId}/bid`);
  await expect(page.locator('[data-bid-loaded="true"]')).toBeVisible({ timeout: 30_000 });
  await expect(shown(page, 'Price % for line 1')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
