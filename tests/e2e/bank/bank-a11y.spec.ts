/** The bank screens pass axe's checks with the demo data on them: dashboard, list, a loan with a pending change, a listing. */
import { test, expect } from '../fixtures.ts';
import { expectNoAxeFindings } from '../support/axe.ts';
import { DEMO } from '../../support/demo-people.ts';

test('the bank dashboard, mortgage list, mortgage and listing pages have no accessibility violations', async ({
  page,
  signIn,
}) => {
  // Four pages, each analysed in full by axe.
  test.setTimeout(240_000);
  await signIn(page, DEMO.northwindManager.email);

  await page.goto('/app/bank/dashboard');
  await expect(page.locator('[data-summary-state="ready"]')).toBeVisible({ timeout: 30_000 });
  // The demo book has sold loans in the last months: the chart is one named image, its figures a table.
  // One chart per currency: amounts of two currencies are never added.
  await expect(
    page.getByRole('img', { name: /^Volume sold per month \([A-Z]{3}\), a bar chart of \d+ bars?[.:] / }).first(),
  ).toBeVisible();
  await expect(page.getByTestId('volume-chart').first().locator('rect').first()).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: /^Volume sold per month in [A-Z]{3}, as a table$/ })
      .first()
      .getByRole('row'),
  ).not.toHaveCount(0);
  await expectNoAxeFindings(page);

  // Oldest first: a seeded loan, which no other test decides while this one looks at it.
  await page.goto('/app/bank/mortgages?awaiting_approval=true&sort=id&order=asc');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await expectNoAxeFindings(page);

  await page.locator('tbody a').first().click();
  await expect(page.locator('[data-pending-action]').first()).toBeVisible({ timeout: 30_000 });
  await expectNoAxeFindings(page);

  await page.goto('/app/bank/mortgages?status=listed');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  const href = await page.locator('tbody a').first().getAttribute('href');
  await page.goto(`${href}/listed`);
  await expect(page.getByTestId('proposals-count')).toHaveText(/^\d+$/);
  await expectNoAxeFindings(page);
});
