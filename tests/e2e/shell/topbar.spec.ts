import { test, expect } from '../fixtures.ts';
import { DESKTOP, PHONE, openPage, settledBox } from './shell-helpers.ts';
import { DEMO } from '../../support/demo-people.ts';

test.describe('the search dialog', () => {
  for (const [width, expected] of [
    [1280, 640],
    [800, 600],
    [390, 351],
  ] as const) {
    test(`is ${expected}px wide in a ${width}px window, focused, and closes on Enter and on the mask`, async ({
      page,
      signIn,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await signIn(page, DEMO.superAdmin.email);
      await openPage(page, '/app/dashboard');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Search the portal' });
      const input = dialog.getByPlaceholder('Search');
      await expect(input).toBeFocused();
      await expect(dialog.getByRole('heading')).toHaveCount(0);
      await expect
        .poll(async () => Math.round((await dialog.locator('.modal-box').boundingBox())?.width ?? 0))
        .toBe(expected);
      await input.fill('loan');
      await input.press('Enter');
      await expect(dialog).toBeHidden();
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(input).toBeFocused();
      await page.mouse.click(5, 790);
      await expect(dialog).toBeHidden();
    });
  }
});

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`the top bar at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test.beforeEach(async ({ page, signIn }) => {
      await signIn(page, DEMO.superAdmin.email);
      await openPage(page, '/app/dashboard');
    });

    test('the notifications panel has its tabs, search box and an inbox badge of 2', async ({ page }) => {
      const bell = page.getByRole('button', { name: 'Notifications 2 unread' });
      await expect(bell).toContainText('2');
      await bell.click();
      const panel = page.getByRole('dialog', { name: 'Notifications' });
      await expect(panel.getByRole('tab')).toHaveText(['Inbox2', 'General', 'Archived']);
      await expect(panel.getByText('New proposal received')).toBeVisible();
      await panel.getByRole('tab', { name: 'General' }).click();
      await expect(panel.getByText('Scheduled maintenance')).toBeVisible();
      await panel.getByRole('searchbox', { name: 'Search notifications' }).fill('template');
      await expect(panel.getByRole('tabpanel').getByRole('listitem')).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
    });

    test('mark all as read shows a toast that stays while hovered and leaves after its life', async ({ page }) => {
      await page.getByRole('button', { name: /Notifications/ }).click();
      await page.getByRole('button', { name: 'Mark all as read' }).click();
      await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Notifications', exact: true })).not.toContainText('2');
      const toast = page.getByRole('status').filter({ hasText: 'All notifications are marked as read.' });
      await expect(toast).toBeVisible();
      const box = await settledBox(toast);
      expect(Math.round(viewport.width - (box.x + box.width))).toBe(20);
      expect(Math.round(box.y)).toBe(20);
      await toast.hover();
      await page.waitForTimeout(4000);
      await expect(toast).toBeVisible();
      await page.mouse.move(10, viewport.height / 2);
      await expect(toast).toBeHidden({ timeout: 5000 });
    });

    test('the profile menu lists its entries, and Log out asks first; Escape keeps the user signed in', async ({
      page,
    }) => {
      await page.getByTitle('Profile menu').click();
      for (const name of ['Profile', 'Settings', 'Calendar', 'Inbox', 'Log out']) {
        await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
      }
      await page.getByRole('button', { name: 'Log out' }).click();
      const dialog = page.getByRole('dialog', { name: 'Log out' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Log out' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/app\/dashboard$/);
    });

    test('Log out, once confirmed, signs out and opens the sign-in page', async ({ page }) => {
      await page.getByTitle('Profile menu').click();
      await page.getByRole('button', { name: 'Log out' }).click();
      await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'Log out' }).click();
      await expect(page).toHaveURL(/\/auth\/login/);
      await page.goto('/app/dashboard');
      await expect(page).toHaveURL(/\/auth\/login/);
    });

    test('the right-hand panel shows activity, quick withdraw and shipment tracking', async ({ page }) => {
      await page.getByRole('button', { name: 'Open activity panel' }).click();
      const panel = page.getByRole('dialog', { name: 'Activity' });
      await expect(panel).toBeInViewport();
      const box = await settledBox(panel);
      // Full width on a phone: as wide as the drawer that holds it, which a scrollbar may narrow.
      const drawerWidth = await panel.evaluate((el) => el.parentElement!.getBoundingClientRect().width);
      expect(Math.round(box.width)).toBe(viewport.width >= 640 ? 576 : Math.round(drawerWidth));
      if (viewport.width < 640) expect(drawerWidth).toBeGreaterThan(viewport.width - 20);
      for (const title of ['New Sale', 'Withdrawal Initiated', 'Question Received', 'Comment Received']) {
        await expect(panel.getByText(title)).toBeVisible();
      }
      await expect(panel.getByText('$79')).toBeVisible();
      await expect(panel.getByText('$2500')).toBeVisible();
      await expect(panel.getByRole('combobox', { name: 'Select a Card' }).locator('option')).toHaveText([
        /\*{4} 4242/,
        /\*{4} 5555/,
      ]);
      await expect(panel.getByText('Track your ongoing shipments to customers.')).toBeVisible();
      await expect(panel.getByRole('img', { name: 'Map of ongoing shipments' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
    });
  });
}
