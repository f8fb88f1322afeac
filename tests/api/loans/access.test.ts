/**
 * Who may do what on the bank desk (spec section 6, DOMAIN.md): each of the seven roles, a user
 * of the other bank, a signed-in user without a role and a guest, on every loan, pending-action
 * and revision endpoint, against a Northwind loan.
 */
import { describe, expect, it } from 'vitest';
import { useApiHarness, API } from '../../support/api-harness.ts';
import { outcomes, type Outcomes } from '../../support/role-outcomes.ts';
import { people, type Person } from '../../support/signed-in-people.ts';
import { loanPool } from '../../support/trading.ts';
import { newLoan } from '../../support/valid-loan.ts';

const h = useApiHarness();
const as = people(h);
const pool = loanPool(h);

const READ: Outcomes = {
  super_admin: 200,
  dl_admin_maker: 200,
  dl_admin_checker: 200,
  bank_officer: 200,
  bank_manager: 200,
  investor_user: 403,
  investor_manager: 403,
  other_bank_officer: 404,
  other_bank_manager: 404,
  no_role: 403,
  guest: 401,
};
/** Makers of the bank only; platform admins read and never write. */
const MAKE: Outcomes = {
  ...READ,
  super_admin: 403,
  dl_admin_maker: 403,
  dl_admin_checker: 403,
  bank_officer: 202,
  bank_manager: 202,
};

async function submittedByOfficer(): Promise<number> {
  const officer = await as('bank_officer');
  const created = await officer.post(`${API}/loans`, newLoan());
  expect(created.statusCode, created.body).toBe(201);
  const submitted = await officer.post(`${API}/loans/${created.json().data.id}/submit`);
  expect(submitted.statusCode, submitted.body).toBe(202);
  return submitted.json().pending_action.id;
}

describe('loan endpoints by role', () => {
  it('GET /loans: bank users and platform admins; each bank user sees only their bank', async () => {
    expect(await outcomes(async (person) => (await as(person)).get(`${API}/loans`))).toEqual({
      ...READ,
      other_bank_officer: 200,
      other_bank_manager: 200,
    });
    const banks = async (person: Person) =>
      new Set(
        (await (await as(person)).get(`${API}/loans?per_page=100`))
          .json()
          .data.map((loan: { bank: { name: string } }) => loan.bank.name),
      );
    expect(await banks('bank_officer')).toEqual(new Set(['Northwind Bank']));
    expect(await banks('other_bank_manager')).toEqual(new Set(['Harbor Savings']));
    const all = await (await as('dl_admin_checker')).get(`${API}/loans?per_page=100&sort=id&order=asc`);
    expect(all.json().meta.total).toBeGreaterThan(
      (await (await as('bank_officer')).get(`${API}/loans`)).json().meta.total,
    );
  });

  it('GET /loans/{id} and its revisions: the bank and platform admins; another bank gets 404', async () => {
    const id = await pool('Northwind Bank', 'approved');
    expect(await outcomes(async (person) => (await as(person)).get(`${API}/loans/${id}`))).toEqual(READ);
    expect(await outcomes(async (person) => (await as(person)).get(`${API}/loans/${id}/revisions`))).toEqual(READ);
  });

  it('a loan that does not exist is 404 for a bank user and 403 for an investor', async () => {
    expect((await (await as('bank_officer')).get(`${API}/loans/99999999`)).statusCode).toBe(404);
    expect((await (await as('investor_manager')).get(`${API}/loans/99999999`)).statusCode).toBe(403);
  });

  it('POST /loans: officers and managers create drafts for their own bank only', async () => {
    const seen = await outcomes(async (person) => (await as(person)).post(`${API}/loans`, newLoan()));
    expect(seen).toEqual({
      ...MAKE,
      bank_officer: 201,
      bank_manager: 201,
      other_bank_officer: 201,
      other_bank_manager: 201,
    });
    const northwind = (await (await as('bank_officer')).get(`${API}/loans?per_page=25`)).json().data[0].bank.id;
    const intoOtherBank = await (await as('other_bank_officer')).post(`${API}/loans`, newLoan({ bank_id: northwind }));
    expect(intoOtherBank.statusCode).toBe(404);
  });

  it('PATCH /loans/{id}: only the bank officer edits (the spec keeps managers off the edit screen)', async () => {
    const id = await pool('Northwind Bank', 'draft');
    const seen = await outcomes(async (person) =>
      (await as(person)).patch(`${API}/loans/${id}`, { postcode_prefix: '1234' }),
    );
    expect(seen).toEqual({ ...MAKE, bank_officer: 200, bank_manager: 403 });
  });

  it('POST submit, list and withdraw: the bank officer and manager make them; nobody else', async () => {
    const targets = { submit: 'draft', list: 'approved', withdraw: 'listed' } as const;
    for (const [action, status] of Object.entries(targets)) {
      const seen = await outcomes(async (person) => {
        // A fresh loan for each maker: the first success leaves an action pending on the loan.
        const id = await pool('Northwind Bank', status);
        const body = action === 'list' ? { listing_description: 'Seasoned loan.' } : undefined;
        return (await as(person)).post(`${API}/loans/${id}/${action}`, body);
      });
      expect(seen, action).toEqual(MAKE);
    }
  });

  it('GET /bank/summary: each bank its own figures, platform admins any bank; another bank’s is 404', async () => {
    expect(await outcomes(async (person) => (await as(person)).get(`${API}/bank/summary`))).toEqual({
      ...READ,
      other_bank_officer: 200,
      other_bank_manager: 200,
    });
    const northwind = (await (await as('bank_officer')).get(`${API}/bank/summary`)).json().data.bank_id;
    expect((await (await as('other_bank_manager')).get(`${API}/bank/summary?bank_id=${northwind}`)).statusCode).toBe(
      404,
    );
    expect((await (await as('super_admin')).get(`${API}/bank/summary?bank_id=${northwind}`)).statusCode).toBe(200);
  });
});

