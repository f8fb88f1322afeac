/**
 * A whole portfolio sale in the browser by the demo people (DOMAIN.md, "Portfolio sales"): Northwind's
 * officer builds a pool from the loan list's filters and lists it, its manager approves; Summit and
 * Bluewater accept the NDA and bid; after the phase 1 deadline the manager shortlists both; both place
 * binding bids; after the phase 2 deadline the officer awards Summit with Bluewater as backup and the
 * manager approves; Summit declines, so Bluewater, the backup, is invited, confirms and pays; the bank
 * settles. The deadlines are moved in the database, so the spec needs PostgreSQL.
 */
import pg from 'pg';
import type { Browser, Locator, Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { createDraftLoan, uniqueRef } from '../bank/bank-helpers.ts';
import { approve, deskSessions, pageAs, pendingActionIdOf, type SignIn } from './desk-scenes.ts';
import { confirm } from '../support/confirm-dialog.ts';
import { DEMO } from '../../support/demo-people.ts';

test.describe.configure({ timeout: 420_000 });

const databaseUrl = process.env['E2E_DATABASE_URL'];

async function passDeadline(poolId: number, column: 'phase1_deadline' | 'phase2_deadline'): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`update pools set ${column} = now() - interval '1 second' where id = $1`, [poolId]);
  } finally {
    await client.end();
  }
}

/** A datetime-local value `days` from now, in the browser's (and this machine's) time zone. */
const localInDays = (days: number) => {
  const at = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
};

async function open(page: Page, url: string, ready: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator(ready).first()).toBeVisible({ timeout: 30_000 });
}

/** Chooses in an award's select the bid of the bidder named. */
async function chooseBid(select: Locator, bidder: string): Promise<void> {
  const value = await select.locator('option', { hasText: bidder }).getAttribute('value');
  await select.selectOption(value!);
}

/** An investor accepts the pool's NDA and places an indicative bid. */
async function bidIndicatively(browser: Browser, signIn: SignIn, email: string, poolId: number, price: string) {
  const investor = await pageAs(browser, signIn, email);
  await open(investor, `/app/investor/pools/${poolId}`, '[data-pool-sale="ready"]');
  await investor.getByRole('button', { name: 'Accept the NDA' }).click();
  await confirm(investor, 'Accept the NDA');
  await expect(investor.locator('[data-nda="accepted"]')).toBeVisible();
  await investor.getByLabel('Price (% of the pool’s principal)').fill(price);
  await investor.getByRole('button', { name: 'Place the bid' }).click();
  await confirm(investor, 'Place the bid');
  await expect(investor.locator('[data-my-bid]')).toHaveAttribute('data-my-bid', price);
  return investor;
}

/** A shortlisted investor uploads a binding bid pricing both lines of the pool. */
async function bidBindingly(investor: Page, poolId: number, price: string) {
  await open(investor, `/app/investor/pools/${poolId}/bid`, '[data-bid-state="open"]');
  await expect(investor.locator('[data-bid-loaded="true"][data-hydrated="true"]')).toBeVisible();
  await investor.getByLabel('CSV file').setInputFiles({
    name: 'bid.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(['line,price_pct,excluded', `1,${price},`, `2,${price},`].join('\n')),
  });
  await confirm(investor, 'Submit binding bid');
  await expect(investor.getByText('Your binding bid is saved.').first()).toBeVisible();
}

