/**
 * Risk shown where it is decided: a loan with a current LTV above 100% and a DTI above 60% warns
 * of both as soon as its edit form reopens, and on the loan page the manager approves it from;
 * a maturity date before the cut-off leaves the remaining term unknown rather than "0 months".
 * Each run makes its own loan.
 */
import type { Browser, Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { DEMO } from '../../support/demo-people.ts';
import { VALID_LOAN } from '../../support/valid-loan.ts';
import { uniqueRef } from './bank-helpers.ts';
import { apiAs } from '../support/api-session.ts';
import { openHydrated } from './loan-form-helpers.ts';

test.describe.configure({ timeout: 180_000 });

const LTV_WARNING = 'The current LTV is above 100%.';
const DTI_WARNING = 'The debt-to-income ratio is above 60%.';

async function pageAs(browser: Browser, signIn: (page: Page, email: string) => Promise<void>, email: string) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

test('LTV and DTI warnings show on the reopened form and on the manager’s approval view', async ({
  browser,
  signIn,
}) => {
  const officerApi = await apiAs(DEMO.northwindOfficer.email);
  const created = await officerApi.post('/loans', {
    ...VALID_LOAN,
    loan_ref: uniqueRef('RISK'),
    current_ltv_pct: '104.5',
    dti_pct: '65',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const loanId = (created.body['data'] as { id: number }).id;

  const officer = await pageAs(browser, signIn, DEMO.northwindOfficer.email);
  await openHydrated(officer, `/app/bank/mortgages/${loanId}/edit`);
  const form = officer.locator('form');
  await expect(form.getByLabel('Current LTV (%)', { exact: true })).toHaveValue(/104\.5/);
  await expect(form).toContainText(LTV_WARNING);
  await expect(form).toContainText(DTI_WARNING);

  const maturity = form.getByLabel('Maturity date', { exact: true });
  await maturity.fill('2001-01-31');
  const remaining = officer.getByTestId('remaining-term');
  await expect(remaining).not.toContainText('0 months');
  await expect(remaining).toContainText('maturity is after the cut-off');

  expect((await officerApi.post(`/loans/${loanId}/submit`)).status).toBe(202);
  await officerApi.dispose();

  const manager = await pageAs(browser, signIn, DEMO.northwindManager.email);
  await manager.goto(`/app/bank/mortgages/${loanId}`);
  await expect(manager.locator('[data-loan-state="ready"]')).toBeVisible({ timeout: 30_000 });
  await expect(manager.locator('[data-pending-action]')).toBeVisible();
  const risk = manager.getByRole('note', { name: 'Risk to weigh before approving' });
  await expect(risk).toContainText(LTV_WARNING);
  await expect(risk).toContainText(DTI_WARNING);
});
