/**
 * The marketplace as a buyer meets it: at 1366 px every column a buyer prices on is in view without
 * scrolling sideways; the other columns are added by choice, and the choice is remembered; on a phone
 * the filter panel is folded until asked for.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { DEMO } from '../../support/demo-people.ts';
import { openPage } from '../shell/shell-helpers.ts';

test.describe.configure({ timeout: 60_000 });

const MARKETPLACE = '/app/investor/dashboard';
const PRICING = ['Loan reference', 'Bank', 'Asking price', 'Bid deadline', 'Current principal', 'Rate', 'LTV'];

const table = (page: Page) => page.getByRole('table', { name: 'Listed loans' });
const header = (page: Page, name: string) => table(page).getByRole('columnheader', { name, exact: true });

async function openMarketplace(page: Page): Promise<void> {
  await openPage(page, MARKETPLACE);
  await expect(table(page).locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
}

test('at 1366 px the pricing columns are in view without scrolling; more columns are chosen and remembered', async ({
  page,
  signIn,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, DEMO.summitAnalyst.email);
  await openMarketplace(page);

  for (const name of PRICING) {
    const box = await header(page, name).boundingBox();
    expect(box, name).not.toBeNull();
    expect(box!.x + box!.width, `${name} ends inside the window`).toBeLessThanOrEqual(1366);
  }
  const scrolls = await table(page).evaluate((element) => {
    const frame = element.parentElement!;
    return frame.scrollWidth > frame.clientWidth;
  });
  expect(scrolls, 'the table scrolls sideways').toBe(false);
  await expect(header(page, 'Region')).toHaveCount(0);

  await page.getByText(/^More columns/).click();
  await page.getByRole('checkbox', { name: 'Region' }).check();
  await expect(header(page, 'Region')).toBeVisible();

  await page.reload();
  await expect(table(page).locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
  await expect(header(page, 'Region')).toBeVisible();
  for (const name of PRICING) await expect(header(page, name)).toBeVisible();
});

test('on a phone the filter panel is folded until asked for', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, DEMO.summitAnalyst.email);
  await openPage(page, MARKETPLACE);
  const filters = page.getByRole('search', { name: 'Marketplace filters' });
  await expect(filters).toBeHidden();
  const show = page.getByRole('button', { name: 'Show filters' });
  await show.click();
  await expect(filters).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hide filters' })).toHaveAttribute('aria-expanded', 'true');
});
