/**
 * A pool built and listed through four eyes (DOMAIN.md, "Portfolio sales"): the officer counts the loans
 * the loan list's filters find, builds the pool, and sends its listing with the sale's process; the
 * manager approves it and the pool shows as in phase 1. The pool screens pass axe, and the pool page fits a phone.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { createDraftLoan, uniqueRef } from './bank-helpers.ts';
import { approve, deskSessions, pageAs, pendingActionIdOf } from '../flow/desk-scenes.ts';
import { expectNoAxeFindings } from '../support/axe.ts';
import { DEMO } from '../../support/demo-people.ts';

// Two signed-in browsers through the builder and the pool page.
test.describe.configure({ timeout: 180_000 });

/** A datetime-local value `days` from now, in the browser's (and this machine's) time zone. */
const localInDays = (days: number) => {
  const at = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
};

async function openPool(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('[data-pool-state="ready"]')).toBeVisible({ timeout: 30_000 });
}

const decision = (page: Page) => page.locator('[data-pending-action="pool.list"]');

async function accept(page: Page, label: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: label }).click();
  await expect(dialog).toBeHidden();
}

test('an officer builds a pool from the loan list’s filters and lists it; a manager approves the listing', async ({
  browser,
  signIn,
}) => {
  const desk = await deskSessions();
  const base = uniqueRef('POOL');
  for (const suffix of ['A', 'B']) {
    const id = await createDraftLoan(desk.officer, `${base}-${suffix}`);
    await approve(desk.manager, pendingActionIdOf(await desk.officer.post(`/loans/${id}/submit`)));
  }
  await desk.dispose();

  const officer = await pageAs(browser, signIn, DEMO.northwindOfficer.email);
  await officer.goto('/app/bank/pools/new');
  await officer.getByRole('radio', { name: 'The loan list’s filters' }).check();
  await officer.getByLabel('Loan reference contains').fill(base);
  await officer.getByRole('button', { name: 'Count the loans' }).click();
  await expect(officer.locator('[data-preview-count]')).toHaveAttribute('data-preview-count', '2');
  await expect(officer.locator('[data-preview-count]')).toContainText('2 loans');
  await officer.getByLabel('Name').fill(`Pool ${base}`);
  await officer.getByRole('button', { name: 'Build the pool' }).click();
  await expect(officer).toHaveURL(/\/app\/bank\/pools\/\d+$/, { timeout: 30_000 });
  await expect(officer.locator('[data-pool-state="ready"]')).toHaveAttribute('data-pool-status', 'draft');
  const poolUrl = officer.url();
  await expect(officer.getByRole('region', { name: 'Stratification of the pool' })).toBeVisible();

  await officer.getByRole('button', { name: 'List this pool' }).click();
  await officer.getByLabel('Phase 1 deadline (indicative bids)').fill(localInDays(7));
  await officer.getByLabel('Phase 2 deadline (binding bids)').fill(localInDays(14));
  await officer.getByLabel('Loans a binding bid may exclude').fill('1');
  await officer.getByLabel('NDA text').fill('Keep every document of the data room confidential.');
  await officer.getByRole('button', { name: 'Send for approval' }).click();
  await accept(officer, 'Send for approval');
  await expect(decision(officer)).toHaveAccessibleName(/Pool listing/);
  await expect(decision(officer).getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(officer.locator('[data-pool-state="ready"]')).toHaveAttribute('data-pool-status', 'draft');

  const manager = await pageAs(browser, signIn, DEMO.northwindManager.email);
  await openPool(manager, poolUrl);
  await expect(decision(manager)).toContainText('Keep every document of the data room confidential.');
  await decision(manager).getByRole('button', { name: 'Approve' }).click();
  await accept(manager, 'Approve');
  await expect(manager.locator('[data-pool-state="ready"]')).toHaveAttribute('data-pool-status', 'phase_1');
  await expect(decision(manager)).toHaveCount(0);
  await expect(manager.getByRole('region', { name: 'Sale process' })).toContainText('Every investor');

  await openPool(officer, poolUrl);
  await expect(officer.locator('[data-pool-state="ready"]')).toHaveAttribute('data-pool-status', 'phase_1');
  await expect(officer.locator('[data-trail-status="approved"]')).toBeVisible();
});

test('the pool list, builder and a pool page have no accessibility violations, and the pool page fits a phone', async ({
  page,
  signIn,
}) => {
  test.setTimeout(240_000);
  await signIn(page, DEMO.northwindManager.email);
  await page.goto('/app/bank/pools');
  await expect(page.locator('[data-list="pools"] tbody tr').first()).toBeVisible({ timeout: 30_000 });
  // Rows dim while a page loads: axe reads the list once it has settled.
  await expect(page.locator('[data-list="pools"][data-loading]')).toHaveCount(0);
  await expectNoAxeFindings(page);

  await page.goto('/app/bank/pools/new');
  await expect(page.getByRole('button', { name: 'Count the loans' })).toBeVisible();
  await expectNoAxeFindings(page);

  await page.goto('/app/bank/pools?status=phase_1');
  await page.locator('[data-list="pools"] tbody a').first().click();
  await expect(page.locator('[data-pool-state="ready"]')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Stratification of the pool' })).toBeVisible();
  // The loans and the decision trail load after the pool: axe reads the page once nothing is busy.
  await expect(page.getByRole('table', { name: 'Loans in the pool' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // A full analysis of a long page takes a while on a busy machine.
  await expectNoAxeFindings(page, { timeoutMs: 45_000 });

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.locator('[data-pool-state="ready"]')).toBeVisible();
  // Wide tables scroll inside their own box: the page itself never scrolls sideways.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
});
