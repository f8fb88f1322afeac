/** Pools: built from a batch or the loan list's filters, one currency, one live pool per loan, listed through four eyes. */
import { describe, expect, it } from 'vitest';
import { POOLED_LOAN_NOT_LISTED } from '../../../src/domain/pools/status.ts';
import { POOL_MESSAGES } from '../../../server/modules/pools/messages.ts';
import { DEMO_POOL_NAMES } from '../../../server/db/seed/demo-pools.ts';
import { poolLoans, pools } from '../../../server/db/schema/index.ts';
import { API, useApiHarness } from '../../support/api-harness.ts';
import { people } from '../../support/signed-in-people.ts';
import { entityId, expectStatus } from '../../support/trading.ts';
import { newLoan } from '../../support/valid-loan.ts';
import { approvedGroup, loanStatus, poolBody, validListing } from './support.ts';

const LISTING_TERMS = { listing_description: 'A performing loan.' };
const h = useApiHarness();
const as = people(h);

describe('the demo data', () => {
  it('holds a draft pool and a pool in phase 1 at Northwind, of approved loans, and none at Harbor', async () => {
    const officer = await as('bank_officer');
    const pools = (await officer.get(`${API}/pools?per_page=100`)).json().data as {
      id: number;
      name: string;
      status: string;
      loan_count: number;
    }[];
    const draft = pools.find((pool) => pool.name === DEMO_POOL_NAMES.draft);
    const listed = pools.find((pool) => pool.name === DEMO_POOL_NAMES.listed);
    expect(draft).toMatchObject({ status: 'draft' });
    expect(listed).toMatchObject({ status: 'phase_1' });
    const shown = (await officer.get(`${API}/pools/${listed!.id}`)).json().data;
    expect(shown).toMatchObject({ access_mode: 'open', latest_decision: { status: 'approved' } });
    expect(shown.stratification.count).toBe(listed!.loan_count);
    const loans = (await officer.get(`${API}/pools/${draft!.id}/loans`)).json().data as { id: number }[];
    for (const loan of loans) expect(await loanStatus(h, loan.id)).toBe('approved');
    expect((await (await as('other_bank_officer')).get(`${API}/pools`)).json().meta.total).toBe(0);
  });
});

