import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { DESKTOP, PHONE, closeSettings, openPage, openSettings, settledBox } from './shell-helpers.ts';
import { DEMO } from '../../support/demo-people.ts';

const settings = (page: Page) => page.getByRole('dialog', { name: 'Settings' });
const avatarColour = (page: Page) =>
  page
    .getByTitle('Profile menu')
    .locator('span')
    .evaluate((element) => getComputedStyle(element).backgroundColor);
const pageBackground = (page: Page) =>
  page
    .locator('body')
    .evaluate((element) => getComputedStyle(element).backgroundImage + getComputedStyle(element).backgroundColor);

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`the settings sidebar at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test.beforeEach(async ({ page, signIn }) => {
      await signIn(page, DEMO.superAdmin.email);
      await openPage(page, '/app/dashboard');
    });

    test('opens on the right, 20rem wide, and leaves the page usable', async ({ page }) => {
      await openSettings(page);
      const box = await settledBox(settings(page));
      expect(Math.round(box.x + box.width)).toBe(viewport.width);
      // Below the top bar, whose tools stay in reach.
      expect(Math.round(box.y)).toBe(64);
      expect(Math.round(box.width)).toBe(Math.min(320, viewport.width));
      await expect(settings(page).getByRole('radio')).toHaveCount(17 + 2 + 2 + 7);
      if (viewport === DESKTOP) {
        // Non-modal: the page beside the sidebar still answers, and the click outside dismisses it.
        const toggle = page.getByRole('button', { name: 'Toggle menu' });
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(settings(page)).toBeHidden();
      } else {
        await closeSettings(page);
      }
    });

    test('changes the primary colour of the page', async ({ page }) => {
      const before = await avatarColour(page);
      const backgroundBefore = await pageBackground(page);
      await openSettings(page);
      await settings(page).getByRole('radio', { name: 'Emerald' }).check();
      await expect.poll(() => avatarColour(page)).not.toBe(before);
      expect(await pageBackground(page)).not.toBe(backgroundBefore);
      await settings(page).getByRole('radio', { name: 'Noir' }).check();
      await expect(settings(page).getByRole('radio', { name: 'Noir' })).toBeChecked();
      await expect(settings(page).getByRole('radio', { name: 'Emerald' })).not.toBeChecked();
    });

    test('switches between the Aura and Lara presets', async ({ page }) => {
      const surface = () => page.locator('footer').evaluate((element) => getComputedStyle(element).borderTopColor);
      const before = await surface();
      await openSettings(page);
      await settings(page).getByRole('radio', { name: 'Lara' }).check();
      await expect.poll(surface).not.toBe(before);
      await settings(page).getByRole('radio', { name: 'Lara' }).click();
      await expect(settings(page).getByRole('radio', { name: 'Lara' })).toBeChecked();
      await settings(page).getByRole('radio', { name: 'Aura' }).check();
      await expect.poll(surface).toBe(before);
    });

    test('switches to dark, which survives a reload, and back to light', async ({ page }) => {
      const html = page.locator('html');
      await expect(html).not.toHaveClass(/app-dark/);
      const lightBackground = await pageBackground(page);
      await openSettings(page);
      await settings(page).getByRole('radio', { name: 'Dark' }).check();
      await expect(html).toHaveClass(/app-dark/);
      await expect.poll(() => pageBackground(page)).not.toBe(lightBackground);
      await settings(page).getByRole('radio', { name: 'Dark' }).click();
      await expect(settings(page).getByRole('radio', { name: 'Dark' })).toBeChecked();
      await page.reload();
      await expect(html).toHaveClass(/app-dark/);
      await openSettings(page);
      await expect(settings(page).getByRole('radio', { name: 'Dark' })).toBeChecked();
      await settings(page).getByRole('radio', { name: 'Light' }).check();
      await expect(html).not.toHaveClass(/app-dark/);
    });

    test('changes the menu type, which survives a reload', async ({ page }) => {
      await openSettings(page);
      await settings(page).getByRole('radio', { name: 'Horizontal' }).check();
      await closeSettings(page);
      const bankPanel = page.locator('#layout-sidebar').getByRole('button', { name: 'Bank Panel' });
      if (viewport === DESKTOP) await expect(bankPanel).toBeVisible();
      await page.reload();
      await openSettings(page);
      await expect(settings(page).getByRole('radio', { name: 'Horizontal' })).toBeChecked();
    });

    test('closes on Escape', async ({ page }) => {
      await openSettings(page);
      await page.keyboard.press('Escape');
      await expect(settings(page)).toBeHidden();
    });
  });
}
