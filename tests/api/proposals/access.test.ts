/**
 * Who may do what with proposals (trading contract, "Who may do what"): the proposing investor's
 * user and manager, the other investor (404), the loan's bank's officer and manager, the other
 * bank (404), the three platform admins (read, never write: 403), a user without a role (403)
 * and a guest (401), on every proposal endpoint; a suspended organisation's people read only;
 * a user of two investor organisations names the one they act for.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { entities, roles, userEntityRoles, users } from '../../../server/db/schema/index.ts';
import { useApiHarness, API } from '../../support/api-harness.ts';
import type { BrowserClient } from '../../support/browser-client.ts';
import { listedLoans, people, proposalRow, type Person } from './support.ts';
import { DEMO } from '../../support/demo-people.ts';
import { acceptThroughFourEyes, CONFIRMED, entityId, expectStatus, submit, validTerms } from '../../support/trading.ts';

const h = useApiHarness();
const as = people(h);
const listed = listedLoans(h);

type Outcomes = Partial<Record<Person, number>>;
const ADMINS_READ = { super_admin: 200, dl_admin_maker: 200, dl_admin_checker: 200 };
const ADMINS_WRITE = { super_admin: 403, dl_admin_maker: 403, dl_admin_checker: 403 };
const OUTSIDERS = {
  other_investor: 404,
  other_investor_manager: 404,
  other_bank_officer: 404,
  no_role: 403,
  guest: 401,
};
const READ: Outcomes = {
  investor_user: 200,
  investor_manager: 200,
  bank_officer: 200,
  bank_manager: 200,
  ...ADMINS_READ,
  ...OUTSIDERS,
};
/** Refused on an investor action: everyone but the proposing investor's two people. */
const NOT_INVESTOR: Outcomes = { bank_officer: 403, bank_manager: 403, ...ADMINS_WRITE, ...OUTSIDERS };
/** Refused on a bank action: everyone but the loan's bank's two people. */
const NOT_BANK: Outcomes = { investor_user: 403, investor_manager: 403, ...ADMINS_WRITE, ...OUTSIDERS };

async function outcomes(
  who: Outcomes,
  act: (client: BrowserClient) => Promise<{ statusCode: number }>,
): Promise<Outcomes> {
  const seen: Outcomes = {};
  for (const person of Object.keys(who) as Person[]) seen[person] = (await act(await as(person))).statusCode;
  return seen;
}

/** A Summit Capital proposal on a fresh Northwind loan. */
const summitProposal = async (terms: Record<string, unknown> = {}) =>
  submit(await as('investor_user'), await listed(), terms);

async function countered(): Promise<number> {
  const proposal = await summitProposal();
  expectStatus(
    await (await as('bank_officer')).post(`${API}/proposals/${proposal.id}/counter`, { price_pct: '99' }),
    200,
  );
  return proposal.id;
}

async function accepted(): Promise<number> {
  const proposal = await summitProposal();
  await acceptThroughFourEyes(await as('bank_officer'), await as('bank_manager'), proposal.id);
  return proposal.id;
}