describe('building a pool', () => {
  it('shows how many loans a batch would pool and their total, then builds the pool from them', async () => {
    const officer = await as('bank_officer');
    const group = await approvedGroup(h, officer, 3);
    const preview = await officer.post(`${API}/pools/preview`, { batch_id: group.batchId });
    expectStatus(preview, 200);
    expect(preview.json().data).toEqual({ count: 3, currencies: ['GBP'], total_current_principal: '694370.34' });

    const created = await officer.post(`${API}/pools`, poolBody(group));
    expectStatus(created, 201);
    const pool = created.json().data;
    expect(pool).toMatchObject({
      status: 'draft',
      currency: 'GBP',
      loan_count: 3,
      total_current_principal: '694370.34',
      bank: { name: 'Northwind Bank' },
      can: { edit: true, list: true, approve: false },
    });
    // The stratification is the batch review's: per currency, with the principal-weighted rate.
    expect(pool.stratification).toMatchObject({
      count: 3,
      total_current_principal: '694370.34',
      weighted_average_rate_pct: '3.2500',
      by_currency: [{ key: 'GBP', count: 3 }],
      by_region: [{ key: 'CA', currency: 'GBP', count: 3 }],
    });
    const loansPage = await officer.get(`${API}/pools/${pool.id}/loans`);
    expect(loansPage.json().meta.total).toBe(3);
    expect(
      loansPage
        .json()
        .data.map((loan: { id: number }) => loan.id)
        .sort(),
    ).toEqual([...group.loanIds].sort());
    const history = await officer.get(`${API}/pools/${pool.id}/revisions`);
    expect(history.json().data).toHaveLength(1);
  });

  it('builds a pool from the loan list’s filters, approved loans only', async () => {
    const manager = await as('bank_manager');
    const group = await approvedGroup(h, await as('bank_officer'), 4);
    const draft = await (await as('bank_officer')).post(`${API}/loans`, newLoan({ loan_ref: `${group.prefix}D` }));
    expectStatus(draft, 201);
    const filters = { search: group.prefix, currency: 'GBP' };
    const preview = await manager.post(`${API}/pools/preview`, { filters });
    expect(preview.json().data.count).toBe(4);
    const created = await manager.post(`${API}/pools`, {
      name: 'From filters',
      cut_off_date: '2026-10-31',
      filters,
    });
    expectStatus(created, 201);
    expect(created.json().data.loan_count).toBe(4);
  });

  it('refuses loans of two currencies with a clear message, and an empty selection', async () => {
    const officer = await as('bank_officer');
    const mixed = await approvedGroup(h, officer, 2, ['GBP', 'EUR']);
    const refused = await officer.post(`${API}/pools`, poolBody(mixed));
    expectStatus(refused, 422);
    expect(refused.json().message).toBe(POOL_MESSAGES.mixedCurrencies(['EUR', 'GBP']));
    const oneCurrency = await officer.post(`${API}/pools`, {
      name: 'Euro only',
      cut_off_date: '2026-10-31',
      filters: { search: mixed.prefix, currency: 'EUR' },
    });
    expectStatus(oneCurrency, 201);
    expect(oneCurrency.json().data).toMatchObject({ currency: 'EUR', loan_count: 1 });

    const empty = await officer.post(`${API}/pools`, {
      name: 'Nothing',
      cut_off_date: '2026-10-31',
      filters: { search: 'no-such-loan-anywhere' },
    });
    expectStatus(empty, 422);
    expect(empty.json().message).toBe(POOL_MESSAGES.empty);
  });

  it('puts a loan in one live pool only, even when two pools are built from it at once', async () => {
    const group = await approvedGroup(h, await as('bank_officer'), 3);
    const answers = await Promise.all([
      (await as('bank_officer')).post(`${API}/pools`, poolBody(group, { name: 'First' })),
      (await as('bank_manager')).post(`${API}/pools`, poolBody(group, { name: 'Second' })),
    ]);
    // The loser waited for the loans' locks and found them taken (409), or came after and found none (422).
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect([409, 422]).toContain(answers.find((answer) => answer.statusCode !== 201)!.statusCode);
    const again = await (await as('bank_officer')).post(`${API}/pools`, poolBody(group, { name: 'Third' }));
    expectStatus(again, 422);
    // The database holds the rule on its own: a second live row for the loan is refused.
    const winner = answers.find((answer) => answer.statusCode === 201)!.json().data.id as number;
    const [other] = await h.t.db
      .insert(pools)
      .values({
        bankId: await entityId(h.t.db, 'Northwind Bank'),
        name: 'Direct',
        cutOffDate: '2026-10-31',
        currency: 'GBP',
      })
      .returning({ id: pools.id });
    await expect(h.t.db.insert(poolLoans).values({ poolId: other!.id, loanId: group.loanIds[0]! })).rejects.toThrow();
    expect(winner).toBeGreaterThan(0);
  });

  it('keeps a pooled loan off the single listing, and a loan waiting for a listing out of pools', async () => {
    const officer = await as('bank_officer');
    const group = await approvedGroup(h, officer, 2);
    const listing = await officer.post(`${API}/loans/${group.loanIds[1]}/list`, LISTING_TERMS);
    expectStatus(listing, 202);
    const created = await officer.post(`${API}/pools`, poolBody(group));
    expectStatus(created, 201);
    expect(created.json().data.loan_count).toBe(1);
    const refused = await officer.post(`${API}/loans/${group.loanIds[0]}/list`, LISTING_TERMS);
    expectStatus(refused, 409);
    expect(refused.json().message).toBe(POOLED_LOAN_NOT_LISTED);
  });
});

