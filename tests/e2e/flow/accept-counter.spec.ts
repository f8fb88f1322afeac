/**
 * Accepting the bank's counter asks first, naming the price, and both sides then read what happened:
 * the investor on the proposal, the bank on its proposal list, so it is not mistaken for a new offer.
 */
import { test, expect } from '../fixtures.ts';
import { DEMO } from '../../support/demo-people.ts';
import { deskSessions, listedLoan, pageAs, propose } from './desk-scenes.ts';

test.describe.configure({ timeout: 150_000 });

test('the investor confirms before taking the counter; both sides see it was taken', async ({ browser, signIn }) => {
  const desk = await deskSessions();
  const loan = await listedLoan(desk.officer, desk.manager, 'COUNTER');
  const proposalId = await propose(desk.investor, loan.id, '97.000');
  const countered = await desk.officer.post(`/proposals/${proposalId}/counter`, { price_pct: '100.250' });
  expect(countered.status, JSON.stringify(countered.body)).toBe(200);
  await desk.dispose();

  const investor = await pageAs(browser, signIn, DEMO.summitAnalyst.email);
  await investor.goto(`/app/investor/proposals/${proposalId}`);
  await expect(investor.locator('[data-proposal-state="ready"][data-hydrated]')).toBeVisible({ timeout: 30_000 });
  const heading = investor.locator('header [data-status]');
  await expect(heading).toHaveText('Countered');

  await investor.getByRole('button', { name: 'Accept counter' }).click();
  const dialog = investor.getByRole('dialog');
  await expect(dialog).toContainText("Accept the bank's counter of 100.250% (USD 200,500.00)?");
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toBeHidden();
  await expect(heading).toHaveText('Countered');

  await investor.getByRole('button', { name: 'Accept counter' }).click();
  await dialog.getByRole('button', { name: 'Accept counter' }).click();
  await expect(heading).toHaveText('Submitted');
  await expect(investor.getByTestId('counter-taken')).toHaveText(
    "You accepted the bank's counter of 100.250%; the bank now confirms.",
  );
  await investor.reload();
  await expect(investor.getByTestId('counter-taken')).toBeVisible({ timeout: 30_000 });

  const officer = await pageAs(browser, signIn, DEMO.northwindOfficer.email);
  await officer.goto(`/app/bank/proposals?loan_id=${loan.id}`);
  const row = officer.getByRole('table', { name: 'Proposals' }).getByRole('row').filter({ hasText: 'Summit Capital' });
  await expect(row.getByTestId('counter-taken')).toHaveText(
    'The investor accepted your counter of 100.250%: confirm it by accepting.',
    { timeout: 30_000 },
  );
});