describe('proposal endpoints by role', () => {
  it('GET /proposals/{id}: both sides and the platform; another investor or bank gets 404', async () => {
    const { id } = await summitProposal();
    expect(await outcomes(READ, (client) => client.get(`${API}/proposals/${id}`))).toEqual(READ);
    expect((await (await as('bank_officer')).get(`${API}/proposals/99999999`)).statusCode).toBe(404);
  });

  it('GET /proposals: each side sees its own only, platform admins all', async () => {
    const loanId = await listed('Harbor Savings');
    const bluewater = await submit(await as('other_investor'), loanId);
    const summit = await summitProposal();
    const seen = async (person: Person) => {
      const answer = await (await as(person)).get(`${API}/proposals?per_page=100`);
      expectStatus(answer, 200);
      return answer.json().data as { id: number; investor: { name: string }; loan: { bank: { name: string } } }[];
    };
    const summitSeen = await seen('investor_manager');
    expect(summitSeen.map((proposal) => proposal.id)).toContain(summit.id);
    expect(new Set(summitSeen.map((proposal) => proposal.investor.name))).toEqual(new Set(['Summit Capital']));
    const bluewaterSeen = await seen('other_investor_manager');
    expect(bluewaterSeen.map((proposal) => proposal.id)).toContain(bluewater.id);
    expect(new Set(bluewaterSeen.map((proposal) => proposal.investor.name))).toEqual(
      new Set(['Bluewater Pension Fund']),
    );
    const northwindSeen = await seen('bank_manager');
    expect(northwindSeen.map((proposal) => proposal.id)).toContain(summit.id);
    expect(new Set(northwindSeen.map((proposal) => proposal.loan.bank.name))).toEqual(new Set(['Northwind Bank']));
    const harborSeen = await seen('other_bank_officer');
    expect(harborSeen.map((proposal) => proposal.id)).toContain(bluewater.id);
    expect(new Set(harborSeen.map((proposal) => proposal.loan.bank.name))).toEqual(new Set(['Harbor Savings']));
    expect((await seen('dl_admin_checker')).map((proposal) => proposal.id)).toEqual(
      expect.arrayContaining([summit.id, bluewater.id]),
    );
    expect((await (await as('no_role')).get(`${API}/proposals`)).statusCode).toBe(403);
    expect((await (await as('guest')).get(`${API}/proposals`)).statusCode).toBe(401);

    const filtered = (
      await (
        await as('dl_admin_maker')
      ).get(`${API}/proposals?loan_id=${loanId}&status=submitted,countered&sort=amount&order=asc`)
    ).json();
    expect(filtered).toMatchObject({
      meta: { total: 1, page: 1, per_page: 25 },
      data: [{ id: bluewater.id, loan: { bank: { name: 'Harbor Savings' } } }],
    });
    const badStatus = await (await as('dl_admin_maker')).get(`${API}/proposals?status=open`);
    expectStatus(badStatus, 422);
  });

  it('POST /proposals: investor users and managers; banks, platform admins and the roleless are refused', async () => {
    const loanId = await listed();
    const refused: Outcomes = {
      bank_officer: 403,
      bank_manager: 403,
      other_bank_officer: 403,
      ...ADMINS_WRITE,
      no_role: 403,
      guest: 401,
    };
    expect(
      await outcomes(refused, (client) => client.post(`${API}/proposals`, { loan_id: loanId, ...validTerms() })),
    ).toEqual(refused);
    await submit(await as('investor_user'), loanId);
    await submit(await as('other_investor_manager'), loanId);
    await submit(await as('investor_manager'), await listed());
  });

  it('investor actions (revise, withdraw, accept-counter, final-accept): the proposing investor only', async () => {
    const revisable = (await summitProposal()).id;
    const revise = (client: BrowserClient) =>
      client.send('PATCH', `${API}/proposals/${revisable}`, { body: { ...validTerms(), version: 1 } });
    expect(await outcomes(NOT_INVESTOR, revise)).toEqual(NOT_INVESTOR);
    expectStatus(await revise(await as('investor_manager')), 200);

    const withdrawable = (await summitProposal()).id;
    const withdraw = (client: BrowserClient) => client.post(`${API}/proposals/${withdrawable}/withdraw`);
    expect(await outcomes(NOT_INVESTOR, withdraw)).toEqual(NOT_INVESTOR);
    expectStatus(await withdraw(await as('investor_user')), 200);

    const counterId = await countered();
    const takeCounter = (client: BrowserClient) => client.post(`${API}/proposals/${counterId}/accept-counter`);
    expect(await outcomes(NOT_INVESTOR, takeCounter)).toEqual(NOT_INVESTOR);
    expectStatus(await takeCounter(await as('investor_manager')), 200);

    const acceptedId = await accepted();
    const finalAccept = (client: BrowserClient) =>
      client.post(`${API}/proposals/${acceptedId}/final-accept`, CONFIRMED);
    expect(await outcomes(NOT_INVESTOR, finalAccept)).toEqual(NOT_INVESTOR);
    expect((await proposalRow(h, acceptedId)).status).toBe('accepted');
    expectStatus(await finalAccept(await as('investor_user')), 201);
  });

  it('bank actions (counter, reject, accept): the loan’s bank’s officers and managers only', async () => {
    const counterable = (await summitProposal()).id;
    const counter = (client: BrowserClient) =>
      client.post(`${API}/proposals/${counterable}/counter`, { price_pct: '99.5' });
    expect(await outcomes(NOT_BANK, counter)).toEqual(NOT_BANK);
    expectStatus(await counter(await as('bank_manager')), 200);

    const rejectable = (await summitProposal()).id;
    const reject = (client: BrowserClient) => client.post(`${API}/proposals/${rejectable}/reject`, { reason: 'No.' });
    expect(await outcomes(NOT_BANK, reject)).toEqual(NOT_BANK);
    expectStatus(await reject(await as('bank_officer')), 200);

    const acceptable = (await summitProposal()).id;
    const accept = (client: BrowserClient) => client.post(`${API}/proposals/${acceptable}/accept`);
    expect(await outcomes(NOT_BANK, accept)).toEqual(NOT_BANK);
    expectStatus(await accept(await as('bank_officer')), 202);
    // The investor cannot decide the bank's acceptance either.
    const actionId = (await (await as('bank_officer')).get(`${API}/proposals/${acceptable}`)).json().data
      .pending_acceptance.pending_action_id;
    expectStatus(await (await as('investor_manager')).post(`${API}/pending-actions/${actionId}/approve`), 403);
    expect((await proposalRow(h, acceptable)).status).toBe('submitted');
  });
});

