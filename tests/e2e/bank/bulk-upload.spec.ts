/**
 * Data tapes on screen: an officer uploads a tape with errors, reads the problems and downloads
 * the report, submits the valid rows; a manager reviews the batch's stratification and approves it.
 */
import { readFileSync } from 'node:fs';
import { test, expect } from '../fixtures';
import { LOAN_INPUT_FIELDS } from '../../../src/domain/loans/vocabulary.ts';
import { validLoanRecord, type TapeRecord } from '../../support/tape-files.ts';
import { openHydrated, uniqueRef } from './loan-form-helpers';
import { DEMO } from '../../support/demo-people.ts';

const UPLOAD = '/app/bank/mortgages/bulk-upload';

function csvOf(records: TapeRecord[]): Buffer {
  const lines = [
    LOAN_INPUT_FIELDS.join(','),
    ...records.map((record) => LOAN_INPUT_FIELDS.map((field) => record[field] ?? '').join(',')),
  ];
  return Buffer.from(lines.join('\r\n') + '\r\n', 'utf8');
}

test.describe('bulk upload', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the drop zone refuses a file of another type before sending it', async ({ page, signIn }) => {
    await signIn(page, DEMO.northwindOfficer.email);
    await openHydrated(page, UPLOAD);
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'book.xls', mimeType: 'application/vnd.ms-excel', buffer: Buffer.from('x') });
    await expect(page.getByRole('alert')).toHaveText('book.xls: Invalid file type, allowed file types: .csv, .xlsx.');
    await expect(page.getByRole('link', { name: 'Download the CSV template' })).toHaveAttribute(
      'href',
      /\/api\/v1\/batches\/template\.csv$/,
    );
    await expect(page.getByRole('link', { name: 'Download the XLSX template' })).toHaveAttribute(
      'href',
      /\/api\/v1\/batches\/template\.xlsx$/,
    );
  });

  test('an officer uploads a tape with errors and submits the valid rows; a manager approves the batch', async ({
    page,
    signIn,
    browser,
    baseURL,
  }) => {
    const prefix = uniqueRef('TAPE');
    const records = Array.from({ length: 8 }, (_, index) => validLoanRecord(index + 1, prefix));
    records.push({ ...validLoanRecord(9, prefix), interest_rate_pct: '30' });
    records.push({ ...validLoanRecord(10, prefix), region: 'ZZ' });

    await signIn(page, DEMO.northwindOfficer.email);
    await openHydrated(page, UPLOAD);
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'book.csv', mimeType: 'text/csv', buffer: csvOf(records) });

    await expect(page.getByTestId('batch-status')).toHaveText('Checked, with errors');
    const batchId = Number(new URL(page.url()).searchParams.get('batch'));
    expect(batchId).toBeGreaterThan(0);
    const errors = page.getByRole('table', { name: 'Problems found in the file, by row and column' });
    await expect(
      errors.getByRole('row').filter({ hasText: 'The interest rate must be between 0 and 25.' }),
    ).toContainText('interest_rate_pct');
    await expect(errors.getByRole('row').filter({ hasText: 'The selected region is not in the list.' })).toContainText(
      'ZZ',
    );

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download the error report (CSV)' }).click();
    const report = readFileSync((await (await download).path())!, 'utf8');
    expect(report).toContain('The interest rate must be between 0 and 25.');

    await page.getByRole('button', { name: 'Submit 8 valid rows for approval' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText('The 2 rows with errors are left out');
    await confirm.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('The batch was sent to a bank manager for approval.')).toBeVisible();
    await expect(page.getByTestId('batch-status')).toHaveText('Awaiting approval');

    const managerContext = await browser.newContext({ baseURL });
    const manager = await managerContext.newPage();
    await signIn(manager, DEMO.northwindManager.email);
    await openHydrated(manager, `/app/bank/mortgages/batch/${batchId}`);
    await expect(manager.getByTestId('batch-status')).toHaveText('Awaiting approval');
    const stratification = manager.getByRole('region', { name: 'Stratification of the valid rows' });
    await expect(stratification.locator('.stat').filter({ hasText: 'Loans' }).locator('dd')).toHaveText('8');
    await expect(stratification.getByRole('table', { name: 'By property type' })).toContainText('Flat');
    await manager.getByRole('button', { name: 'Approve the import' }).click();
    const approval = manager.getByRole('dialog');
    await expect(approval).toContainText('Import the 8 valid rows as approved loans?');
    await approval.getByRole('button', { name: 'Approve the import' }).click();
    // The approval answers at once; the page follows the import until it has committed.
    await expect(manager.getByText('The import has started: the progress shows on this page.')).toBeVisible();
    await expect(manager.getByTestId('batch-status')).toHaveText('Imported');
    await expect(manager.getByRole('progressbar', { name: 'Import progress' })).toHaveCount(0);

    const imported = await manager.request.get(`/api/v1/loans?search=${encodeURIComponent(prefix)}&per_page=25`);
    const answer = (await imported.json()) as { data: { status: string }[]; meta: { total: number } };
    expect(answer.meta.total).toBe(8);
    expect(answer.data.every((loan) => loan.status === 'approved')).toBe(true);
    await managerContext.close();
  });
});
