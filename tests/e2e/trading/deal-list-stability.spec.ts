/**
 * A platform admin's deal list does not move under the reader: each row names both parties, which
 * the list only knows once the session has answered, so the rows wait for the session rather than
 * growing a line when it arrives. The session's answer is held back until the deals have arrived
 * and been drawn: the order in which the rows used to appear first and then grow.
 */
import { test, expect } from '../fixtures.ts';
import { DEMO } from '../../support/demo-people.ts';
import { openPage, PHONE } from '../shell/shell-helpers.ts';

declare global {
  interface Window {
    layoutShift?: number;
  }
}

test.use({ viewport: PHONE });

test('the deal cards of a platform admin do not shift when the session answers after the deals', async ({
  page,
  signIn,
}) => {
  await signIn(page, DEMO.superAdmin.email);
  // Opened once, so the device remembers the user and the next screen shows at its first paint.
  await openPage(page, '/app/dashboard');

  await page.addInitScript(() => {
    window.layoutShift = 0;
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) window.layoutShift = (window.layoutShift ?? 0) + entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const dealsAnswered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/deals');
  await page.route('**/api/v1/user', async (route) => {
    await dealsAnswered;
    // Two frames later the list has drawn whatever it draws with the deals alone.
    await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
    await route.continue();
  });

  await page.goto('/app/bank/deals');
  const firstCard = page.getByTestId('data-card').first();
  // Both parties, as a platform admin sees them.
  await expect(firstCard.getByText('Bank', { exact: true })).toBeVisible();
  await expect(firstCard.getByText('Investor', { exact: true })).toBeVisible();
  await expect(page.locator('[data-list="deals"]')).not.toHaveAttribute('data-loading', 'true');

  expect(await page.evaluate(() => window.layoutShift)).toBeLessThan(0.001);
});