describe('a draft pool', () => {
  it('is edited, loses a loan, and is deleted by the bank’s people; a platform admin only reads', async () => {
    const officer = await as('bank_officer');
    const group = await approvedGroup(h, officer, 3);
    const pool = (await officer.post(`${API}/pools`, poolBody(group))).json().data;
    const edited = await officer.patch(`${API}/pools/${pool.id}`, { name: 'Renamed', description: 'Houses' });
    expectStatus(edited, 200);
    expect(edited.json().data).toMatchObject({ name: 'Renamed', description: 'Houses', version: 2 });
    expectStatus(await officer.patch(`${API}/pools/${pool.id}`, { cut_off_date: '2999-01-01' }), 422);
    expectStatus(await officer.patch(`${API}/pools/${pool.id}`, { name: '' }), 422);

    const removed = await officer.send('DELETE', `${API}/pools/${pool.id}/loans/${group.loanIds[0]}`);
    expectStatus(removed, 200);
    expect(removed.json().data.loan_count).toBe(2);
    expectStatus(await officer.send('DELETE', `${API}/pools/${pool.id}/loans/${group.loanIds[0]}`), 404);

    const admin = await as('super_admin');
    expectStatus(await admin.get(`${API}/pools/${pool.id}`), 200);
    expectStatus(await admin.patch(`${API}/pools/${pool.id}`, { name: 'Admin' }), 403);
    expectStatus(await (await as('other_bank_officer')).get(`${API}/pools/${pool.id}`), 404);
    expectStatus(await (await as('investor_user')).get(`${API}/pools`), 403);

    expectStatus(await (await as('bank_manager')).send('DELETE', `${API}/pools/${pool.id}`), 204);
    expectStatus(await officer.get(`${API}/pools/${pool.id}`), 404);
    // Its loans are free again.
    const rebuilt = await officer.post(`${API}/pools`, poolBody(group));
    expectStatus(rebuilt, 201);
    expect(rebuilt.json().data.loan_count).toBe(3);
  });
});

