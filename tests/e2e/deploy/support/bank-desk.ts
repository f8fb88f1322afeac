/** The bank officer's write the deployment tests make: a draft mortgage submitted for approval on its page. */
import { expect, type Page } from '@playwright/test';

/** The id of one of the officer's draft mortgages, asked of the API the page calls (through its own origin or PUBLIC_API_URL). */
export async function firstDraftLoan(page: Page): Promise<number> {
  const id = await page.evaluate(async () => {
    const origin = document.documentElement.dataset['apiOrigin'] ?? '';
    const answer = await fetch(`${origin}/api/v1/loans?status=draft&per_page=25`, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
    const body = (await answer.json()) as { data?: { id: number }[] };
    return body.data?.[0]?.id ?? null;
  });
  expect(id, 'a draft mortgage of the demo data').not.toBeNull();
  return id!;
}

/** Opens the mortgage and submits it for approval (a CSRF-protected POST), as the officer would. */
export async function submitForApproval(page: Page, id: number): Promise<void> {
  await page.goto(`/app/bank/mortgages/${id}`);
  await expect(page.locator('[data-loan-state="ready"]')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('header [data-status]')).toHaveText('Draft');
  await page.getByRole('button', { name: 'Submit for approval' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('header [data-status]')).toHaveText('Awaiting approval');
}
