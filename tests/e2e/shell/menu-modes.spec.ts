import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { DESKTOP, PHONE, chooseMenuType, openPage, settledBox } from './shell-helpers.ts';
import { DEMO } from '../../support/demo-people.ts';

const sidebar = (page: Page) => page.locator('#layout-sidebar');
const dealsLink = (page: Page) => sidebar(page).getByRole('link', { name: 'Manage Deals' });
const toggle = (page: Page) => page.getByRole('button', { name: 'Toggle menu' });

async function navigatesFromMenu(page: Page) {
  await dealsLink(page).click();
  await expect(page).toHaveURL(/\/app\/bank\/deals$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage Deals');
}

test.describe('menu modes on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test.beforeEach(async ({ page, signIn }) => {
    await signIn(page, DEMO.superAdmin.email);
    await openPage(page, '/app/dashboard');
  });

  test('static: the menu sits beside the page, the toggle hides and shows it', async ({ page }) => {
    await chooseMenuType(page, 'Static');
    await expect(dealsLink(page)).toBeInViewport();
    await toggle(page).click();
    await expect(dealsLink(page)).not.toBeInViewport();
    await toggle(page).click();
    await expect(dealsLink(page)).toBeInViewport();
    await navigatesFromMenu(page);
  });

  test('overlay: the menu is hidden until toggled and closes on Escape', async ({ page }) => {
    await chooseMenuType(page, 'Overlay');
    await expect(dealsLink(page)).not.toBeInViewport();
    await toggle(page).click();
    await expect(dealsLink(page)).toBeInViewport();
    await page.keyboard.press('Escape');
    await expect(dealsLink(page)).not.toBeInViewport();
    await toggle(page).click();
    await navigatesFromMenu(page);
  });

  for (const mode of ['Slim', 'Compact', 'Horizontal']) {
    test(`${mode.toLowerCase()}: a root item opens its pop-up and closes it again`, async ({ page }) => {
      await chooseMenuType(page, mode);
      const bankPanel = sidebar(page).getByRole('button', { name: 'Bank Panel' });
      await expect(bankPanel).toBeVisible();
      await expect(dealsLink(page)).toBeHidden();
      await bankPanel.click();
      await expect(bankPanel).toHaveAttribute('aria-expanded', 'true');
      await expect(dealsLink(page)).toBeVisible();
      await bankPanel.click();
      await expect(dealsLink(page)).toBeHidden();
      await bankPanel.click();
      await navigatesFromMenu(page);
    });
  }

  test('horizontal: the menu runs across the top of the page', async ({ page }) => {
    await chooseMenuType(page, 'Horizontal');
    const box = await settledBox(sidebar(page));
    expect(box.width).toBe(DESKTOP.width);
    expect(box.height).toBeLessThan(80);
  });

  test('reveal: a rail of icons that opens on hover and closes 300 ms after the pointer leaves', async ({ page }) => {
    await chooseMenuType(page, 'Reveal');
    const closedWidth = (await settledBox(sidebar(page))).width;
    expect(closedWidth).toBeLessThan(100);
    await expect(dealsLink(page)).toBeInViewport();
    await sidebar(page).hover();
    await expect.poll(async () => (await sidebar(page).boundingBox())?.width).toBeGreaterThan(250);
    // Time the close in the page itself, so a slow test machine cannot blur the 300 ms.
    await page.evaluate(() => {
      const times: Record<string, number> = {};
      (window as unknown as { closeTimes: typeof times }).closeTimes = times;
      document.getElementById('layout-sidebar')!.addEventListener('mouseleave', () => (times.left = performance.now()));
      new MutationObserver(() => {
        if (!document.documentElement.hasAttribute('data-sidebar-expanded')) times.closed ??= performance.now();
      }).observe(document.documentElement, { attributes: true });
    });
    await page.mouse.move(900, 400);
    await expect.poll(async () => (await sidebar(page).boundingBox())?.width).toBeLessThan(100);
    const { left, closed } = await page.evaluate(
      () => (window as unknown as { closeTimes: { left: number; closed: number } }).closeTimes,
    );
    expect(closed - left).toBeGreaterThanOrEqual(295);
    expect(closed - left).toBeLessThan(1000);
    await sidebar(page).hover();
    await navigatesFromMenu(page);
  });

  test('reveal: anchoring keeps the menu open beside the page', async ({ page }) => {
    await chooseMenuType(page, 'Reveal');
    await sidebar(page).hover();
    await page.getByRole('button', { name: 'Keep menu open' }).click();
    await page.mouse.move(900, 400);
    await page.waitForTimeout(500);
    expect((await sidebar(page).boundingBox())?.width).toBeGreaterThan(250);
    const main = await page.locator('#main').boundingBox();
    expect(main?.x).toBeGreaterThanOrEqual(250);
  });

  test('drawer: only a handle until opened by keyboard or hover, then the whole menu', async ({ page }) => {
    await chooseMenuType(page, 'Drawer');
    await expect(dealsLink(page)).toBeHidden();
    await sidebar(page).getByRole('button', { name: 'Open menu' }).focus();
    await page.keyboard.press('Enter');
    await expect(dealsLink(page)).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Main Dashboard' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dealsLink(page)).toBeHidden();
    await sidebar(page).hover();
    await expect(dealsLink(page)).toBeVisible();
    await navigatesFromMenu(page);
  });
});

test.describe('menu modes on a phone', () => {
  test.use({ viewport: PHONE });

  test.beforeEach(async ({ page, signIn }) => {
    await signIn(page, DEMO.superAdmin.email);
    await openPage(page, '/app/dashboard');
  });

  for (const mode of ['Static', 'Overlay', 'Slim', 'Compact', 'Reveal', 'Drawer', 'Horizontal']) {
    test(`${mode.toLowerCase()}: the toggle opens the menu over the page, Escape closes it, a link navigates`, async ({
      page,
    }) => {
      await chooseMenuType(page, mode);
      await expect(dealsLink(page)).not.toBeInViewport();
      await toggle(page).click();
      await expect(dealsLink(page)).toBeInViewport();
      await page.keyboard.press('Escape');
      await expect(dealsLink(page)).not.toBeInViewport();
      await toggle(page).click();
      await expect(dealsLink(page)).toBeInViewport();
      await navigatesFromMenu(page);
      await expect(dealsLink(page)).not.toBeInViewport();
    });
  }
});

test.describe('the menu on a phone, before it is first opened', () => {
  test.use({ viewport: PHONE });

  test('holds no links until opened, and keeps them once it has been', async ({ page, signIn }) => {
    await signIn(page, DEMO.superAdmin.email);
    await openPage(page, '/app/dashboard');
    // The session has answered: the avatar is named after the user.
    await expect(page.locator(`button[aria-label="${DEMO.superAdmin.name}"]`)).toHaveCount(1);
    await expect(sidebar(page).locator('a[href]')).toHaveCount(0);
    await toggle(page).click();
    await expect(dealsLink(page)).toBeInViewport();
    await page.keyboard.press('Escape');
    await expect(dealsLink(page)).not.toBeInViewport();
    await expect(dealsLink(page)).toHaveCount(1);
  });
});