describe('pending-action endpoints by role', () => {
  it('GET one: the bank and platform admins see a bank action; another bank gets 404', async () => {
    const id = await submittedByOfficer();
    expect(await outcomes(async (person) => (await as(person)).get(`${API}/pending-actions/${id}`))).toEqual(READ);
  });

  it('approve: only a manager of the bank who is not the maker; officers, admins and other banks cannot', async () => {
    const seen = await outcomes(async (person) => {
      const id = await submittedByOfficer();
      return (await as(person)).post(`${API}/pending-actions/${id}/approve`);
    });
    expect(seen).toEqual({
      super_admin: 403,
      dl_admin_maker: 403,
      dl_admin_checker: 403,
      bank_officer: 403, // the maker, and not a checker
      bank_manager: 200,
      investor_user: 403,
      investor_manager: 403,
      other_bank_officer: 404,
      other_bank_manager: 404,
      no_role: 403,
      guest: 401,
    });
  });

  it('reject: the same people as approve, with a reason', async () => {
    const seen = await outcomes(async (person) => {
      const id = await submittedByOfficer();
      return (await as(person)).post(`${API}/pending-actions/${id}/reject`, { reason: 'The valuation is too old.' });
    });
    expect(seen).toEqual({ ...READ, super_admin: 403, dl_admin_maker: 403, dl_admin_checker: 403, bank_officer: 403 });
  });

  it('cancel: only the maker', async () => {
    const seen = await outcomes(async (person) => {
      const id = await submittedByOfficer();
      return (await as(person)).post(`${API}/pending-actions/${id}/cancel`);
    });
    expect(seen).toEqual({ ...READ, super_admin: 403, dl_admin_maker: 403, dl_admin_checker: 403, bank_manager: 403 });
  });

  it('GET /pending-actions: a bank user lists their bank’s actions only; platform admins every one', async () => {
    expect(await outcomes(async (person) => (await as(person)).get(`${API}/pending-actions`))).toEqual({
      ...READ,
      other_bank_officer: 200,
      other_bank_manager: 200,
    });
    const scopes = async (person: Person) =>
      new Set(
        (await (await as(person)).get(`${API}/pending-actions?per_page=100`))
          .json()
          .data.map((action: { scope_entity_id: number }) => action.scope_entity_id),
      );
    expect((await scopes('other_bank_officer')).size).toBe(1);
    expect(await scopes('other_bank_officer')).not.toEqual(await scopes('bank_officer'));
    expect((await scopes('dl_admin_maker')).size).toBeGreaterThan(1);
  });
});

describe('revision endpoints by role', () => {
  it('GET /revisions/{id} and a record’s history: the record’s bank and platform admins', async () => {
    const loanId = await pool('Northwind Bank', 'listed');
    const history = await (await as('bank_manager')).get(`${API}/revisions?target_type=loan&target_id=${loanId}`);
    expect(history.statusCode).toBe(200);
    const revisionId = history.json().data[0].id;
    expect(await outcomes(async (person) => (await as(person)).get(`${API}/revisions/${revisionId}`))).toEqual(READ);
    expect(
      await outcomes(async (person) => (await as(person)).get(`${API}/revisions?target_type=loan&target_id=${loanId}`)),
    ).toEqual(READ);
  });
});
