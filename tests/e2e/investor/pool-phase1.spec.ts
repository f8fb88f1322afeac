/**
 * Phase 1 of a pool's sale in the browser (DOMAIN.md, "Portfolio sales"): an investor finds the pool
 * open to it, accepts the NDA, downloads the anonymised tape and places its sealed indicative bid;
 * once the phase 1 deadline has passed (moved in the database), the bank manager reads the bids and
 * shortlists the investor, who is then shown the way to phase 2. The investor screens pass axe and fit a phone.
 */
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { createDraftLoan, uniqueRef } from '../bank/bank-helpers.ts';
import { approve, deskSessions, pageAs, pendingActionIdOf } from '../flow/desk-scenes.ts';
import { expectNoAxeFindings } from '../support/axe.ts';
import { preferDarkTheme } from '../support/dark-theme.ts';
import { DEMO } from '../../support/demo-people.ts';

test.describe.configure({ timeout: 240_000 });

const databaseUrl = process.env['E2E_DATABASE_URL'];

async function passPhase1Deadline(poolId: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`update pools set phase1_deadline = now() - interval '1 second' where id = $1`, [poolId]);
  } finally {
    await client.end();
  }
}

/** A pool of two new Northwind loans, listed open to every investor and approved: in phase 1. */
async function poolInPhase1(name: string): Promise<number> {
  const desk = await deskSessions();
  try {
    const base = uniqueRef('PHONE');
    for (const suffix of ['A', 'B']) {
      const id = await createDraftLoan(desk.officer, `${base}-${suffix}`);
      await approve(desk.manager, pendingActionIdOf(await desk.officer.post(`/loans/${id}/submit`)));
    }
    const built = await desk.officer.post('/pools', {
      name,
      cut_off_date: new Date().toISOString().slice(0, 10),
      filters: { search: base },
    });
    expect(built.status, JSON.stringify(built.body)).toBe(201);
    const poolId = (built.body['data'] as { id: number }).id;
    const listing = await desk.officer.post(`/pools/${poolId}/list`, {
      access_mode: 'open',
      phase_1_deadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      phase_2_deadline: new Date(Date.now() + 14 * 86_400_000).toISOString(),
      exclusion_limit: 0,
      nda_text: 'Keep every figure of this pool confidential.',
    });
    await approve(desk.manager, pendingActionIdOf(listing));
    return poolId;
  } finally {
    await desk.dispose();
  }
}

async function confirmDialog(page: Page, label: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: label }).click();
  await expect(dialog).toBeHidden();
}

