/**
 * Every page the portal benchmark loads, opened as the account the benchmark loads it as (its own
 * user), logs no console error, throws nothing and is refused nothing by the API: an error there
 * is a call that user may not make, and costs Lighthouse's best-practices points.
 */
import { test, expect } from '../fixtures.ts';
import { BENCH_ACCOUNTS, PAGES } from '../../../bench/portal/pages.ts';
import { watchPageErrors } from '../../../bench/portal/page-errors.ts';
import { openPage } from './shell-helpers.ts';

test.describe.configure({ timeout: 60_000 });

for (const benchPage of PAGES.filter((candidate) => candidate.account !== null)) {
  const account = BENCH_ACCOUNTS[benchPage.account!];
  test(`the ${benchPage.label} logs no error for ${account.email}`, async ({ page, signIn }) => {
    await signIn(page, account.email);
    const errors = watchPageErrors(page);

    await openPage(page, benchPage.path);
    await expect(page).toHaveURL(new RegExp(`${benchPage.path}$`));
    await page.waitForLoadState('networkidle');

    expect(errors).toEqual([]);
  });
}