test('a pool is built, bid on in two phases, awarded with a backup who confirms when the winner declines, paid and settled', async ({
  browser,
  signIn,
}) => {
  test.skip(!databaseUrl, 'moves the phase deadlines in the database: needs DATABASE_URL (PostgreSQL)');
  const desk = await deskSessions();
  const base = uniqueRef('SALE');
  for (const suffix of ['A', 'B']) {
    const id = await createDraftLoan(desk.officer, `${base}-${suffix}`);
    await approve(desk.manager, pendingActionIdOf(await desk.officer.post(`/loans/${id}/submit`)));
  }
  await desk.dispose();

  // The officer builds the pool and sends its listing; the manager approves it.
  const officer = await pageAs(browser, signIn, DEMO.northwindOfficer.email);
  await officer.goto('/app/bank/pools/new');
  await officer.getByRole('radio', { name: 'The loan list’s filters' }).check();
  await officer.getByLabel('Loan reference contains').fill(base);
  await officer.getByRole('button', { name: 'Count the loans' }).click();
  await expect(officer.locator('[data-preview-count]')).toHaveAttribute('data-preview-count', '2');
  await officer.getByLabel('Name').fill(`Pool ${base}`);
  await officer.getByRole('button', { name: 'Build the pool' }).click();
  await expect(officer).toHaveURL(/\/app\/bank\/pools\/\d+$/, { timeout: 30_000 });
  const poolId = Number(/\/pools\/(\d+)$/.exec(officer.url())![1]);
  await expect(officer.locator('[data-pool-state="ready"]')).toHaveAttribute('data-pool-status', 'draft');
  await officer.getByRole('button', { name: 'List this pool' }).click();
  await officer.getByLabel('Phase 1 deadline (indicative bids)').fill(localInDays(7));
  await officer.getByLabel('Phase 2 deadline (binding bids)').fill(localInDays(14));
  await officer.getByLabel('Loans a binding bid may exclude').fill('0');
  await officer.getByLabel('NDA text').fill('Keep every figure of this pool confidential.');
  await officer.getByRole('button', { name: 'Send for approval' }).click();
  await confirm(officer, 'Send for approval');

  const manager = await pageAs(browser, signIn, DEMO.northwindManager.email);
  await open(manager, `/app/bank/pools/${poolId}`, '[data-pool-state="ready"]');
  const listing = manager.locator('[data-pending-action="pool.list"]');
  await listing.getByRole('button', { name: 'Approve' }).click();
  await confirm(manager, 'Approve');
  await expect(manager.locator('[data-pool-state="ready"]')).toHaveAttribute('data-pool-status', 'phase_1');

  // Phase 1: both investors accept the NDA and bid; the manager shortlists both after the deadline.
  const summit = await bidIndicatively(browser, signIn, DEMO.summitAnalyst.email, poolId, '96.000');
  const bluewater = await bidIndicatively(browser, signIn, DEMO.bluewaterAnalyst.email, poolId, '95.000');
  await passDeadline(poolId, 'phase1_deadline');
  await open(manager, `/app/bank/pools/${poolId}`, '[data-indicative-bids="open"]');
  const bids = manager.locator('[data-indicative-bids="open"]');
  await bids.getByRole('checkbox', { name: 'Shortlist Summit Capital' }).check();
  await bids.getByRole('checkbox', { name: 'Shortlist Bluewater Pension Fund' }).check();
  await bids.getByRole('button', { name: 'Shortlist for phase 2' }).click();
  await confirm(manager, 'Shortlist for phase 2');
  await expect(manager.locator('[data-pool-state="ready"]')).toHaveAttribute('data-pool-status', 'phase_2');

  // Phase 2: both place binding bids with a price for each loan.
  await bidBindingly(summit, poolId, '97.250');
  await bidBindingly(bluewater, poolId, '96.500');
  await passDeadline(poolId, 'phase2_deadline');

  // The officer awards Summit with Bluewater as backup; the manager approves.
  await open(officer, `/app/bank/pools/${poolId}/bids`, '[data-bids-state="ready"]');
  const ranking = officer.getByRole('table', { name: /The binding bids, highest total first/ });
  await expect(ranking.locator('tbody tr').first()).toContainText('Summit Capital');
  await chooseBid(officer.getByLabel('Winning bid'), 'Summit Capital');
  await chooseBid(officer.getByLabel('Backup 1 (optional)'), 'Bluewater Pension Fund');
  await officer.getByRole('button', { name: 'Send the award for approval' }).click();
  await confirm(officer, 'Send the award for approval');
  await open(manager, `/app/bank/pools/${poolId}/bids`, '[data-bids-state="ready"]');
  await manager.getByRole('button', { name: 'Approve the award' }).click();
  await confirm(manager, 'Approve the award');
  await expect(manager.locator('[data-bids-state="ready"]')).toHaveAttribute('data-pool-status', 'awarded');

  // Summit declines; Bluewater, the backup, is invited at its own bid and confirms.
  const summitDirector = await pageAs(browser, signIn, DEMO.summitDirector.email);
  await open(summitDirector, `/app/investor/pools/${poolId}/award`, '[data-award-state="invited"]');
  await summitDirector.getByRole('button', { name: 'Decline' }).click();
  await summitDirector.getByLabel('Reason for declining').fill('Our committee did not approve the purchase.');
  await summitDirector.getByRole('button', { name: 'Decline the award' }).click();
  await expect(summitDirector.locator('[data-award-state="declined"]')).toBeVisible({ timeout: 30_000 });

  const bluewaterDirector = await pageAs(browser, signIn, DEMO.bluewaterDirector.email);
  await open(bluewaterDirector, `/app/investor/pools/${poolId}/award`, '[data-award-state="invited"]');
  const boxes = bluewaterDirector.getByRole('checkbox');
  await expect(boxes).toHaveCount(3);
  for (const box of await boxes.all()) await box.check();
  await bluewaterDirector.getByRole('button', { name: 'Confirm and make the deal' }).click();
  await expect(bluewaterDirector).toHaveURL(/\/app\/investor\/deals\/\d+$/, { timeout: 30_000 });
  const dealId = Number(/\/deals\/(\d+)$/.exec(bluewaterDirector.url())![1]);

  // The backup pays; the bank settles the one deal that holds both loans.
  await open(bluewaterDirector, `/app/investor/deals/${dealId}`, '[data-deal-state="ready"]');
  await bluewaterDirector.getByRole('button', { name: 'Mark funds sent' }).click();
  await confirm(bluewaterDirector, 'Mark funds sent');
  await expect(bluewaterDirector.getByRole('button', { name: 'Mark funds sent' })).toHaveCount(0);
  await open(officer, `/app/bank/deals/${dealId}`, '[data-deal-state="ready"]');
  await officer.getByRole('button', { name: 'Confirm settlement' }).click();
  await confirm(officer, /^Settle before \d{4}-\d{2}-\d{2}$/);
  await expect(officer.getByRole('button', { name: 'Confirm settlement' })).toHaveCount(0);
  await open(officer, `/app/bank/pools/${poolId}`, '[data-pool-state="ready"]');
  await expect(officer.locator('[data-pool-state="ready"]')).toHaveAttribute('data-pool-status', 'sold');
});
