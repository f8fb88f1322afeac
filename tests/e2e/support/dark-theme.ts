/** Turns the dark theme on for the page's next loads, as the layout settings would (the saved layout in local storage). */
import type { Page } from '@playwright/test';

export async function preferDarkTheme(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const key = 'dealledger.layout';
    const saved = JSON.parse(window.localStorage.getItem(key) || '{}') as Record<string, unknown>;
    window.localStorage.setItem(key, JSON.stringify({ ...saved, darkTheme: true }));
  });
}
