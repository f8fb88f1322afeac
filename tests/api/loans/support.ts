/** What the loan API tests share: the demo people by role, signed-in clients, a valid loan, and seeded loans to work on. */
import { and, eq, notExists, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { entities, loans, pendingActions } from '../../../server/db/schema/index.ts';
import type { LoanStatus } from '../../../src/domain/loans/vocabulary.ts';
import type { ApiHarness } from '../../support/api-harness.ts';
import type { BrowserClient } from '../../support/browser-client.ts';

export const API = '/api/v1';

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
export function people(h: ApiHarness) {
  const signedIn = new Map<Person, BrowserClient>();
  return async (person: Person): Promise<BrowserClient> => {
    const known = signedIn.get(person);
    if (known) return known;
    const client = h.freshClient();
    const email = PEOPLE[person];
    if (email === null) await client.csrfCookie();
    else {
      const login = await client.login(email);
      if (login.statusCode !== 200) throw new Error(`${email} could not sign in: ${login.body}`);
    }
    signedIn.set(person, client);
    return client;
  };
}

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
export const newLoan = (changes: Record<string, unknown> = {}) => ({ ...VALID_LOAN, loan_ref: `TEST-${(refs += 1).toString().padStart(4, '0')}`, ...changes });

export async function bankId(h: ApiHarness, name: 'Northwind Bank' | 'Harbor Savings'): Promise<number> {
  const [row] = await h.t.db.select({ id: entities.id }).from(entities).where(eq(entities.name, name));
  return row!.id;
}

/** Seeded loans of a bank in a status with nothing pending on them, each handed out once per file. */
export function loanPool(h: ApiHarness) {
  const used = new Set<number>();
  return async (bank: 'Northwind Bank' | 'Harbor Savings', status: LoanStatus): Promise<number> => {
    const id = await bankId(h, bank);
    const rows = await h.t.db
      .select({ id: loans.id })
      .from(loans)
      .where(
        and(
          eq(loans.bankId, id),
          eq(loans.status, status),
          notExists(
            h.t.db
              .select({ one: sql`1` })
              .from(pendingActions)
              .where(and(eq(pendingActions.targetType, 'loan'), eq(pendingActions.targetId, loans.id), eq(pendingActions.status, 'pending'))),
          ),
        ),
      )
      .orderBy(loans.id);
    const free = rows.find((row) => !used.has(row.id));
    if (!free) throw new Error(`no free ${status} loan of ${bank} left`);
    used.add(free.id);
    return free.id;
  };
}
