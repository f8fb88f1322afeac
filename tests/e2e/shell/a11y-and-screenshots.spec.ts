import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { expectNoAxeFindings } from '../support/axe.ts';
import { DESKTOP, PHONE, openPage } from './shell-helpers.ts';
import { DEMO } from '../../support/demo-people.ts';

const DARK = JSON.stringify({ preset: 'Aura', primary: 'blue', darkTheme: true, menuMode: 'static' });

async function useDark(page: Page) {
  await page.addInitScript((config) => window.localStorage.setItem('dealledger.layout', config), DARK);
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`accessibility in ${scheme}`, () => {
    test.beforeEach(async ({ page }) => {
      if (scheme === 'dark') await useDark(page);
    });

    test('the dashboard has no serious or critical axe violation', async ({ page, signIn }) => {
      await signIn(page, DEMO.superAdmin.email);
      await openPage(page, '/app/dashboard');
      await expect(page.locator('[data-dashboard-state="ready"]')).toBeVisible();
      await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /app-dark/ : /^(?!.*app-dark)/);
      await expectNoAxeFindings(page, { seriousOnly: true });
    });

    test('the unauthorized page has no serious or critical axe violation and leads back to the dashboard', async ({
      page,
      signIn,
    }) => {
      await signIn(page, DEMO.northwindOfficer.email);
      await openPage(page, '/app/unauthorized');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access denied');
      await expectNoAxeFindings(page, { seriousOnly: true });
      await page.getByRole('link', { name: 'Go to the dashboard' }).click();
      await expect(page).toHaveURL(/\/app\/dashboard$/);
    });

    test('the login page has no serious or critical axe violation', async ({ page }) => {
      await page.goto('/auth/login');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeFindings(page, { seriousOnly: true });
    });

    test('the not-found page has no serious or critical axe violation and leads back to the dashboard', async ({
      page,
    }) => {
      const response = await page.goto('/no/such/page');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
      await expect(page.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/app/dashboard');
      await expectNoAxeFindings(page, { seriousOnly: true });
    });
  });
}

// The main dashboard's figures change with the data, so the pictures show a fixed answer.
const FIXED_DASHBOARD = {
  organisations: [
    {
      id: 1,
      name: 'DealLedger Platform',
      kind: 'dladminprofile',
      active: true,
      roles: ['super_admin'],
      href: '/app/admin',
    },
  ],
  attention: [
    {
      kind: 'platform_approvals',
      count: 2,
      organisation: { id: 1, name: 'DealLedger Platform' },
      href: '/app/admin/pending-actions?scope=platform',
    },
    {
      kind: 'registrations_to_decide',
      count: 1,
      organisation: { id: 1, name: 'DealLedger Platform' },
      href: '/app/admin/registration-requests?status=pending',
    },
  ],
  notifications: { unread: 0, items: [] },
  next_steps: null,
};

// Visual comparisons against the committed baselines in a11y-and-screenshots.spec.ts-snapshots/.
// After an intended change of the shell's look, regenerate them with `npm run screenshots:update`
// and review the new pictures before committing them.
for (const [device, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`dashboard looks as approved, ${device}, ${scheme}`, async ({ page, signIn }) => {
      await page.setViewportSize(viewport);
      if (scheme === 'dark') await useDark(page);
      await signIn(page, DEMO.superAdmin.email);
      await page.route('**/api/v1/dashboard', (route) => route.fulfill({ json: { data: FIXED_DASHBOARD } }));
      await openPage(page, '/app/dashboard');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
      await expect(page.locator('[data-dashboard-state="ready"]')).toBeVisible();
      // The session has answered: the avatar is named after the user (a phone's menu renders its links on first opening).
      await expect(page.locator(`button[aria-label="${DEMO.superAdmin.name}"]`)).toHaveCount(1);
      if (device === 'desktop')
        await expect(page.locator('#layout-sidebar').getByRole('link', { name: 'Main Dashboard' })).toHaveCount(1);
      await page.evaluate(() => document.fonts.ready);
      await expect(page).toHaveScreenshot(`dashboard-${device}-${scheme}.png`, {
        fullPage: true,
        animations: 'disabled',
        caret: 'hide',
        // Anti-aliasing differs a little between runs and machines; a changed layout or colour is far more.
        maxDiffPixelRatio: 0.01,
      });
    });
  }
}