test('an investor accepts the NDA, downloads the tape and bids; after the deadline the manager shortlists it', async ({
  browser,
  signIn,
}) => {
  test.skip(!databaseUrl, 'moves the phase 1 deadline in the database: needs DATABASE_URL (PostgreSQL)');
  const name = `Pool ${uniqueRef('P1')}`;
  const poolId = await poolInPhase1(name);

  const investor = await pageAs(browser, signIn, DEMO.bluewaterAnalyst.email);
  await investor.goto('/app/investor/pools');
  await investor.getByRole('link', { name }).first().click();
  await expect(investor).toHaveURL(new RegExp(`/app/investor/pools/${poolId}$`));
  const ready = investor.locator('[data-pool-sale="ready"]');
  await expect(ready).toHaveAttribute('data-pool-status', 'phase_1', { timeout: 30_000 });
  await expect(investor.locator('[data-countdown="open"]')).toContainText('Closes in 6 d');
  await expect(investor.getByRole('link', { name: 'Download CSV' })).toHaveCount(0);

  await investor.getByRole('button', { name: 'Accept the NDA' }).click();
  await confirmDialog(investor, 'Accept the NDA');
  await expect(investor.locator('[data-nda="accepted"]')).toContainText(DEMO.bluewaterAnalyst.name);

  const [download] = await Promise.all([
    investor.waitForEvent('download'),
    investor.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  const tape = await readFile((await download.path())!, 'utf8');
  expect(tape.split('\r\n')[0]).toMatch(/^line,currency,current_principal,/);
  expect(tape).not.toContain('PHONE');
  expect(tape.trim().split('\r\n')).toHaveLength(3);

  await investor.getByLabel('Price (% of the pool’s principal)').fill('150.5');
  await investor.getByRole('button', { name: 'Place the bid' }).click();
  await expect(investor.getByText('The price must be more than 0% and at most 150%')).toBeVisible();
  await investor.getByLabel('Price (% of the pool’s principal)').fill('92.5');
  await investor.getByLabel('Note (optional)').fill('Subject to the loan files.');
  await investor.getByRole('button', { name: 'Place the bid' }).click();
  await confirmDialog(investor, 'Place the bid');
  await expect(investor.locator('[data-my-bid]')).toHaveAttribute('data-my-bid', '92.500');
  await expect(investor.getByRole('button', { name: 'Revise the bid' })).toBeVisible();
  await expectNoAxeFindings(investor, { timeoutMs: 45_000 });

  const manager = await pageAs(browser, signIn, DEMO.northwindManager.email);
  await manager.goto(`/app/bank/pools/${poolId}`);
  await expect(manager.locator('[data-indicative-bids="sealed"]')).toBeVisible({ timeout: 30_000 });
  await expect(manager.locator('[data-indicative-bids]')).not.toContainText('92.500');

  await passPhase1Deadline(poolId);
  await manager.reload();
  const bids = manager.locator('[data-indicative-bids="open"]');
  await expect(bids.locator('[data-investor="Bluewater Pension Fund"]')).toContainText('92.500', { timeout: 30_000 });
  await bids.getByRole('checkbox', { name: 'Shortlist Bluewater Pension Fund' }).check();
  await bids.getByRole('button', { name: 'Shortlist for phase 2' }).click();
  await confirmDialog(manager, 'Shortlist for phase 2');
  await expect(manager.locator('[data-pool-state="ready"]')).toHaveAttribute('data-pool-status', 'phase_2');
  await expect(bids.locator('[data-investor="Bluewater Pension Fund"]')).toContainText('Shortlisted');

  await investor.reload();
  await expect(investor.locator('[data-shortlist="shortlisted"]')).toBeVisible({ timeout: 30_000 });
  await expect(investor.getByRole('link', { name: 'Place a binding bid' })).toHaveAttribute(
    'href',
    `/app/investor/pools/${poolId}/bid`,
  );
});

test('the investor’s pool list and pool page have no accessibility violations and fit a phone, in dark mode too', async ({
  page,
  signIn,
}) => {
  // One analysis alone may take longer than the default wait on a machine busy with the other spec.
  await signIn(page, DEMO.summitAnalyst.email);
  await page.goto('/app/investor/pools');
  const list = page.locator('[data-list="investor-pools"]');
  await expect(list.getByRole('link', { name: 'Seasoned residential book' }).first()).toBeVisible({ timeout: 30_000 });
  await expectNoAxeFindings(page, { timeoutMs: 45_000 });

  // The scheme the settings remember is read before any script of the page runs.
  await preferDarkTheme(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/app-dark/);
  await expect(list.getByRole('link', { name: 'Seasoned residential book' }).first()).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  await expectNoAxeFindings(page, { timeoutMs: 45_000 });

  // The demo pool's page, where Summit accepted the NDA and bid: its NDA record, tape and bid form.
  await list.getByRole('link', { name: 'Seasoned residential book' }).first().click();
  await expect(page.locator('[data-pool-sale="ready"]')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-nda="accepted"]')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Revise the bid' })).toBeVisible();
  // Wide tables (the stratification's) scroll inside their own box: the page itself never scrolls sideways.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  // Read by axe at the width the bank's pool page is read at, where the stratification's tables fit.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('region', { name: 'Stratification of the pool' })).toBeVisible();
  await expectNoAxeFindings(page, { timeoutMs: 45_000 });
});
