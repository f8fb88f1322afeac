/** The shell where it once departed from portal-spec.md sections 2, 4 and 8, each checked as a user meets it. */
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { openPage, openSettings } from './shell-helpers.ts';
import { DEMO } from '../../support/demo-people.ts';

const VERIFIED_WITHOUT_ROLE = DEMO.newcomer.email;
const UNVERIFIED = DEMO.unverified.email;

const settings = (page: Page) => page.getByRole('dialog', { name: 'Settings' });

test.describe('the verification notice (s.2: requires login only)', () => {
  test('shows a verified user that the address is verified, with the way to the dashboard', async ({
    page,
    signIn,
  }) => {
    await signIn(page, VERIFIED_WITHOUT_ROLE);
    await page.goto('/auth/verify-email');
    await expect(page.getByText(`Your e-mail address ${VERIFIED_WITHOUT_ROLE} is verified.`)).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/verify-email$/);
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });
});

test.describe('the settings sidebar (s.2: non-modal and dismissable)', () => {
  test.beforeEach(async ({ page, signIn }) => {
    await signIn(page, DEMO.superAdmin.email);
    await openPage(page, '/app/dashboard');
  });

  test('closes on a click outside it', async ({ page }) => {
    await openSettings(page);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).click();
    await expect(settings(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open settings' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('leaves every tool of the top bar uncovered and in reach', async ({ page }) => {
    await openSettings(page);
    await expect(settings(page)).toBeVisible();
    // The avatar button, the profile menu's, is named after the signed-in user.
    for (const name of ['Open settings', DEMO.superAdmin.name, 'Open activity panel']) {
      const tool = page.getByRole('banner').getByRole('button', { name, exact: true });
      const onTop = await tool.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return top !== null && element.contains(top);
      });
      expect(onTop, `${name} is not covered`).toBe(true);
    }
    await page.getByTitle('Profile menu').click();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(settings(page)).toBeHidden();
  });
});

test.describe('Quick Withdraw (s.2: Confirm has no action)', () => {
  test('never reports a withdrawal: Confirm closes the panel and no toast appears', async ({ page, signIn }) => {
    await signIn(page, DEMO.superAdmin.email);
    await openPage(page, '/app/dashboard');
    await page.getByRole('button', { name: 'Open activity panel' }).click();
    const panel = page.getByRole('dialog', { name: 'Activity' });
    await expect(panel).toBeVisible();
    await panel.getByPlaceholder('Amount').fill('2500');
    await panel.getByRole('button', { name: 'Confirm' }).click();
    await expect(panel).toBeHidden();
    await expect(
      page.getByRole('region', { name: 'Notifications' }).locator('[role=status], [role=alert]'),
    ).toHaveCount(0);
    await expect(page.getByText(/withdrawal request/i)).toHaveCount(0);
  });
});

test.describe('the dark page background (s.4: a dark solid per primary colour)', () => {
  test('differs with the primary colour', async ({ page, signIn }) => {
    const background = () => page.locator('body').evaluate((element) => getComputedStyle(element).backgroundColor);
    await signIn(page, DEMO.superAdmin.email);
    await openPage(page, '/app/dashboard');
    await openSettings(page);
    await settings(page).getByRole('radio', { name: 'Dark' }).check();
    await expect(page.locator('html')).toHaveClass(/app-dark/);
    const seen = new Set<string>();
    for (const colour of ['Blue', 'Emerald', 'Rose', 'Noir']) {
      await settings(page).getByRole('radio', { name: colour }).check();
      await expect(page.locator('html')).toHaveAttribute('data-primary', colour.toLowerCase());
      seen.add(await background());
    }
    expect(seen.size, [...seen].join(' | ')).toBe(4);
  });
});

test.describe("a server error on /user (s.4, s.8: 'Failed to fetch user')", () => {
  test('is shown with a retry instead of sending a signed-in user to sign in', async ({ page, signIn }) => {
    await signIn(page, DEMO.superAdmin.email);
    await page.route('**/api/v1/user', (route) => route.fulfill({ status: 500, json: { message: 'Server Error' } }));
    await page.goto('/app/dashboard');
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to fetch user' });
    await expect(alert).toBeVisible();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeHidden();
    await page.unroute('**/api/v1/user');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(alert).toBeHidden();
  });

  test('while a missing session (401) still goes to sign in', async ({ page }) => {
    await page.goto('/app/dashboard');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fapp%2Fdashboard$/);
  });
});

test.describe('a failed logout (s.8: the server message or "Logout failed.")', () => {
  for (const [answer, message] of [
    [{ status: 500, json: { message: 'The session store is unavailable.' } }, 'The session store is unavailable.'],
    [{ status: 503, body: '' }, 'Logout failed.'],
  ] as const) {
    test(`stays on the page, signed in, and says "${message}"`, async ({ page, signIn }) => {
      await signIn(page, DEMO.superAdmin.email);
      await openPage(page, '/app/dashboard');
      await page.route('**/api/v1/logout', (route) => route.fulfill(answer));
      await page.getByTitle('Profile menu').click();
      await page.getByRole('button', { name: 'Log out' }).click();
      await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'Log out' }).click();
      await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
      await expect(page).toHaveURL(/\/app\/dashboard$/);
      await page.unroute('**/api/v1/logout');
      // Still signed in, consistently: a reload opens the same page.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(page).toHaveURL(/\/app\/dashboard$/);
    });
  }
});

test.describe('toasts on public pages (s.2: available globally)', () => {
  test('the verification notice reports a failed sign-out in a toast and stays', async ({ page, signIn }) => {
    await signIn(page, UNVERIFIED);
    await page.goto('/auth/verify-email');
    await page.route('**/api/v1/logout', (route) =>
      route.fulfill({ status: 500, json: { message: 'The session store is unavailable.' } }),
    );
    await page.getByRole('button', { name: 'Sign out' }).click();
    const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('alert');
    await expect(toast).toHaveText(/The session store is unavailable\./);
    await expect(page).toHaveURL(/\/auth\/verify-email$/);
    await expect(page.getByRole('button', { name: 'Send the link again' })).toBeVisible();
  });
});
