/** What the loan API tests share: the demo people by role, signed-in clients, a valid loan, and seeded loans to work on. */
import type { LightMyRequestResponse } from 'fastify';
import type { ApiHarness } from '../../support/api-harness.ts';
import type { BrowserClient } from '../../support/browser-client.ts';
import { entityId, seededLoans, signedInPeople, type BankName } from '../../support/trading.ts';

export { API } from '../../support/trading.ts';

/** The seven roles, a user of the other bank, a signed-in user without a role, and a guest. */
export const PEOPLE = {
  super_admin: 'admin@dealledger.test',
  dl_admin_maker: 'maker@dealledger.test',
  dl_admin_checker: 'checker@dealledger.test',
  bank_officer: 'officer@northwind.test',
  bank_manager: 'manager@northwind.test',
  investor_user: 'analyst@summit.test',
  investor_manager: 'director@summit.test',
  other_bank_officer: 'officer@harbor.test',
  other_bank_manager: 'manager@harbor.test',
  no_role: 'newcomer@example.test',
  guest: null,
} as const;
export type Person = keyof typeof PEOPLE;
export const EVERYONE = Object.keys(PEOPLE) as Person[];

/** Signed-in clients, one per person, each from its own address. */
export const people = (h: ApiHarness) => signedInPeople(h, PEOPLE);

export function patch(client: BrowserClient, url: string, body: unknown): Promise<LightMyRequestResponse> {
  return client.send('PATCH', url, { body });
}

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

export const bankId = (h: ApiHarness, name: BankName): Promise<number> => entityId(h.t.db, name);

/** Seeded loans of a bank in a status with nothing pending on them, each handed out once per file. */
export const loanPool = (h: ApiHarness) => seededLoans(h);
