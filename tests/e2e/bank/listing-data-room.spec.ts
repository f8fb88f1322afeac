/**
 * A listed loan's data room (DOMAIN.md, "Data room"): from the listing an officer opens the room, adds a
 * folder and uploads a level-1 document; an investor sees it with its badge in the loan's Documents (and
 * not the level-2 one) and downloads it; the bank then sees the download in the access log, per investor
 * and per document. Both screens pass axe, fit a phone and work in the dark theme.
 */
import type { Browser, Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { expectNoAxeFindings } from '../support/axe.ts';
import { preferDarkTheme } from '../support/dark-theme.ts';
import { apiAs, type ApiSession } from '../support/api-session.ts';
import { DEMO } from '../../support/demo-people.ts';
import { createDraftLoan, uniqueRef } from './bank-helpers.ts';

test.describe.configure({ timeout: 180_000 });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const CSV = Buffer.from('month,paid\n2026-10,1412.50\n');
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

type SignIn = (page: Page, email: string) => Promise<void>;

async function pageAs(browser: Browser, signIn: SignIn, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

async function approve(manager: ApiSession, answer: { status: number; body: Record<string, unknown> }) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(202);
  const id = (answer.body['pending_action'] as { id: number }).id;
  const approved = await manager.post(`/pending-actions/${id}/approve`);
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
}

/** A Northwind loan of the test's own, listed through the bank's four eyes. */
async function listedLoan(): Promise<number> {
  const officer = await apiAs(DEMO.northwindOfficer.email);
  const manager = await apiAs(DEMO.northwindManager.email);
  try {
    const id = await createDraftLoan(officer, uniqueRef('ROOM'));
    await approve(manager, await officer.post(`/loans/${id}/submit`));
    await approve(
      manager,
      await officer.post(`/loans/${id}/list`, {
        asking_price_pct: '98.00',
        bid_deadline: day(30),
        listing_description: 'Performing owner-occupied house.',
      }),
    );
    return id;
  } finally {
    await officer.dispose();
    await manager.dispose();
  }
}

async function openBankRoom(page: Page, loanId: number): Promise<void> {
  await page.goto(`/app/bank/mortgages/${loanId}/listed`);
  await expect(page.locator('[data-loan-state="ready"]')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Data room', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/app/bank/mortgages/${loanId}/data-room$`));
  await expect(page.locator('[data-room-state="ready"][data-hydrated="true"]')).toBeVisible({ timeout: 30_000 });
}

async function upload(page: Page, folder: string, level: 1 | 2, file: { name: string; buffer: Buffer }) {
  await page.getByLabel('Folder', { exact: true }).selectOption({ label: folder });
  await page.getByRole('radio', { name: new RegExp(`^Level ${level}`) }).check();
  await page.getByLabel(/^File \(PDF/).setInputFiles({ ...file, mimeType: 'application/octet-stream' });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.locator(`[data-folder="${folder}"] [data-document="${file.name}"]`)).toBeVisible();
}

async function openInvestorLoan(page: Page, loanId: number): Promise<void> {
  await page.goto(`/app/investor/mortgages/${loanId}`);
  await expect(page.locator('[data-loan-state="ready"][data-hydrated="true"]')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('room-documents')).toBeVisible({ timeout: 30_000 });
}

test('the bank uploads a document to a listed loan, an investor downloads it, and the bank sees the download in the log', async ({
  browser,
  signIn,
}) => {
  const loanId = await listedLoan();
  const name = `Valuation ${uniqueRef('DOC')}.pdf`;
  const bank = await pageAs(browser, signIn, DEMO.northwindOfficer.email);
  await openBankRoom(bank, loanId);
  await expect(bank.getByText('No documents yet.')).toBeVisible();
  await expect(bank.getByTestId('access-log')).toContainText('No investor has opened a document yet.');
  await bank.locator('#new-folder-name').fill('Property');
  await bank.getByRole('button', { name: 'Add folder' }).click();
  await expect(bank.locator('[data-folder="Property"]')).toContainText('This folder is empty.');
  await upload(bank, 'Property', 1, { name, buffer: PDF });
  await upload(bank, 'Property', 2, { name: 'payments.csv', buffer: CSV });
  await expect(bank.locator(`[data-document="${name}"] [data-level="1"]`)).toHaveText('Level 1');

  const investor = await pageAs(browser, signIn, DEMO.bluewaterAnalyst.email);
  await openInvestorLoan(investor, loanId);
  const documents = investor.getByTestId('room-documents');
  const row = documents.locator(`[data-folder="Property"] [data-document="${name}"]`);
  await expect(row.locator('[data-level="1"]')).toHaveText('Level 1');
  await expect(documents.locator('[data-document="payments.csv"]')).toHaveCount(0);
  const downloading = investor.waitForEvent('download');
  await row.getByRole('link', { name: `Download ${name}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(name);

  await bank.reload();
  await expect(bank.locator('[data-room-state="ready"][data-hydrated="true"]')).toBeVisible({ timeout: 30_000 });
  const log = bank.getByTestId('access-log');
  await expect(log.getByRole('table', { name: 'Per investor' })).toContainText('Bluewater Pension Fund');
  await expect(log.getByRole('table', { name: 'Per document' })).toContainText(name);
  const recent = log.getByRole('table', { name: /^Every view and download/ });
  await expect(recent.getByRole('row').filter({ hasText: name })).toContainText('Download');
  await expect(recent.getByRole('row').filter({ hasText: name })).toContainText(DEMO.bluewaterAnalyst.name);
});

test('the bank’s room and the investor’s Documents pass axe, fit a phone and read in the dark theme', async ({
  browser,
  signIn,
}) => {
  test.setTimeout(240_000);
  const loanId = await listedLoan();
  const bank = await pageAs(browser, signIn, DEMO.northwindManager.email);
  await openBankRoom(bank, loanId);
  await bank.locator('#new-folder-name').fill('Legal');
  await bank.getByRole('button', { name: 'Add folder' }).click();
  await upload(bank, 'Legal', 1, { name: 'title.pdf', buffer: PDF });
  const investor = await pageAs(browser, signIn, DEMO.summitAnalyst.email);
  await openInvestorLoan(investor, loanId);
  await expect(investor.locator('[data-document="title.pdf"]')).toBeVisible();

  for (const page of [bank, investor]) {
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoAxeFindings(page, { timeoutMs: 45_000 });
    await preferDarkTheme(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/app-dark/);
    await expect(page.locator('[data-document="title.pdf"]')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    await expectNoAxeFindings(page, { timeoutMs: 45_000 });
  }
});
