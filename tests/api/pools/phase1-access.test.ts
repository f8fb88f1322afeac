/**
 * Who reaches a pool's phase 1 (DOMAIN.md, "Portfolio sales"): the people of an active investor
 * organisation, for pools open to it (every investor, or the invited ones) once listed; to anyone else
 * the pool does not exist (404). Bank people and platform admins never use the investor side (403),
 * and the bank side's bids and shortlist belong to the pool's own bank.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { entities } from '../../../server/db/schema/index.ts';
import { DEMO_POOL_NAMES } from '../../../server/db/seed/demo-pools.ts';
import { DEMO_PHASE1 } from '../../../server/db/seed/demo-pool-phase1.ts';
import { API, useApiHarness } from '../../support/api-harness.ts';
import { DEMO } from '../../support/demo-people.ts';
import { PEOPLE, signedInPeople } from '../../support/signed-in-people.ts';
import { entityId, expectStatus } from '../../support/trading.ts';
import { approvedGroup, poolBody } from './support.ts';
import { bidUrl, movePhase1Deadline, poolInPhase1 } from './phase1-support.ts';

const h = useApiHarness();
const as = signedInPeople(h, {
  ...PEOPLE,
  bluewater_user: DEMO.bluewaterAnalyst.email,
});

const investorUrls = (id: number | string) => [
  `${API}/investor/pools/${id}`,
  `${API}/investor/pools/${id}/tape.csv`,
  `${API}/investor/pools/${id}/tape.xlsx`,
];

async function everyInvestorAnswer(person: Parameters<typeof as>[0], id: number | string) {
  const client = await as(person);
  const answers = [await client.get(`${API}/investor/pools`)];
  for (const url of investorUrls(id)) answers.push(await client.get(url));
  answers.push(await client.post(`${API}/investor/pools/${id}/nda`));
  answers.push(await client.send('PUT', bidUrl(Number(id)), { body: { price_pct: '90' } }));
  return answers;
}

describe('the demo data', () => {
  it('has Summit in phase 1 of the listed pool with its NDA and a bid, which the bank cannot read yet', async () => {
    const summit = await as('investor_user');
    const list = (await summit.get(`${API}/investor/pools`)).json().data as { id: number; name: string }[];
    const pool = list.find((row) => row.name === DEMO_POOL_NAMES.listed);
    expect(pool).toMatchObject({
      status: 'phase_1',
      nda: { accepted_by_email: DEMO_PHASE1.person },
      my_indicative_bid: { price_pct: DEMO_PHASE1.pricePct },
    });
    expect(list.find((row) => row.name === DEMO_POOL_NAMES.draft)).toBeUndefined();
    const bluewater = (await (await as('bluewater_user')).get(`${API}/investor/pools/${pool!.id}`)).json().data;
    expect(bluewater).toMatchObject({ nda: null, my_indicative_bid: null });
    expectStatus(await (await as('bank_manager')).get(`${API}/pools/${pool!.id}/indicative-bids`), 409);
  });
});

describe('the investor side', () => {
  it('refuses everyone but an active investor organisation’s people', async () => {
    for (const person of [
      'bank_officer',
      'bank_manager',
      'other_bank_officer',
      'super_admin',
      'dl_admin_maker',
      'no_role',
    ] as const) {
      for (const answer of await everyInvestorAnswer(person, 1)) expect(answer.statusCode, person).toBe(403);
    }
    for (const answer of await everyInvestorAnswer('guest', 1)) expect([401, 419]).toContain(answer.statusCode);
  });

  it('refuses a suspended investor organisation’s people', async () => {
    const bluewater = await entityId(h.t.db, 'Bluewater Pension Fund');
    await h.t.db.update(entities).set({ status: 'suspended' }).where(eq(entities.id, bluewater));
    try {
      const client = await h.freshClient().signedIn(DEMO.bluewaterDirector.email);
      expectStatus(await client.get(`${API}/investor/pools`), 403);
    } finally {
      await h.t.db.update(entities).set({ status: 'active' }).where(eq(entities.id, bluewater));
    }
  });

  it('hides a pool by invitation from the investors not invited, and a draft from everyone', async () => {
    const officer = await as('bank_officer');
    const summit = await entityId(h.t.db, 'Summit Capital');
    const pool = await poolInPhase1(h, officer, await as('bank_manager'), {
      access_mode: 'invitation',
      invited_investor_ids: [summit],
    });
    const outsider = await everyInvestorAnswer('bluewater_user', pool.id);
    expect(outsider[0]!.json().data.map((row: { id: number }) => row.id)).not.toContain(pool.id);
    for (const answer of outsider.slice(1)) {
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain(pool.name);
    }
    const invited = await as('investor_user');
    expect((await invited.get(`${API}/investor/pools`)).json().data.map((row: { id: number }) => row.id)).toContain(
      pool.id,
    );
    expectStatus(await invited.get(`${API}/investor/pools/${pool.id}`), 200);

    const draft = (await officer.post(`${API}/pools`, poolBody(await approvedGroup(h, officer, 1)))).json().data;
    for (const answer of (await everyInvestorAnswer('investor_user', draft.id)).slice(1))
      expect(answer.statusCode).toBe(404);
    for (const id of ['99999', '99999999999', 'abc'])
      for (const answer of (await everyInvestorAnswer('investor_user', id)).slice(1))
        expect(answer.statusCode, id).toBe(404);
  });

  it('answers malformed requests with 4xx, never 5xx', async () => {
    const pool = await poolInPhase1(h, await as('bank_officer'), await as('bank_manager'));
    const analyst = await as('investor_user');
    await analyst.post(`${API}/investor/pools/${pool.id}/nda`, { anything: 'ignored' });
    const bodies: unknown[] = [
      'text',
      [],
      null,
      { price_pct: null },
      { price_pct: '9'.repeat(50) },
      { price_pct: '1e2' },
      { price_pct: '92', note: 7 },
      { price_pct: '92', note: 'a\u0000b' },
      { price_pct: '92', version: 99999999999 },
    ];
    for (const body of bodies) {
      const answer = await analyst.send('PUT', bidUrl(pool.id), { body });
      expect(answer.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, JSON.stringify(body)).toBeLessThan(500);
    }
  });
});

describe('the bank side', () => {
  it('belongs to the pool’s own bank: another bank finds no pool, an investor is refused', async () => {
    const pool = await poolInPhase1(h, await as('bank_officer'), await as('bank_manager'));
    await movePhase1Deadline(h, pool.id, -1000);
    expectStatus(await (await as('other_bank_officer')).get(`${API}/pools/${pool.id}/indicative-bids`), 404);
    expectStatus(await (await as('investor_manager')).get(`${API}/pools/${pool.id}/indicative-bids`), 403);
    expectStatus(await (await as('no_role')).get(`${API}/pools/${pool.id}/indicative-bids`), 403);
    expectStatus(await (await as('super_admin')).get(`${API}/pools/${pool.id}/indicative-bids`), 200);
    expectStatus(await (await as('bank_officer')).get(`${API}/pools/99999999/indicative-bids`), 404);
  });

  it('has no bids to show for a draft', async () => {
    const officer = await as('bank_officer');
    const draft = (await officer.post(`${API}/pools`, poolBody(await approvedGroup(h, officer, 1)))).json().data;
    expectStatus(await officer.get(`${API}/pools/${draft.id}/indicative-bids`), 409);
    expectStatus(
      await (await as('bank_manager')).post(`${API}/pools/${draft.id}/shortlist`, { investor_ids: [1] }),
      409,
    );
  });
});
