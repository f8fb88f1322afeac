/**
 * Screens say what they mean, in one form: times as "2026-11-25 14:14 UTC" on the admin dashboard as
 * everywhere, a revision named after its record with its values in words, a registration's country
 * and investor type by name, prices with 3 decimals and LTVs with 2 on the marketplace. A guest's
 * registration of its own is the only data a run adds.
 */
import { test, expect } from '../fixtures.ts';
import { DEMO } from '../../support/demo-people.ts';
import { createDraftLoan, uniqueRef } from '../bank/bank-helpers.ts';
import { apiAs } from '../support/api-session.ts';
import { registerInvestor } from '../support/guest-registration.ts';

test.describe.configure({ timeout: 120_000 });

const UTC_STAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/;

test('the admin dashboard dates every item in the UTC stamp the rest of the portal uses', async ({ page, signIn }) => {
  await signIn(page, DEMO.superAdmin.email);
  await page.goto('/app/admin');
  const times = page.locator('main time');
  await expect(times.first()).toBeVisible({ timeout: 30_000 });
  for (const text of await times.allInnerTexts()) expect(text).toMatch(UTC_STAMP);
  await expect(page.locator('main')).not.toContainText(/\b\d{1,2}\/\d{1,2}\/\d{4}\b/);
});

test('a revision names its record and shows its values in words', async ({ page, signIn }) => {
  // A loan of its own, listed at 98.5 through the bank's four eyes.
  const [officer, manager] = await Promise.all([
    apiAs(DEMO.northwindOfficer.email),
    apiAs(DEMO.northwindManager.email),
  ]);
  const ref = uniqueRef('WORDS');
  const loanId = await createDraftLoan(officer, ref);
  const approve = async (answer: { status: number; body: Record<string, unknown> }) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    const id = (answer.body['pending_action'] as { id: number }).id;
    expect((await manager.post(`/pending-actions/${id}/approve`)).status).toBe(200);
  };
  await approve(await officer.post(`/loans/${loanId}/submit`));
  await approve(
    await officer.post(`/loans/${loanId}/list`, {
      asking_price_pct: '98.5',
      bid_deadline: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      listing_description: 'Performing owner-occupied house.',
    }),
  );
  await Promise.all([officer.dispose(), manager.dispose()]);

  await signIn(page, DEMO.superAdmin.email);
  const history = await (
    await page.request.get(`/api/v1/loans/${loanId}/revisions`, { headers: { Accept: 'application/json' } })
  ).json();
  const revisions = history.data as { id: number; version: number; after: Record<string, unknown> | null }[];
  const listing = revisions.find((revision) => revision.after?.['asking_price_pct']);
  expect(listing, 'the revision that lists the loan').toBeDefined();

  await page.goto(`/app/admin/revisions/${listing!.id}`);
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(`Loan ${ref}, version ${listing!.version}`, {
    timeout: 30_000,
  });
  const price = page.locator('tr[data-field="asking_price_pct"]');
  await expect(price.locator('th')).toHaveText('Asking price (% of current principal)');
  await expect(price.locator('ins')).toHaveText('98.500%');
});

test('a registration request shows its country and investor type by name', async ({ page, signIn }) => {
  const { name } = await registerInvestor('Fjell', { country: 'NO', investor_type: 'pension_fund' });

  await signIn(page, DEMO.adminChecker.email);
  const found = await (
    await page.request.get(`/api/v1/registration-requests?search=${encodeURIComponent(name)}`, {
      headers: { Accept: 'application/json' },
    })
  ).json();
  await page.goto(`/app/admin/registration-requests/${found.data[0].id}`);
  const details = page.locator('main dl').first();
  await expect(details).toContainText('Norway', { timeout: 30_000 });
  await expect(details).toContainText('Pension fund');
  await expect(details).not.toContainText('pension_fund');
});

test('the marketplace shows every asking price with 3 decimals and every LTV with 2', async ({ page, signIn }) => {
  await signIn(page, DEMO.summitAnalyst.email);
  await page.goto('/app/investor/dashboard');
  const table = page.getByRole('table', { name: 'Listed loans' });
  await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
  const headers = await table.locator('thead th').allInnerTexts();
  const column = (label: RegExp) => headers.findIndex((header) => label.test(header)) + 1;
  const price = column(/asking price/i);
  const ltv = column(/ltv/i);
  expect(price).toBeGreaterThan(0);
  expect(ltv).toBeGreaterThan(0);
  for (const text of await table.locator(`tbody tr td:nth-child(${price})`).allInnerTexts())
    expect(text).toMatch(/^(\d+\.\d{3}%|—|Open to offers)$/);
  for (const text of await table.locator(`tbody tr td:nth-child(${ltv})`).allInnerTexts())
    expect(text).toMatch(/^\d+\.\d{2}%$/);
});