describe('listing a pool through four eyes', () => {
  it('checks the settings up front, and lists the pool when another manager approves', async () => {
    const officer = await as('bank_officer');
    const manager = await as('bank_manager');
    const group = await approvedGroup(h, officer, 3);
    const pool = (await officer.post(`${API}/pools`, poolBody(group))).json().data;
    const url = `${API}/pools/${pool.id}/list`;

    const past = await officer.post(url, validListing({ phase_1_deadline: '2020-01-01T00:00:00Z' }));
    expectStatus(past, 422);
    expect(past.json().errors).toHaveProperty('phase_1_deadline');
    const order = validListing({ phase_2_deadline: validListing().phase_1_deadline });
    expect((await officer.post(url, order)).json().errors).toHaveProperty('phase_2_deadline');
    expect((await officer.post(url, validListing({ exclusion_limit: 3 }))).json().errors).toHaveProperty(
      'exclusion_limit',
    );
    expect((await officer.post(url, validListing({ nda_text: '  ' }))).json().errors).toHaveProperty('nda_text');
    const bank = await entityId(h.t.db, 'Harbor Savings');
    const notInvestor = await officer.post(
      url,
      validListing({ access_mode: 'invitation', invited_investor_ids: [bank] }),
    );
    expectStatus(notInvestor, 422);
    expect(notInvestor.json().errors.invited_investor_ids).toEqual([POOL_MESSAGES.invitees]);

    const summit = await entityId(h.t.db, 'Summit Capital');
    const made = await officer.post(
      url,
      validListing({ access_mode: 'invitation', invited_investor_ids: [summit], exclusion_limit: 2 }),
    );
    expectStatus(made, 202);
    const action = made.json().pending_action;
    expect(action).toMatchObject({ action_type: 'pool.list', target_type: 'pool', target_label: pool.name });
    expectStatus(await officer.post(url, validListing()), 409);
    // The draft waits: no change while its listing is pending.
    expectStatus(await officer.patch(`${API}/pools/${pool.id}`, { name: 'Changed' }), 409);
    expect((await manager.get(`${API}/pools/${pool.id}`)).json().data.can.approve).toBe(true);

    expectStatus(await officer.post(`${API}/pending-actions/${action.id}/approve`), 403);
    expectStatus(await manager.post(`${API}/pending-actions/${action.id}/approve`), 200);
    const listed = (await officer.get(`${API}/pools/${pool.id}`)).json().data;
    expect(listed).toMatchObject({
      status: 'phase_1',
      access_mode: 'invitation',
      invited_investors: [{ id: summit, name: 'Summit Capital' }],
      exclusion_limit: 2,
      nda_text: 'Keep it confidential.',
      can: { edit: false, list: false },
      latest_decision: { status: 'approved' },
    });
    expect(await loanStatus(h, group.loanIds[0]!)).toBe('approved');
    const history = (await officer.get(`${API}/pools/${pool.id}/revisions`)).json().data;
    expect(history).toHaveLength(2);
    expectStatus(await officer.send('DELETE', `${API}/pools/${pool.id}`), 409);
  });

  it('shows the maker the reason a manager rejected the listing for', async () => {
    const officer = await as('bank_officer');
    const group = await approvedGroup(h, officer, 2);
    const pool = (await officer.post(`${API}/pools`, poolBody(group))).json().data;
    const action = (await officer.post(`${API}/pools/${pool.id}/list`, validListing())).json().pending_action;
    const rejected = await (
      await as('bank_manager')
    ).post(`${API}/pending-actions/${action.id}/reject`, {
      reason: 'Wait for the new valuations.',
    });
    expectStatus(rejected, 200);
    const shown = (await officer.get(`${API}/pools/${pool.id}`)).json().data;
    expect(shown).toMatchObject({
      status: 'draft',
      latest_decision: { status: 'rejected', reason: 'Wait for the new valuations.' },
      can: { list: true },
    });
  });
});

describe('malformed requests', () => {
  it('answers 4xx, never 5xx', async () => {
    const officer = await as('bank_officer');
    const bodies: unknown[] = [
      {},
      { name: 'x', cut_off_date: 'nope', batch_id: 1 },
      { name: 'x', cut_off_date: '2026-01-01', batch_id: 99999999999 },
      { name: 'x', cut_off_date: '2026-01-01', batch_id: 1, filters: {} },
      { name: 'x', cut_off_date: '2026-01-01', filters: { rate_min: 'abc' } },
      { name: 'x', cut_off_date: '2026-01-01', filters: { currency: 'XXX' } },
      { name: ['x'], cut_off_date: '2026-01-01', batch_id: 1 },
      { name: 'x'.repeat(500), cut_off_date: '2026-01-01', batch_id: 1 },
      [],
      'text',
    ];
    for (const body of bodies) {
      const answer = await officer.post(`${API}/pools`, body);
      expect(answer.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, JSON.stringify(body)).toBeLessThan(500);
    }
    for (const url of ['/pools/abc', '/pools/99999999999', '/pools/1/loans?per_page=7', '/pools?status=open']) {
      const answer = await officer.get(`${API}${url}`);
      expect(answer.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, url).toBeLessThan(500);
    }
    const listings: unknown[] = [
      { access_mode: 'open' },
      validListing({ exclusion_limit: -1 }),
      validListing({ exclusion_limit: 1.5 }),
      validListing({ phase_1_deadline: 'tomorrow' }),
      validListing({ invited_investor_ids: ['a'] }),
      validListing({ nda_text: 'x'.repeat(30_000) }),
    ];
    for (const body of listings) {
      const answer = await officer.post(`${API}/pools/1/list`, body);
      expect(answer.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, JSON.stringify(body)).toBeLessThan(500);
    }
  });
});
