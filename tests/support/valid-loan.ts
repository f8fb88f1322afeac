/**
 * A loan that keeps every rule, in the two shapes tests send it: the API's body (typed values,
 * money as decimal strings) and a tape row or form as a person types it (all strings).
 * Tests change one field at a time.
 */

/** A loan that keeps every rule; tests change one field at a time. */
export const VALID_LOAN = {
  loan_ref: 'TEST-0001',
  data_cutoff_date: '2026-10-31',
  currency: 'GBP',
  original_principal: '250000.00',
  current_principal: '231456.78',
  origination_date: '2021-03-15',
  maturity_date: '2051-03-15',
  original_term_months: 360,
  interest_rate_pct: '3.2500',
  rate_type: 'fixed',
  amortisation_type: 'annuity',
  monthly_payment: '1088.02',
  lien_position: 1,
  loan_purpose: 'purchase',
  property_value: '340000.00',
  valuation_date: '2021-02-20',
  original_ltv_pct: '73.5294',
  current_ltv_pct: '68.0755',
  dti_pct: '31.2000',
  credit_score: 742,
  property_type: 'house',
  occupancy: 'owner',
  region: 'CA',
  postcode_prefix: '9410',
  borrower_count: 2,
  first_time_buyer: 'no',
  days_in_arrears: 0,
  arrears_balance: '0.00',
  account_status: 'performing',
  last_payment_date: '2026-10-01',
};

let refs = 0;
/** A valid loan with a loan reference no other test uses. */
export const newLoan = (changes: Record<string, unknown> = {}) => ({
  ...VALID_LOAN,
  loan_ref: `TEST-${(refs += 1).toString().padStart(4, '0')}`,
  ...changes,
});

/** The same loan as a tape row gives it; the rules are checked as of TODAY. */
export const TODAY = '2026-11-23';

export const VALID_LOAN_ROW: Record<string, string> = {
  loan_ref: 'LN-000123',
  data_cutoff_date: '2026-10-31',
  currency: 'USD',
  original_principal: '250000',
  current_principal: '231456.78',
  origination_date: '2021-03-15',
  maturity_date: '2051-03-15',
  original_term_months: '360',
  interest_rate_pct: '3.25',
  rate_type: 'fixed',
  amortisation_type: 'annuity',
  monthly_payment: '1088.02',
  lien_position: '1',
  loan_purpose: 'purchase',
  property_value: '340000.00',
  valuation_date: '2021-02-20',
  original_ltv_pct: '73.5294',
  current_ltv_pct: '68.0755',
  dti_pct: '31.2',
  credit_score: '742',
  property_type: 'house',
  occupancy: 'owner',
  region: 'CA',
  postcode_prefix: '9410',
  borrower_count: '2',
  first_time_buyer: 'no',
  days_in_arrears: '0',
  arrears_balance: '0',
  account_status: 'performing',
  last_payment_date: '2026-10-01',
};

export const loanWith = (changes: Record<string, unknown>): Record<string, unknown> => ({
  ...VALID_LOAN_ROW,
  ...changes,
});
