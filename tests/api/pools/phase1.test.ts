/**
 * Phase 1 of a pool's sale (DOMAIN.md, "Portfolio sales"): approval opens it and tells the investors,
 * an investor accepts the NDA (the record names who, when, from where and which text), downloads the
 * anonymised tape and places one sealed indicative bid per organisation before the deadline; the bank
 * reads the bids only after it, and its manager's shortlist opens phase 2 and tells every participant.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { INDICATIVE_BID_MESSAGES } from '../../../src/domain/pools/indicative-bid.ts';
import { proposalAmount } from '../../../src/domain/trading/amounts.ts';
import { poolParticipants, pools } from '../../../server/db/schema/index.ts';
import { PHASE1_MESSAGES } from '../../../server/modules/pools/phase1-messages.ts';
import { TAPE_COLUMNS } from '../../../server/modules/pools/tape-export.ts';
import { API, useApiHarness } from '../../support/api-harness.ts';
import { DEMO } from '../../support/demo-people.ts';
import { PEOPLE, signedInPeople } from '../../support/signed-in-people.ts';
import { entityId, expectStatus } from '../../support/trading.ts';
import { notificationMark, notificationsSince } from '../notifications/support.ts';
import { bidUrl, movePhase1Deadline, poolInPhase1 } from './phase1-support.ts';

const h = useApiHarness();
const as = signedInPeople(h, {
  ...PEOPLE,
  bluewater_user: DEMO.bluewaterAnalyst.email,
  bluewater_manager: DEMO.bluewaterDirector.email,
});
const NDA = 'Keep it confidential.';

async function openPool(listing: Record<string, unknown> = {}, count = 3) {
  return poolInPhase1(h, await as('bank_officer'), await as('bank_manager'), listing, count);
}

describe('approving a listing', () => {
  it('opens phase 1 and tells every investor the pool is open to, and only them', async () => {
    const mark = await notificationMark(h.t.db);
    const open = await openPool();
    expect((await (await as('bank_officer')).get(`${API}/pools/${open.id}`)).json().data.status).toBe('phase_1');
    const told = await notificationsSince(h.t.db, mark, 'pool_phase_1_opened');
    const emails = told.map((row) => row.email);
    for (const person of [DEMO.summitAnalyst, DEMO.summitDirector, DEMO.bluewaterAnalyst, DEMO.bluewaterDirector])
      expect(emails).toContain(person.email);
    expect(emails).not.toContain(DEMO.northwindOfficer.email);
    expect(told[0]).toMatchObject({ href: `/app/investor/pools/${open.id}` });
    expect(told[0]!.title).toContain(open.name);

    const second = await notificationMark(h.t.db);
    const summit = await entityId(h.t.db, 'Summit Capital');
    await openPool({ access_mode: 'invitation', invited_investor_ids: [summit] });
    const invited = (await notificationsSince(h.t.db, second, 'pool_phase_1_opened')).map((row) => row.email);
    expect(invited.sort()).toEqual([DEMO.summitAnalyst.email, DEMO.summitDirector.email].sort());
  });
});

describe('the NDA', () => {
  it('keeps the tape, the stratification and the bid closed until it is accepted, then records who, when, where and which text', async () => {
    const pool = await openPool();
    const analyst = await h.client('198.51.100.7').signedIn(DEMO.summitAnalyst.email);
    const before = (await analyst.get(`${API}/investor/pools/${pool.id}`)).json().data;
    expect(before).toMatchObject({
      status: 'phase_1',
      nda: null,
      nda_text: NDA,
      stratification: null,
      my_indicative_bid: null,
      loan_count: 3,
      can: { accept_nda: true, download_tape: false, bid: false },
    });
    const closedTape = await analyst.get(`${API}/investor/pools/${pool.id}/tape.csv`);
    expectStatus(closedTape, 403);
    expect(closedTape.json().message).toBe(PHASE1_MESSAGES.ndaFirst);
    expectStatus(await analyst.get(`${API}/investor/pools/${pool.id}/tape.xlsx`), 403);
    expectStatus(await analyst.send('PUT', bidUrl(pool.id), { body: { price_pct: '90' } }), 403);

    const accepted = await analyst.post(`${API}/investor/pools/${pool.id}/nda`);
    expectStatus(accepted, 200);
    const sha = createHash('sha256').update(NDA).digest('hex');
    expect(accepted.json().data).toMatchObject({
      nda: {
        accepted_by_name: DEMO.summitAnalyst.name,
        accepted_by_email: DEMO.summitAnalyst.email,
        nda_text_sha256: sha,
      },
      can: { accept_nda: false, download_tape: true, bid: true },
      stratification: { count: 3 },
    });
    const [row] = await h.t.db.select().from(poolParticipants).where(eq(poolParticipants.poolId, pool.id));
    expect(row).toMatchObject({
      investorId: await entityId(h.t.db, 'Summit Capital'),
      ndaAcceptedByEmail: DEMO.summitAnalyst.email,
      ndaAcceptedFromAddress: '198.51.100.7',
      ndaTextSha256: sha,
      shortlist: 'pending',
    });
    expect(Math.abs(row!.ndaAcceptedAt.getTime() - Date.now())).toBeLessThan(60_000);

    // Once per organisation: the director's acceptance keeps the analyst's record.
    const again = await (await as('investor_manager')).post(`${API}/investor/pools/${pool.id}/nda`);
    expectStatus(again, 200);
    expect(again.json().data.nda.accepted_by_email).toBe(DEMO.summitAnalyst.email);
    const rows = await h.t.db.select().from(poolParticipants).where(eq(poolParticipants.poolId, pool.id));
    expect(rows).toHaveLength(1);
  });

  it('is refused once the phase 1 deadline has passed', async () => {
    const pool = await openPool();
    await movePhase1Deadline(h, pool.id, -1000);
    const late = await (await as('investor_user')).post(`${API}/investor/pools/${pool.id}/nda`);
    expectStatus(late, 409);
    expect(late.json().message).toBe(PHASE1_MESSAGES.phase1Closed);
    expect((await (await as('investor_user')).get(`${API}/investor/pools/${pool.id}`)).json().data.can).toEqual({
      accept_nda: false,
      download_tape: false,
      bid: false,
    });
  });
});

describe('the anonymised tape', () => {
  it('gives a line per loan with the risk fields, never the bank’s reference, as CSV and XLSX', async () => {
    const pool = await openPool({}, 4);
    const analyst = await as('investor_user');
    await analyst.post(`${API}/investor/pools/${pool.id}/nda`);
    const csv = await analyst.get(`${API}/investor/pools/${pool.id}/tape.csv`);
    expectStatus(csv, 200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(`pool-${pool.id}-tape.csv`);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(TAPE_COLUMNS.join(','));
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['1', '2', '3', '4']);
    expect(lines[1]).toMatch(/^1,GBP,\d+\.\d{2},/);
    const refs = (await (await as('bank_officer')).get(`${API}/pools/${pool.id}/loans`)).json().data as {
      loan_ref: string;
    }[];
    for (const { loan_ref } of refs) expect(csv.body).not.toContain(loan_ref);
    for (const hidden of ['loan_ref', 'postcode', 'borrower', 'loan_id']) expect(csv.body).not.toContain(hidden);

    const xlsx = await analyst.get(`${API}/investor/pools/${pool.id}/tape.xlsx`);
    expectStatus(xlsx, 200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(5);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...TAPE_COLUMNS]);
    const cells = JSON.stringify(sheet.getSheetValues());
    for (const { loan_ref } of refs) expect(cells).not.toContain(loan_ref);
  });
});

describe('an indicative bid', () => {
  it('is checked: a price over 0% and at most 150% with three decimals, a note of at most 1,000 characters', async () => {
    const pool = await openPool();
    const analyst = await as('investor_user');
    await analyst.post(`${API}/investor/pools/${pool.id}/nda`);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ price_pct: '' }, 'price_pct', INDICATIVE_BID_MESSAGES.priceRequired],
      [{ price_pct: '0' }, 'price_pct', INDICATIVE_BID_MESSAGES.priceRange],
      [{ price_pct: '150.001' }, 'price_pct', INDICATIVE_BID_MESSAGES.priceRange],
      [{ price_pct: '-5' }, 'price_pct', INDICATIVE_BID_MESSAGES.priceRange],
      [{ price_pct: '92.1234' }, 'price_pct', INDICATIVE_BID_MESSAGES.priceFormat],
      [{ price_pct: 'ninety' }, 'price_pct', INDICATIVE_BID_MESSAGES.priceFormat],
      [{ price_pct: '92', note: 'x'.repeat(1001) }, 'note', INDICATIVE_BID_MESSAGES.noteTooLong],
    ];
    for (const [body, field, message] of cases) {
      const answer = await analyst.send('PUT', bidUrl(pool.id), { body });
      expectStatus(answer, 422);
      expect(answer.json().errors[field], JSON.stringify(body)).toEqual([message]);
    }
    for (const body of [{}, { price_pct: 92 }, { price_pct: '92', extra: 1 }, { price_pct: '92', version: 0 }, []]) {
      const answer = await analyst.send('PUT', bidUrl(pool.id), { body });
      expect(answer.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await analyst.get(`${API}/investor/pools/${pool.id}`)).json().data.my_indicative_bid).toBeNull();
    const edge = await analyst.send('PUT', bidUrl(pool.id), { body: { price_pct: '150' } });
    expectStatus(edge, 200);
    expect(edge.json().data.my_indicative_bid.price_pct).toBe('150.000');
  });

  it('is one per organisation, revised at the version it was read at', async () => {
    const pool = await openPool();
    const analyst = await as('investor_user');
    const director = await as('investor_manager');
    await analyst.post(`${API}/investor/pools/${pool.id}/nda`);
    const placed = await analyst.send('PUT', bidUrl(pool.id), { body: { price_pct: '92.5', note: 'First look.' } });
    expectStatus(placed, 200);
    expect(placed.json().data.my_indicative_bid).toMatchObject({
      price_pct: '92.500',
      note: 'First look.',
      version: 1,
    });

    // The director bids for the same organisation: its bid is this one, revised only at its version.
    const shown = (await director.get(`${API}/investor/pools/${pool.id}`)).json().data.my_indicative_bid;
    expect(shown).toMatchObject({ price_pct: '92.500', version: 1 });
    const blind = await director.send('PUT', bidUrl(pool.id), { body: { price_pct: '93' } });
    expectStatus(blind, 409);
    expect(blind.json().message).toBe(PHASE1_MESSAGES.bidPlacedMeanwhile);
    const stale = await director.send('PUT', bidUrl(pool.id), { body: { price_pct: '93', version: 7 } });
    expectStatus(stale, 409);
    expect(stale.json().message).toBe(PHASE1_MESSAGES.bidChanged);
    const revised = await director.send('PUT', bidUrl(pool.id), { body: { price_pct: '93', version: 1 } });
    expectStatus(revised, 200);
    expect(revised.json().data.my_indicative_bid).toMatchObject({ price_pct: '93.000', note: '', version: 2 });
    const listed = (await analyst.get(`${API}/investor/pools`))
      .json()
      .data.find((row: { id: number }) => row.id === pool.id);
    expect(listed).toMatchObject({ my_indicative_bid: { price_pct: '93.000', version: 2 }, shortlist: 'pending' });
  });

  it('is taken until the deadline and refused from it on', async () => {
    const pool = await openPool();
    const analyst = await as('investor_user');
    await analyst.post(`${API}/investor/pools/${pool.id}/nda`);
    await movePhase1Deadline(h, pool.id, 60_000);
    expectStatus(await analyst.send('PUT', bidUrl(pool.id), { body: { price_pct: '91' } }), 200);
    await movePhase1Deadline(h, pool.id, 0);
    const late = await analyst.send('PUT', bidUrl(pool.id), { body: { price_pct: '95', version: 1 } });
    expectStatus(late, 409);
    expect(late.json().message).toBe(PHASE1_MESSAGES.phase1Closed);
    const page = (await analyst.get(`${API}/investor/pools/${pool.id}`)).json().data;
    expect(page.my_indicative_bid.price_pct).toBe('91.000');
    expect(page.can).toMatchObject({ bid: false, download_tape: true });
  });
});

describe('sealed bids', () => {
  it('show no investor another’s bid or its existence, and the bank none before the deadline', async () => {
    const pool = await openPool();
    const summit = await as('investor_user');
    const bluewater = await as('bluewater_user');
    await summit.post(`${API}/investor/pools/${pool.id}/nda`);
    await summit.send('PUT', bidUrl(pool.id), { body: { price_pct: '97.125', note: 'Summit’s own view.' } });
    // Every answer Bluewater gets, a refusal included, is silent about Summit's bid.
    const steps = [
      () => bluewater.get(`${API}/investor/pools`),
      () => bluewater.get(`${API}/investor/pools/${pool.id}`),
      () => bluewater.send('PUT', bidUrl(pool.id), { body: { price_pct: '88' } }),
      () => bluewater.post(`${API}/investor/pools/${pool.id}/nda`),
      () => bluewater.get(`${API}/investor/pools/${pool.id}/tape.csv`),
      () => bluewater.send('PUT', bidUrl(pool.id), { body: { price_pct: '88', version: 1 } }),
      () => bluewater.send('PUT', bidUrl(pool.id), { body: { price_pct: '88' } }),
    ];
    const statuses: number[] = [];
    for (const step of steps) {
      const answer = await step();
      statuses.push(answer.statusCode);
      expect(answer.body).not.toContain('97.125');
      expect(answer.body).not.toContain('Summit');
    }
    // Its first bid is not taken for a revision of Summit's: Bluewater has no bid of its own yet.
    expect(statuses).toEqual([200, 200, 403, 200, 200, 409, 200]);
    const bluewaterPage = (await bluewater.get(`${API}/investor/pools/${pool.id}`)).json().data;
    expect(bluewaterPage.my_indicative_bid).toMatchObject({ price_pct: '88.000' });
    for (const answer of [
      await summit.get(`${API}/investor/pools`),
      await summit.get(`${API}/investor/pools/${pool.id}`),
      await summit.get(`${API}/investor/pools/${pool.id}/tape.csv`),
    ]) {
      expect(answer.body).not.toContain('88.000');
      expect(answer.body).not.toContain('Bluewater');
    }
    for (const person of ['bank_officer', 'bank_manager', 'super_admin'] as const) {
      const sealed = await (await as(person)).get(`${API}/pools/${pool.id}/indicative-bids`);
      expectStatus(sealed, 409);
      expect(sealed.json()).toEqual({ message: PHASE1_MESSAGES.sealed });
    }
    // The bank's own pool page says nothing of them either.
    const bankPage = await (await as('bank_manager')).get(`${API}/pools/${pool.id}`);
    expect(bankPage.body).not.toContain('97.125');
    expect(bankPage.body).not.toContain('Bluewater');

    await movePhase1Deadline(h, pool.id, -1000);
    const opened = await (await as('bank_officer')).get(`${API}/pools/${pool.id}/indicative-bids`);
    expectStatus(opened, 200);
    expect(opened.json().data).toMatchObject({
      can_shortlist: false,
      participants: [
        {
          investor: { name: 'Summit Capital' },
          bid: { price_pct: '97.125', note: 'Summit’s own view.' },
          shortlist: 'pending',
        },
        {
          investor: { name: 'Bluewater Pension Fund' },
          bid: { price_pct: '88.000' },
          nda_accepted_by_name: DEMO.bluewaterAnalyst.name,
        },
      ],
    });
    // Each bid's amount is its price applied to the pool's principal, in the pool's own arithmetic.
    const principal: string = bankPage.json().data.total_current_principal;
    const [summitRow, bluewaterRow] = opened.json().data.participants;
    expect(summitRow.bid.amount).toBe(proposalAmount('97.125', principal));
    expect(bluewaterRow.bid.amount).toBe(proposalAmount('88.000', principal));
    expect(
      (await (await as('bank_manager')).get(`${API}/pools/${pool.id}/indicative-bids`)).json().data.can_shortlist,
    ).toBe(true);
  });
});

describe('the shortlist', () => {
  async function closedPhase1() {
    const pool = await openPool();
    for (const person of ['investor_user', 'bluewater_user'] as const) {
      const client = await as(person);
      await client.post(`${API}/investor/pools/${pool.id}/nda`);
      await client.send('PUT', bidUrl(pool.id), { body: { price_pct: person === 'investor_user' ? '95' : '90' } });
    }
    return pool;
  }

  it('is a bank manager’s, after the deadline, among the NDA participants', async () => {
    const pool = await closedPhase1();
    const summit = await entityId(h.t.db, 'Summit Capital');
    const url = `${API}/pools/${pool.id}/shortlist`;
    const early = await (await as('bank_manager')).post(url, { investor_ids: [summit] });
    expectStatus(early, 409);
    expect(early.json().message).toBe(PHASE1_MESSAGES.shortlistWhen);
    await movePhase1Deadline(h, pool.id, -1000);
    const officer = await (await as('bank_officer')).post(url, { investor_ids: [summit] });
    expectStatus(officer, 403);
    expect(officer.json().message).toBe(PHASE1_MESSAGES.shortlistManagers);
    expectStatus(await (await as('super_admin')).post(url, { investor_ids: [summit] }), 403);
    expectStatus(await (await as('investor_manager')).post(url, { investor_ids: [summit] }), 403);
    expectStatus(await (await as('other_bank_manager')).post(url, { investor_ids: [summit] }), 404);
    const manager = await as('bank_manager');
    const none = await manager.post(url, { investor_ids: [] });
    expectStatus(none, 422);
    expect(none.json().errors.investor_ids).toEqual([PHASE1_MESSAGES.shortlistEmpty]);
    const stranger = await manager.post(url, { investor_ids: [await entityId(h.t.db, 'Harbor Savings')] });
    expectStatus(stranger, 422);
    expect(stranger.json().errors.investor_ids).toEqual([PHASE1_MESSAGES.shortlistNotParticipant]);
    for (const body of [{}, { investor_ids: ['a'] }, { investor_ids: [summit], more: true }, { investor_ids: [0] }])
      expect((await manager.post(url, body)).statusCode, JSON.stringify(body)).toBe(422);
    const [still] = await h.t.db.select().from(pools).where(eq(pools.id, pool.id));
    expect(still!.status).toBe('phase_1');
  });

  it('opens phase 2 in one step and tells the shortlisted and the others', async () => {
    const pool = await closedPhase1();
    await movePhase1Deadline(h, pool.id, -1000);
    const summit = await entityId(h.t.db, 'Summit Capital');
    const bluewater = await entityId(h.t.db, 'Bluewater Pension Fund');
    const mark = await notificationMark(h.t.db);
    const made = await (await as('bank_manager')).post(`${API}/pools/${pool.id}/shortlist`, { investor_ids: [summit] });
    expectStatus(made, 200);
    expect(made.json().data.can_shortlist).toBe(false);
    const decided = await h.t.db.select().from(poolParticipants).where(eq(poolParticipants.poolId, pool.id));
    expect(Object.fromEntries(decided.map((row) => [row.investorId, row.shortlist]))).toEqual({
      [summit]: 'shortlisted',
      [bluewater]: 'not_shortlisted',
    });
    expect(decided.every((row) => row.shortlistDecidedAt !== null)).toBe(true);
    const bank = (await (await as('bank_officer')).get(`${API}/pools/${pool.id}`)).json().data;
    expect(bank.status).toBe('phase_2');
    const history = (await (await as('bank_officer')).get(`${API}/pools/${pool.id}/revisions`)).json().data;
    expect(history.at(-1).after).toMatchObject({ status: 'phase_2', shortlisted_investor_ids: [summit] });

    const told = await notificationsSince(h.t.db, mark);
    const byKind = (kind: string) =>
      told
        .filter((row) => row.kind === kind)
        .map((row) => row.email)
        .sort();
    expect(byKind('pool_shortlisted')).toEqual([DEMO.summitAnalyst.email, DEMO.summitDirector.email].sort());
    expect(byKind('pool_not_shortlisted')).toEqual([DEMO.bluewaterAnalyst.email, DEMO.bluewaterDirector.email].sort());
    expect(told.find((row) => row.kind === 'pool_shortlisted')!.href).toBe(`/app/investor/pools/${pool.id}/bid`);
    // The letters name no other bidder and no price.
    for (const row of told) expect(JSON.stringify(row)).not.toMatch(/Bluewater|Summit Capital|95\.000|90\.000/);

    const summitPage = (await (await as('investor_user')).get(`${API}/investor/pools/${pool.id}`)).json().data;
    expect(summitPage).toMatchObject({ status: 'phase_2', shortlist: 'shortlisted', can: { bid: false } });
    const bluewaterPage = (await (await as('bluewater_user')).get(`${API}/investor/pools/${pool.id}`)).json().data;
    expect(bluewaterPage.shortlist).toBe('not_shortlisted');

    const again = await (
      await as('bank_manager')
    ).post(`${API}/pools/${pool.id}/shortlist`, { investor_ids: [bluewater] });
    expectStatus(again, 409);
    const [participant] = await h.t.db
      .select()
      .from(poolParticipants)
      .where(and(eq(poolParticipants.poolId, pool.id), eq(poolParticipants.investorId, bluewater)));
    expect(participant!.shortlist).toBe('not_shortlisted');
  });
});