describe('organisations', () => {
  it('a suspended investor’s people read their proposals but neither submit nor change them', async () => {
    const proposal = await summitProposal();
    const summit = await entityId(h.t.db, 'Summit Capital');
    await h.t.db.update(entities).set({ status: 'suspended' }).where(eq(entities.id, summit));
    try {
      const investor = await as('investor_user');
      expectStatus(await investor.get(`${API}/proposals/${proposal.id}`), 200);
      expect((await investor.get(`${API}/proposals/${proposal.id}`)).json().data.can).toMatchObject({
        revise: false,
        withdraw: false,
      });
      expectStatus(await investor.post(`${API}/proposals/${proposal.id}/withdraw`), 403);
      expectStatus(await investor.post(`${API}/proposals`, { loan_id: await listed(), ...validTerms() }), 403);
    } finally {
      await h.t.db.update(entities).set({ status: 'active' }).where(eq(entities.id, summit));
    }
  });

  it('a suspended bank’s loans take no proposal and its people answer none', async () => {
    const proposal = await summitProposal();
    const loanId = await listed();
    const northwind = await entityId(h.t.db, 'Northwind Bank');
    await h.t.db.update(entities).set({ status: 'suspended' }).where(eq(entities.id, northwind));
    try {
      const refused = await (await as('investor_user')).post(`${API}/proposals`, { loan_id: loanId, ...validTerms() });
      expectStatus(refused, 409);
      expect(refused.json().message).toBe('This loan is no longer on the market.');
      expectStatus(
        await (await as('bank_officer')).post(`${API}/proposals/${proposal.id}/reject`, { reason: 'No.' }),
        403,
      );
    } finally {
      await h.t.db.update(entities).set({ status: 'active' }).where(eq(entities.id, northwind));
    }
  });

  it('a user of two investor organisations names the one they act for', async () => {
    const [bella] = await h.t.db.select().from(users).where(eq(users.email, DEMO.bluewaterDirector.email));
    const [role] = await h.t.db.select().from(roles).where(eq(roles.name, 'investor_user'));
    const summit = await entityId(h.t.db, 'Summit Capital');
    await h.t.db.insert(userEntityRoles).values({ userId: bella!.id, entityId: summit, roleId: role!.id });
    const client = h.freshClient();
    expectStatus(await client.login(DEMO.bluewaterDirector.email), 200);
    const loanId = await listed();
    const unnamed = await client.post(`${API}/proposals`, { loan_id: loanId, ...validTerms() });
    expectStatus(unnamed, 422);
    expect(unnamed.json().errors).toEqual({ investor_id: ['Choose the investor organisation to act for.'] });
    const named = await client.post(`${API}/proposals`, { loan_id: loanId, investor_id: summit, ...validTerms() });
    expectStatus(named, 201);
    expect(named.json().data.investor.name).toBe('Summit Capital');
    const foreign = await client.post(`${API}/proposals`, {
      loan_id: loanId,
      investor_id: await entityId(h.t.db, 'Northwind Bank'),
      ...validTerms(),
    });
    expectStatus(foreign, 404);
  });
});
