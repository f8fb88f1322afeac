/**
 * A pool's data room as the bank runs it (DOMAIN.md, "Portfolio sales"): from the pool page an officer
 * opens the room, adds a folder, uploads a document at level 2 and sees it with its badge, sees a file
 * that is not what its name says refused, deletes the document and the folder after confirming; the
 * demo questions show with their private and published answers. The room passes axe and fits a phone.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { uniqueRef } from './bank-helpers.ts';
import { expectNoAxeFindings } from '../support/axe.ts';
import { DEMO } from '../../support/demo-people.ts';
import { DEMO_POOL_NAMES } from '../../../server/db/seed/demo-pools.ts';

test.describe.configure({ timeout: 180_000 });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function openRoom(page: Page): Promise<void> {
  await page.goto('/app/bank/pools?status=phase_1');
  await page.getByRole('link', { name: DEMO_POOL_NAMES.listed }).first().click();
  await expect(page.locator('[data-pool-state="ready"]')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: /^Data room/ }).click();
  await expect(page).toHaveURL(/\/app\/bank\/pools\/\d+\/data-room$/);
  await expect(page.locator('[data-room-state="ready"][data-hydrated="true"]')).toBeVisible({ timeout: 30_000 });
}

async function accept(page: Page, label: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: label }).click();
  await expect(dialog).toBeHidden();
}

test('an officer adds a folder, uploads a level-2 document, sees a false one refused, and deletes both after confirming', async ({
  page,
  signIn,
}) => {
  await signIn(page, DEMO.northwindOfficer.email);
  await openRoom(page);
  await expect(
    page.locator('[data-folder="Pool overview"] [data-document="Pool summary.pdf"] [data-level="1"]'),
  ).toBeVisible();

  const folderName = `Valuations ${uniqueRef('ROOM')}`;
  await page.locator('#new-folder-name').fill(folderName);
  await page.getByRole('button', { name: 'Add folder' }).click();
  const folder = page.locator(`[data-folder="${folderName}"]`);
  await expect(folder).toContainText('This folder is empty.');

  await page.getByLabel('Folder', { exact: true }).selectOption({ label: folderName });
  await page.getByRole('radio', { name: /^Level 2/ }).check();
  await page
    .getByLabel(/^File \(PDF/)
    .setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('plain text') });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.locator('#room-upload-error')).toContainText(
    'fake.pdf: the file’s content is not what its name says',
  );

  await page
    .getByLabel(/^File \(PDF/)
    .setInputFiles({ name: 'valuation.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const document = folder.locator('[data-document="valuation.pdf"]');
  await expect(document.locator('[data-level="2"]')).toHaveText('Level 2');
  await expect(page.locator('#room-upload-error')).toHaveCount(0);

  await folder.getByRole('button', { name: 'Delete folder' }).click();
  await accept(page, 'Delete folder');
  await expect(page.getByText('Delete or move the folder’s documents first')).toBeVisible();

  await document.getByRole('button', { name: 'Delete valuation.pdf' }).click();
  await accept(page, 'Delete');
  await expect(document).toHaveCount(0);
  await folder.getByRole('button', { name: 'Delete folder' }).click();
  await accept(page, 'Delete folder');
  await expect(folder).toHaveCount(0);
});

test('the room shows the questions with their answers and the access log, passes axe and fits a phone', async ({
  page,
  signIn,
}) => {
  test.setTimeout(240_000);
  await signIn(page, DEMO.northwindManager.email);
  await openRoom(page);
  const questions = page.getByTestId('questions');
  await expect(questions.locator('[data-question]')).toHaveCount(2);
  await expect(questions).toContainText('Private');
  await expect(questions).toContainText('Published');
  await expect(questions).toContainText('Sam Analyst, Summit Capital');
  await expect(page.getByTestId('access-log')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoAxeFindings(page, { timeoutMs: 45_000 });

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.locator('[data-room-state="ready"]')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
});
