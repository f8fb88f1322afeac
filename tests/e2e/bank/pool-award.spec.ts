/**
 * A pool sold through its award (the demo's): the bank manager reads the binding bids ranked by total, the
 * award as it ended (the winner confirmed, the backup never needed) and the per-loan comparison; the winning
 * investor reads its award and the pool's deal with a line per loan. The screens pass axe and fit a phone.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { apiAs } from '../support/api-session.ts';
import { expectNoAxeFindings } from '../support/axe.ts';
import { DEMO } from '../../support/demo-people.ts';
import { DEMO_AWARDED_POOL_NAME } from '../../../server/db/seed/demo-pool-award.ts';

test.describe.configure({ timeout: 180_000 });

/** The demo's sold pool and its deal, read through the API as the bank's manager. */
async function soldPool(): Promise<{ poolId: number; dealId: number }> {
  const manager = await apiAs(DEMO.northwindManager.email);
  try {
    const pools = await manager.context.get('/api/v1/pools?per_page=100');
    const pool = ((await pools.json()) as { data: { id: number; name: string }[] }).data.find(
      (entry) => entry.name === DEMO_AWARDED_POOL_NAME,
    );
    const deals = await manager.context.get('/api/v1/deals?per_page=100');
    const deal = ((await deals.json()) as { data: { id: number; pool: { id: number } | null }[] }).data.find(
      (entry) => entry.pool?.id === pool?.id,
    );
    if (!pool || !deal) throw new Error('the demo data has no pool sold through its award');
    return { poolId: pool.id, dealId: deal.id };
  } finally {
    await manager.dispose();
  }
}

const settled = async (page: Page) => expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

test('the bank reads the ranking, the award and the comparison of a pool sold through its award', async ({
  page,
  signIn,
}) => {
  const { poolId } = await soldPool();
  await signIn(page, DEMO.northwindManager.email);
  await page.goto(`/app/bank/pools/${poolId}/bids`);
  await expect(page.locator('[data-bids-state="ready"]')).toHaveAttribute('data-pool-status', 'sold', {
    timeout: 30_000,
  });
  const ranking = page.getByRole('table', { name: /The binding bids, highest total first/ });
  await expect(ranking.locator('tbody tr')).toHaveCount(2);
  await expect(ranking.locator('tbody tr').first()).toContainText('Summit Capital');
  const award = page.getByRole('table', { name: /The winner and the backups/ });
  await expect(award.locator('[data-award-status="accepted"]')).toContainText('Confirmed');
  await expect(award.locator('[data-award-status="waiting"]')).toHaveCount(1);
  // A sold pool takes no award: the form is not offered.
  await expect(page.getByRole('button', { name: 'Send the award for approval' })).toHaveCount(0);
  const comparison = page.getByRole('table', { name: /Each bid’s price and amount per loan/ });
  await expect(comparison.locator('tbody tr')).toHaveCount(3);
  await expect(comparison.locator('[data-highest]').first()).toBeVisible();
  await settled(page);
  await expectNoAxeFindings(page, { timeoutMs: 45_000 });

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.locator('[data-bids-state="ready"]')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
});

test('the winner reads its confirmed award and the pool’s deal with a line per loan', async ({ page, signIn }) => {
  const { poolId, dealId } = await soldPool();
  await signIn(page, DEMO.summitDirector.email);
  await page.goto(`/app/investor/pools/${poolId}/award`);
  await expect(page.locator('[data-award-state="accepted"]')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-award-notice]')).toContainText('You confirmed this award');
  await expect(page.getByRole('table', { name: /Your bid’s price and amount/ }).locator('tbody tr')).toHaveCount(3);
  // Confirmed: no confirmation is offered again.
  await expect(page.getByRole('button', { name: 'Confirm and make the deal' })).toHaveCount(0);
  await settled(page);
  await expectNoAxeFindings(page, { timeoutMs: 45_000 });

  await page.goto(`/app/investor/deals/${dealId}`);
  await expect(page.locator('[data-deal-state="ready"]')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-field="pool"]')).toContainText(DEMO_AWARDED_POOL_NAME);
  const lines = page.getByRole('table', { name: /The loans this deal sells/ });
  await expect(lines.locator('tbody tr')).toHaveCount(3);
  await settled(page);
  await expectNoAxeFindings(page, { timeoutMs: 45_000 });
  await page.setViewportSize({ width: 375, height: 800 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
});

test('the backup reads that it waited and was not needed', async ({ page, signIn }) => {
  const { poolId } = await soldPool();
  await signIn(page, DEMO.bluewaterDirector.email);
  await page.goto(`/app/investor/pools/${poolId}/award`);
  await expect(page.locator('[data-award-state="waiting"]')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-award-notice]')).toContainText('A backup');
  await expect(page.getByRole('button', { name: 'Confirm and make the deal' })).toHaveCount(0);
});
