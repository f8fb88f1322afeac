/**
 * Where a trade goes next: settling before the settlement date asks a question that names the date;
 * the final-acceptance screen shows what the investor pays in all, who pays the fee and a way back;
 * a proposal the bank accepted shows its final-acceptance deadline as a call to act on the investor's
 * dashboard and in their list; a dialog closed with Escape gives the focus back to its button.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { DEMO } from '../../support/demo-people.ts';
import { openPage } from '../shell/shell-helpers.ts';

test.describe.configure({ timeout: 90_000 });

const today = () => new Date().toISOString().slice(0, 10);

interface Listed {
  id: number;
  status: string;
  settlement_date: string;
  final_acceptance_deadline?: string | null;
  amount: string;
  platform_fee_amount?: string;
}

/** The signed-in user's records of a list, read through the API with the page's own session. */
async function listed(page: Page, path: string): Promise<Listed[]> {
  const answer = await page.request.get(`/api/v1${path}`, { headers: { Accept: 'application/json' } });
  expect(answer.status(), path).toBe(200);
  return ((await answer.json()) as { data: Listed[] }).data;
}

test('settling a deal before its settlement date asks for confirmation naming the date; Escape gives the focus back', async ({
  page,
  signIn,
}) => {
  await signIn(page, DEMO.northwindOfficer.email);
  const deals = await listed(page, '/deals?status=funds_sent&per_page=100');
  const early = deals.find((deal) => deal.settlement_date > today());
  expect(early, 'a Northwind deal with the funds sent and its settlement date still to come').toBeDefined();

  await openPage(page, `/app/bank/deals/${early!.id}`);
  const settle = page.getByRole('button', { name: 'Confirm settlement' });
  await settle.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`The settlement date is ${early!.settlement_date}`);
  await expect(dialog.getByRole('button', { name: `Settle before ${early!.settlement_date}` })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(settle).toBeFocused();
});

test('a reason dialog closed with Escape gives the focus back to the button that opened it', async ({
  page,
  signIn,
}) => {
  await signIn(page, DEMO.adminMaker.email);
  const deals = await listed(page, '/deals?status=funds_sent&per_page=100');
  expect(deals.length, 'a deal the platform may cancel').toBeGreaterThan(0);

  await openPage(page, `/app/bank/deals/${deals[0]!.id}`);
  const cancel = page.getByRole('button', { name: 'Cancel deal' });
  await cancel.click();
  const dialog = page.getByRole('dialog', { name: 'Ask to cancel this deal' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cancel).toBeFocused();
});

test('the final-acceptance screen shows the total payable, who pays the fee, and a way back', async ({
  page,
  signIn,
}) => {
  await signIn(page, DEMO.summitDirector.email);
  const [proposal] = await listed(page, '/proposals?status=accepted&per_page=25');
  expect(proposal, 'a Summit proposal the bank accepted').toBeDefined();

  await openPage(page, `/app/investor/proposals/${proposal!.id}/final-acceptance`);
  const terms = page.getByRole('region', { name: 'Final terms' });
  await expect(terms).toContainText('Total you pay');
  await expect(terms).toContainText('Platform fee, paid by Summit Capital');
  const amountCents = Math.round(Number(proposal!.amount) * 100);
  const total = terms.locator('[data-field="total_payable"]');
  const fee = terms.locator('[data-field="platform_fee_amount"]');
  const cents = async (text: Promise<string>) => Math.round(Number((await text).replace(/[^0-9.]/g, '')) * 100);
  expect(await cents(total.innerText())).toBe(amountCents + (await cents(fee.innerText())));

  await page.getByRole('link', { name: 'Back to the proposal' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/investor/proposals/${proposal!.id}$`));
});

test('a proposal the bank accepted shows its final-acceptance deadline as a call to act on the dashboard and in the list', async ({
  page,
  signIn,
}) => {
  await signIn(page, DEMO.summitAnalyst.email);
  const accepted = await listed(page, '/proposals?status=accepted&per_page=100');
  expect(accepted.length, 'a Summit proposal the bank accepted').toBeGreaterThan(0);
  const soonest = accepted
    .map((proposal) => proposal.final_acceptance_deadline!)
    .sort()
    .at(0)!;
  const due = `${soonest.slice(0, 10)} ${soonest.slice(11, 16)} UTC`;

  await openPage(page, '/app/investor/main-dashboard');
  const open = page.getByRole('list', { name: 'The latest open proposals' });
  const call = open.getByTestId('final-acceptance-call').filter({ hasText: due }).first();
  await expect(call).toContainText(`Your final acceptance is due by ${due}`);
  await expect(call.getByRole('link', { name: 'Accept finally' })).toHaveAttribute(
    'href',
    /\/app\/investor\/proposals\/\d+\/final-acceptance$/,
  );

  await openPage(page, '/app/investor/proposals?status=accepted');
  const row = page.getByTestId('final-acceptance-call').first();
  await expect(row).toContainText('Your final acceptance is due by');
  await expect(row.getByRole('link', { name: 'Accept finally' })).toBeVisible();
});
