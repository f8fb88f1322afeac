/** Filling the loan form as an officer would: every field by its label. */
import { expect, type Page } from '@playwright/test';

/** A loan that passes every rule; dates relative to a fixed past cut-off so the test never ages. */
export const LOAN_TYPED = {
  'Loan reference': '',
  'Data cut-off date': '2026-10-31',
  Currency: 'USD',
  'Original principal': '250000',
  'Current principal': '231456.78',
  'Origination date': '2021-03-15',
  'Maturity date': '2051-03-15',
  'Original term (months)': '360',
  'Interest rate (%)': '3.25',
  'Rate type': 'fixed',
  Amortisation: 'annuity',
  'Monthly payment': '1088.02',
  'Lien position': '1',
  'Loan purpose': 'purchase',
  'Property value': '340000',
  'Valuation date': '2021-02-20',
  'Original LTV (%)': '73.5',
  'Current LTV (%)': '68.1',
  'Debt-to-income (%) (optional)': '31.2',
  'Credit score (optional)': '742',
  'Property type': 'house',
  Occupancy: 'owner',
  Region: 'CA',
  'ZIP code prefix': '9410',
  Borrowers: '2',
  'First-time buyer': 'no',
  'Days in arrears': '0',
  'Arrears balance': '0',
  'Account status': 'performing',
  'Last payment date (optional)': '2026-10-01',
} as const;

const SELECTS = new Set([
  'Currency',
  'Rate type',
  'Amortisation',
  'Loan purpose',
  'Property type',
  'Occupancy',
  'Region',
  'First-time buyer',
  'Account status',
]);

export async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('[data-hydrated="true"]').first()).toBeVisible();
}

export async function fillLoanForm(page: Page, loanRef: string) {
  for (const [label, value] of Object.entries({ ...LOAN_TYPED, 'Loan reference': loanRef })) {
    const field = page.getByLabel(label, { exact: true });
    if (SELECTS.has(label)) await field.selectOption(value);
    else await field.fill(value);
  }
}

/** A loan reference no earlier run has used. */
export const uniqueRef = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

/** Creates a draft loan through the API as the signed-in user; answers its id. */
export async function createDraftLoan(page: Page, record: Record<string, string>): Promise<number> {
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const answer = await page.request.post('/api/v1/loans', {
    data: record,
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf), Accept: 'application/json' },
  });
  expect(answer.status(), 'POST /api/v1/loans').toBe(201);
  return ((await answer.json()) as { data: { id: number } }).data.id;
}
