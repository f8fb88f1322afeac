/**
 * The marketplace's CSV export as the investor sees it: the loans received counted against the
 * count the list shows while it downloads, a Cancel button that stops it (no file saved), the
 * file saved with its count once whole, and a refused export said in words. A slow network is
 * emulated so the download is still under way when the test looks at it.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { DEMO } from '../../support/demo-people.ts';

const MARKETPLACE = '/app/investor/dashboard';
const exporter = (page: Page) => page.locator('[data-csv-export]');
const downloadLink = (page: Page) => page.getByRole('link', { name: 'Download CSV' });
const total = (page: Page) =>
  page.getByRole('region', { name: 'Summary of the filtered loans' }).locator('[data-figure="count"]');

async function openMarketplace(page: Page): Promise<number> {
  await page.goto(MARKETPLACE);
  await expect(downloadLink(page)).toBeVisible({ timeout: 30_000 });
  await expect(total(page)).toHaveText(/^[\d,]+$/);
  return Number((await total(page).textContent())!.replaceAll(',', ''));
}

/** Chromium's network emulation: the CSV arrives a few hundred bytes at a time. */
async function slowNetwork(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: 1500,
    uploadThroughput: -1,
  });
}

test('the export shows the loans received of the market’s count, and Cancel stops it without a file', async ({
  page,
  signIn,
}) => {
  await signIn(page, DEMO.summitAnalyst.email);
  const expected = await openMarketplace(page);
  expect(expected).toBeGreaterThan(10);
  let downloads = 0;
  page.on('download', () => (downloads += 1));
  await slowNetwork(page);

  await downloadLink(page).click();
  await expect(exporter(page)).toHaveAttribute('data-csv-export', 'running');
  const status = page.getByRole('status').filter({ hasText: 'Exporting:' });
  await expect(status).toContainText(`of ${expected.toLocaleString('en-US')} loans`);
  // Some loans have arrived, not all of them.
  await expect(status).toHaveAttribute('data-csv-rows', /^[1-9]\d*$/, { timeout: 30_000 });
  const progress = page.getByRole('progressbar', { name: 'CSV export' });
  await expect(progress).toHaveAttribute('max', String(expected));

  await page.getByRole('button', { name: 'Cancel export' }).click();
  await expect(exporter(page)).toHaveAttribute('data-csv-export', 'cancelled');
  await expect(page.getByRole('status').filter({ hasText: 'Export cancelled.' })).toBeVisible();
  await expect(downloadLink(page)).toBeEnabled();
  expect(downloads).toBe(0);
});

test('a whole export saves the file and says how many loans it holds; a refused one says why', async ({
  page,
  signIn,
}) => {
  await signIn(page, DEMO.summitAnalyst.email);
  await openMarketplace(page);

  const [download] = await Promise.all([page.waitForEvent('download'), downloadLink(page).click()]);
  expect(download.suggestedFilename()).toMatch(/^marketplace-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(exporter(page)).toHaveAttribute('data-csv-export', 'done');
  const done = page.getByRole('status').filter({ hasText: 'Exported' });
  await expect(done).toHaveText(/^Exported [\d,]+ loans\.$/);
  // Other tests may list loans meanwhile: the count said is the count of the file saved.
  const lines = (await readFile((await download.path())!, 'utf8')).split('\r\n').filter((line) => line !== '');
  expect(`Exported ${(lines.length - 1).toLocaleString('en-US')} loans.`).toBe(await done.textContent());

  await page.route('**/api/v1/marketplace/loans.csv*', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'The service is busy' }),
    }),
  );
  await downloadLink(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The export failed' })).toHaveText(
    'The export failed: The service is busy. Try again.',
  );
  await expect(exporter(page)).toHaveAttribute('data-csv-export', 'failed');
});
