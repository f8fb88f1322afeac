/**
 * A platform admin's deal and proposal lists do not move under the reader: their rows name the
 * bank as well, and the proposals say they are read-only, which the lists only know once the
 * session has answered. The rows wait for the session rather than growing when it arrives. The
 * session's answer is held back until the list's own answer has arrived and been drawn: the order
 * in which the rows used to appear first and then grow.
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

const LISTS = [
  { screen: 'bank deals', path: '/app/bank/deals', list: 'deals', answer: '/api/v1/deals' },
  { screen: 'bank proposals', path: '/app/bank/proposals', list: 'proposals', answer: '/api/v1/proposals' },
];

for (const { screen, path, list, answer } of LISTS) {
  test(`the ${screen} of a platform admin do not shift when the session answers after the list`, async ({
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
    const listAnswered = page.waitForResponse((response) => new URL(response.url()).pathname === answer);
    await page.route('**/api/v1/user', async (route) => {
      await listAnswered;
      // Two frames later the list has drawn whatever it draws with its rows alone.
      await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
      await route.continue();
    });

    await page.goto(path);
    // The bank is named on each card, as a platform admin sees it.
    await expect(page.getByTestId('data-card').first().getByText('Bank', { exact: true })).toBeVisible();
    await expect(page.locator(`[data-list="${list}"]`)).not.toHaveAttribute('data-loading', 'true');

    expect(await page.evaluate(() => window.layoutShift)).toBeLessThan(0.001);
  });
}
