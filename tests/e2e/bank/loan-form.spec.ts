/**
 * The loan form (bank/mortgages/create and edit): an officer creates a loan, sees the server's
 * message under its field, submits the loan for approval; the shared rules show as fields are
 * left; what was typed survives a failed request and a reload.
 */
import { test, expect } from '../fixtures';
import { validLoanRecord } from '../../support/tape-files.ts';
import { createDraftLoan, fillLoanForm, openHydrated, uniqueRef } from './loan-form-helpers';
import { DEMO } from '../../support/demo-people.ts';

const OFFICER = DEMO.northwindOfficer.email;
const CREATE = '/app/bank/mortgages/create';

test.describe('loan form', () => {
  // Thirty fields typed one by one, then a save and a submit: longer than a page check.
  test.describe.configure({ timeout: 180_000 });

  test('an officer creates a loan, sees the server refuse a taken reference under its field, and submits it for approval', async ({
    page,
    signIn,
  }) => {
    await signIn(page, OFFICER);
    const existing = await page.request.get('/api/v1/loans?per_page=25');
    expect(existing.status()).toBe(200);
    const takenRef = ((await existing.json()) as { data: { loan_ref: string }[] }).data[0]!.loan_ref;

    await openHydrated(page, CREATE);
    await fillLoanForm(page, takenRef);
    await expect(page.getByTestId('remaining-term')).toHaveText('293 months');

    await page.getByRole('button', { name: 'Save draft' }).click();
    const refField = page.getByLabel('Loan reference', { exact: true });
    await expect(page.locator('#field-loan_ref-error')).toHaveText(
      'The bank already has a loan with this loan reference.',
    );
    await expect(refField).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Original principal', { exact: true })).toHaveValue('250000');

    const loanRef = uniqueRef('E2E');
    await refField.fill(loanRef);
    await expect(page.locator('#field-loan_ref-error')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save and submit for approval' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Send this loan to a bank manager for approval?');
    await dialog.getByRole('button', { name: 'Submit' }).click();

    await page.waitForURL(/\/app\/bank\/mortgages\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const saved = await page.request.get(`/api/v1/loans/${id}`);
    const loan = (
      (await saved.json()) as {
        data: { loan_ref: string; status: string; original_principal: string; remaining_term_months: number };
      }
    ).data;
    expect(loan).toMatchObject({
      loan_ref: loanRef,
      status: 'pending_approval',
      original_principal: '250000.00',
      remaining_term_months: 293,
    });
  });

  test('the shared rules show under a field once it is left, before anything is sent', async ({ page, signIn }) => {
    await signIn(page, OFFICER);
    await openHydrated(page, CREATE);
    await page.getByLabel('Original principal', { exact: true }).fill('100000');
    const current = page.getByLabel('Current principal', { exact: true });
    await current.fill('110000.01');
    await current.blur();
    await expect(page.locator('#field-current_principal-error')).toHaveText(
      'The current principal must not exceed 110% of the original principal.',
    );
    await current.fill('110000.00');
    await expect(page.locator('#field-current_principal-error')).toHaveCount(0);
    // A field not yet visited shows nothing.
    await expect(page.locator('#field-loan_ref-error')).toHaveCount(0);

    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.locator('#field-loan_ref-error')).toHaveText('The loan reference field is required.');
    await expect(page.getByLabel('Loan reference', { exact: true })).toBeFocused();
  });

  test('what was typed is kept when the request fails and after a reload', async ({ page, signIn }) => {
    await signIn(page, OFFICER);
    await openHydrated(page, CREATE);
    const loanRef = uniqueRef('KEPT');
    await fillLoanForm(page, loanRef);
    await page.route('**/api/v1/loans', (route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
    );

    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'the connection failed' })).toBeVisible();
    await expect(page.getByLabel('Loan reference', { exact: true })).toHaveValue(loanRef);

    await page.unroute('**/api/v1/loans');
    await openHydrated(page, CREATE);
    await expect(page.getByText('What you typed earlier in this tab has been restored.')).toBeVisible();
    await expect(page.getByLabel('Loan reference', { exact: true })).toHaveValue(loanRef);
    await expect(page.getByLabel('Region', { exact: true })).toHaveValue('CA');

    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(/\/app\/bank\/mortgages\/\d+$/);
    await openHydrated(page, CREATE);
    await expect(page.getByLabel('Loan reference', { exact: true })).toHaveValue('');
  });

  test('the edit page loads a draft, shows its remaining term and saves the change at once', async ({
    page,
    signIn,
  }) => {
    await signIn(page, OFFICER);
    const loanRef = uniqueRef('EDIT');
    const id = await createDraftLoan(page, validLoanRecord(1, loanRef));

    await openHydrated(page, `/app/bank/mortgages/${id}/edit`);
    const rate = page.getByLabel('Interest rate (%)', { exact: true });
    await expect(page.getByLabel('Loan reference', { exact: true })).toHaveValue(`${loanRef}-0000001`);
    await expect(page.getByTestId('remaining-term')).toHaveText(/^\d+ months$/);
    await rate.fill('4.125');
    await page.getByRole('button', { name: 'Save changes' }).click();

    await page.waitForURL(new RegExp(`/app/bank/mortgages/${id}$`));
    const saved = await page.request.get(`/api/v1/loans/${id}`);
    expect(((await saved.json()) as { data: { interest_rate_pct: string; status: string } }).data).toMatchObject({
      interest_rate_pct: '4.1250',
      status: 'draft',
    });
  });
});
