import { expect, type Page } from '@playwright/test';

/** Accepts the confirmation dialog an action opened, with the button named `label`, and waits for it to close. */
export async function confirm(page: Page, label: string | RegExp): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: label }).click();
  await expect(dialog).toBeHidden();
}
