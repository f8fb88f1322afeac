/** Helpers for the app-shell specs: open an app page signed in, and pick settings through the settings sidebar. */
import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** Opens a page and waits until the guard has shown it and every island has hydrated. */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).not.toHaveAttribute('data-guard', 'pending');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 15_000 });
  // Astro drops `ssr` when hydration starts; the top bar's controls are enabled once React has mounted them.
  await expect(page.locator('header.layout-topbar')).toHaveAttribute('data-hydrated', 'true');
}

export async function openSettings(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
}

export async function closeSettings(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Close settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeHidden();
}

/** Chooses a menu type in the settings sidebar, then closes it. */
export async function chooseMenuType(page: Page, label: string): Promise<void> {
  await openSettings(page);
  await page.getByRole('dialog', { name: 'Settings' }).getByRole('radio', { name: label }).check();
  await closeSettings(page);
}

/** An element's box once its transition has ended: two reads 100 ms apart agree. */
export async function settledBox(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  let last = '';
  let box: { x: number; y: number; width: number; height: number } | null = null;
  await expect
    .poll(
      async () => {
        box = await locator.boundingBox();
        const now = JSON.stringify(box);
        const steady = box !== null && now === last;
        last = now;
        return steady;
      },
      { intervals: [100] },
    )
    .toBe(true);
  return box!;
}
