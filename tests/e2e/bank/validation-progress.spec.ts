/**
 * A tape being checked shows how much of the file has been read and the rows checked so far, never
 * a bar full at "5,000 of 5,008": the rows a file holds are known only at its end. The officer
 * uploads a small tape of their own; its batch's answers are then made those of a validation
 * 5,000 rows into a 10 MB file, as a long tape's would be.
 */
import { test, expect } from '../fixtures';
import { DEMO } from '../../support/demo-people.ts';
import { LOAN_INPUT_FIELDS } from '../../../src/domain/loans/vocabulary.ts';
import { validLoanRecord } from '../../support/tape-files.ts';
import { openHydrated, uniqueRef } from './loan-form-helpers';

const FILE_BYTES = 10 * 1024 * 1024;
const BYTES_READ = 2 * 1024 * 1024;

function tapeOf(prefix: string): Buffer {
  const records = Array.from({ length: 3 }, (_, index) => validLoanRecord(index + 1, prefix));
  const lines = [
    LOAN_INPUT_FIELDS.join(','),
    ...records.map((record) => LOAN_INPUT_FIELDS.map((field) => record[field] ?? '').join(',')),
  ];
  return Buffer.from(lines.join('\r\n') + '\r\n', 'utf8');
}

test('validation progress measures the file read and counts the rows checked, with no total', async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  await page.route(/\/api\/v1\/batches\/\d+$/, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const answer = await response.json();
    answer.data = {
      ...answer.data,
      status: 'validating',
      processed_rows: 5_000,
      total_rows: 5_008,
      bytes_read: BYTES_READ,
      file_bytes: FILE_BYTES,
      valid_rows: 5_000,
      error_rows: 0,
      error_count: 0,
    };
    await route.fulfill({ response, json: answer });
  });

  await signIn(page, DEMO.northwindOfficer.email);
  await openHydrated(page, '/app/bank/mortgages/bulk-upload');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'long-tape.csv', mimeType: 'text/csv', buffer: tapeOf(uniqueRef('PROG')) });

  const bar = page.getByRole('progressbar', { name: 'Validation progress' });
  await expect(bar).toHaveAttribute('max', String(FILE_BYTES));
  await expect(bar).toHaveAttribute('value', String(BYTES_READ));
  const checking = page.locator('section[aria-labelledby="tape-validating-title"]');
  await expect(checking).toContainText('5,000 rows checked, 2 MB of 10 MB of the file read');
  await expect(page.locator('main')).not.toContainText('5,008 rows');
  await expect(page.locator('.stat').filter({ hasText: 'Rows read so far' })).toContainText('5,008');
});
