/**
 * Pending actions speak in words: every action type is named and filterable, a change shows its
 * values as the record pages do, and a decision's confirmation names what it does to which record.
 * The test reads the seed's waiting deal cancellation and keeps it, so it changes nothing.
 */
import { DEMO } from '../../support/demo-people.ts';
import { test, expect } from '../fixtures.ts';
import { ACTION_TYPE_OPTIONS } from '../../../src/domain/action-vocabulary.ts';
import { deskSessions, listedLoan, propose } from '../flow/desk-scenes.ts';

test.describe.configure({ timeout: 90_000 });

test('every action type is filterable by name and a deal cancellation reads in words', async ({ page, signIn }) => {
  await signIn(page, DEMO.adminChecker.email);
  await page.goto('/app/admin/pending-actions');
  const filters = page.getByRole('search');
  const typeFilter = filters.getByLabel('Type');
  for (const { label } of ACTION_TYPE_OPTIONS)
    await expect(typeFilter.getByRole('option', { name: label })).toHaveCount(1);
  await expect(typeFilter.getByRole('option', { name: 'Deal cancellation' })).toHaveAttribute('value', 'deal.cancel');

  await typeFilter.selectOption({ label: 'Deal cancellation' });
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/type=deal\.cancel/);
  const rows = page.getByRole('table', { name: 'Pending actions' }).getByRole('row').filter({ hasText: 'Deal #' });
  await expect(rows.first()).toContainText('Deal cancellation');
  await expect(page.locator('main')).not.toContainText('deal.cancel');

  await rows.first().getByRole('button', { name: 'Show change' }).click();
  const change = page.locator('[data-pending-action]');
  await expect(change.getByRole('heading')).toContainText('Deal cancellation: Deal #');
  await expect(change.locator('[data-field="status"] ins')).toHaveText('Cancelled');
  await expect(change.locator('[data-field="loan status"] th')).toHaveText('Loan status');
  await expect(change.locator('[data-field="loan status"] del')).toHaveText('Sold');
  await expect(change.locator('[data-field="loan status"] ins')).toHaveText('Listed');

  await change.getByRole('button', { name: 'Approve' }).click();
  const confirm = page.getByRole('dialog', { name: 'Approve' });
  await expect(confirm).toContainText(
    /Approve cancelling deal #\d+: .+\? The deal is cancelled and the loan is listed again\./,
  );
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(change).toBeVisible();
});

test('a proposal acceptance names its price and the amount with its currency, as the trading screens do', async ({
  page,
  signIn,
}) => {
  const desk = await deskSessions();
  const loan = await listedLoan(desk.officer, desk.manager, 'WORDS');
  const proposalId = await propose(desk.investor, loan.id, '97.500');
  const accepted = await desk.officer.post(`/proposals/${proposalId}/accept`);
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(202);
  await desk.dispose();

  await signIn(page, DEMO.adminChecker.email);
  await page.goto('/app/admin/pending-actions?type=proposal.accept');
  const row = page.getByRole('table', { name: 'Pending actions' }).getByRole('row').filter({ hasText: loan.ref });
  // 97.500% of the loan's 200,000.00 of current principal.
  await expect(row).toContainText(
    new RegExp(
      `Proposal #${proposalId} of Summit Capital on ${loan.ref}: 97\\.500% of the principal, [A-Z]{3} 195,000\\.00`,
    ),
  );
});
