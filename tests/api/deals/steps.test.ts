/**
 * Deals as each side sees and moves them: who reads a deal (another investor's or another
 * bank's is not found), the investor marks the funds sent, the bank settles, each step once
 * (409 with a sentence otherwise, even when two arrive together), every step on the timeline
 * and in the deal's revisions; the fee stays as final acceptance froze it when the configured fee changes; a suspended investor's people
 * read but cannot act.
 */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { deals, entities, revisions } from '../../../server/db/schema/index.ts';
import { platformFee } from '../../../src/domain/trading/amounts.ts';
import { BrowserClient } from '../../support/browser-client.ts';
import {
  acceptThroughFourEyes,
  CONFIRMED,
  entityId,
  expectStatus,
  freshListedLoans,
  insertDeal,
  seededLoans,
  submit,
  useTradingFile,
} from '../../support/trading.ts';
import { DEMO } from '../../support/demo-people.ts';
import { API } from '../../support/api-harness.ts';
import { signIn, PEOPLE, type Person } from '../../support/signed-in-people.ts';

const { h, as } = useTradingFile(PEOPLE);
const freshLoan = freshListedLoans(h);
const biddableLoan = seededLoans(h, { untraded: true, biddableForDays: 20 });

interface Deal {
  id: number;
  status: string;
  bank: { id: number; name: string };
  investor: { id: number; name: string };
  amount: string;
  platform_fee_bps: number;
  platform_fee_amount: string;
  funds_sent_at: string | null;
  settled_at: string | null;
  can: { mark_funds_sent: boolean; settle: boolean; cancel: boolean };
  timeline?: { kind: string; actor: { name: string } | null }[];
}

const READERS: Person[] = [
  'super_admin',
  'dl_admin_maker',
  'dl_admin_checker',
  'bank_officer',
  'bank_manager',
  'investor_user',
  'investor_manager',
  'other_bank_officer',
  'other_bank_manager',
  'no_role',
  'guest',
];
let otherInvestor: BrowserClient;
let summitDeal: number;

beforeAll(async () => {
  otherInvestor = await signIn(h, DEMO.bluewaterAnalyst.email);
  summitDeal = await insertDeal(h.t.db, { loanId: await freshLoan('Northwind Bank'), investor: 'Summit Capital' });
});

const statusesFor = async (url: string, method: 'GET' | 'POST', who: readonly Person[]) => {
  const seen: Record<string, number> = {};
  for (const person of who) {
    const client = await as(person);
    seen[person] = (method === 'GET' ? await client.get(url) : await client.post(url)).statusCode;
  }
  seen['other_investor'] = (method === 'GET' ? await otherInvestor.get(url) : await otherInvestor.post(url)).statusCode;
  return seen;
};

describe('reading deals', () => {
  it('GET /deals/{id}: the deal’s investor and bank and the platform admins read it; the other investor and the other bank get 404', async () => {
    expect(await statusesFor(`${API}/deals/${summitDeal}`, 'GET', READERS)).toEqual({
      super_admin: 200,
      dl_admin_maker: 200,
      dl_admin_checker: 200,
      bank_officer: 200,
      bank_manager: 200,
      investor_user: 200,
      investor_manager: 200,
      other_bank_officer: 404,
      other_bank_manager: 404,
      no_role: 403,
      guest: 401,
      other_investor: 404,
    });
    const detail: Deal = (await (await as('investor_user')).get(`${API}/deals/${summitDeal}`)).json().data;
    expect(detail).toMatchObject({
      status: 'pending_settlement',
      bank: { name: 'Northwind Bank' },
      investor: { name: 'Summit Capital' },
      can: { mark_funds_sent: true, settle: false, cancel: false },
    });
    expect(detail.timeline?.map((event) => [event.kind, event.actor?.name])).toEqual([['created', 'Sofia Director']]);
  });

  it('GET /deals: each side lists only its own deals, platform admins every deal; status filter, sort and pages', async () => {
    const summit = await entityId(h.t.db, 'Summit Capital');
    const northwind = await entityId(h.t.db, 'Northwind Bank');
    const [inDatabase] = await h.t.db.select({ n: count() }).from(deals);
    const [ofSummit] = await h.t.db.select({ n: count() }).from(deals).where(eq(deals.investorId, summit));

    const admin = (await (await as('dl_admin_checker')).get(`${API}/deals?per_page=100`)).json();
    expect(admin.meta).toEqual({ total: inDatabase!.n, page: 1, per_page: 100 });

    const investor = (await (await as('investor_user')).get(`${API}/deals?per_page=100`)).json();
    expect(investor.meta.total).toBe(ofSummit!.n);
    expect(investor.data.every((deal: Deal) => deal.investor.id === summit)).toBe(true);
    expect(investor.data.map((deal: Deal) => deal.id)).toContain(summitDeal);

    const bank = (await (await as('bank_manager')).get(`${API}/deals?per_page=100`)).json();
    expect(bank.data.length).toBeGreaterThan(0);
    expect(bank.data.every((deal: Deal) => deal.bank.id === northwind)).toBe(true);
    const otherBank = (await (await as('other_bank_officer')).get(`${API}/deals?per_page=100`)).json();
    expect(otherBank.data.map((deal: Deal) => deal.id)).not.toContain(summitDeal);
    expect(otherBank.data.every((deal: Deal) => deal.bank.name === 'Harbor Savings')).toBe(true);

    const filtered = (
      await (
        await as('super_admin')
      ).get(`${API}/deals?status=funds_sent,settled&sort=amount&order=asc&per_page=25&page=2`)
    ).json();
    const [fundsOrSettled] = await h.t.db
      .select({ n: count() })
      .from(deals)
      .where(inArray(deals.status, ['funds_sent', 'settled']));
    expect(filtered.meta).toEqual({ total: fundsOrSettled!.n, page: 2, per_page: 25 });
    expect(filtered.data.every((deal: Deal) => ['funds_sent', 'settled'].includes(deal.status))).toBe(true);
    const amounts = filtered.data.map((deal: Deal) => Number(deal.amount));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));

    expect((await (await as('super_admin')).get(`${API}/deals?status=open`)).statusCode).toBe(422);
    expect((await (await as('super_admin')).get(`${API}/deals?per_page=30`)).statusCode).toBe(422);
    expect((await (await as('no_role')).get(`${API}/deals`)).statusCode).toBe(403);
    expect((await (await as('guest')).get(`${API}/deals`)).statusCode).toBe(401);
  });

  it('the fee stays as it was when the deal was made, whatever the fee configured today', async () => {
    const onApp = async (app: FastifyInstance, email: string, address: string) => {
      const client = new BrowserClient(app, address);
      expectStatus(await client.login(email), 200);
      return client;
    };
    const at25 = await h.t.reconfigured({ platformFeeBps: 25 });
    const investor = await onApp(at25, DEMO.bluewaterAnalyst.email, '10.251.0.1');
    const proposal = await submit(investor, await biddableLoan('Harbor Savings'), { price_pct: '97.125' });
    await acceptThroughFourEyes(
      await onApp(at25, DEMO.harborOfficer.email, '10.251.0.2'),
      await onApp(at25, DEMO.harborManager.email, '10.251.0.3'),
      proposal.id,
    );
    const made = await investor.post(`${API}/proposals/${proposal.id}/final-accept`, CONFIRMED);
    expectStatus(made, 201);
    const { id, amount } = made.json().data as Deal;
    expect(made.json().data).toMatchObject({ platform_fee_bps: 25, platform_fee_amount: platformFee(amount, 25) });

    const at40 = await h.t.reconfigured({ platformFeeBps: 40 });
    const later = await onApp(at40, DEMO.bluewaterAnalyst.email, '10.251.0.4');
    expect((await later.get(`${API}/proposals/${proposal.id}`)).json().data.platform_fee_bps).toBe(40);
    const deal: Deal = (await later.get(`${API}/deals/${id}`)).json().data;
    expect(deal).toMatchObject({ platform_fee_bps: 25, platform_fee_amount: platformFee(amount, 25) });
    expect(deal.platform_fee_amount).not.toBe(platformFee(amount, 40));
  });
});

describe('funds sent and settlement', () => {
  it('only the deal’s investor marks the funds sent, once; only the deal’s bank settles, once, after the funds', async () => {
    const id = await insertDeal(h.t.db, { loanId: await freshLoan('Northwind Bank'), investor: 'Summit Capital' });
    const fundsSent = `${API}/deals/${id}/funds-sent`;
    const settle = `${API}/deals/${id}/settle`;

    const earlySettle = await (await as('bank_officer')).post(settle);
    expect(earlySettle.statusCode).toBe(409);
    expect(earlySettle.json().message).toBe(
      'The investor has not marked the funds as sent yet: the deal cannot be settled.',
    );

    expect(
      await statusesFor(fundsSent, 'POST', [
        'guest',
        'no_role',
        'super_admin',
        'dl_admin_maker',
        'dl_admin_checker',
        'bank_officer',
        'bank_manager',
        'other_bank_manager',
      ]),
    ).toEqual({
      guest: 401,
      no_role: 403,
      super_admin: 403,
      dl_admin_maker: 403,
      dl_admin_checker: 403,
      bank_officer: 403,
      bank_manager: 403,
      other_bank_manager: 404,
      other_investor: 404,
    });

    const sent = await (await as('investor_user')).post(fundsSent);
    expect(sent.statusCode, sent.body).toBe(200);
    const afterFunds: Deal = sent.json().data;
    expect(afterFunds).toMatchObject({
      status: 'funds_sent',
      settled_at: null,
      can: { mark_funds_sent: false, settle: false },
    });
    expect(Date.parse(afterFunds.funds_sent_at!)).not.toBeNaN();

    const again = await (await as('investor_manager')).post(fundsSent);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Funds have already been marked as sent for this deal.');
    expect((await (await as('bank_manager')).get(`${API}/deals/${id}`)).json().data.can).toEqual({
      mark_funds_sent: false,
      settle: true,
      cancel: false,
    });

    expect(
      await statusesFor(settle, 'POST', [
        'guest',
        'super_admin',
        'dl_admin_checker',
        'investor_user',
        'investor_manager',
        'other_bank_officer',
      ]),
    ).toEqual({
      guest: 401,
      super_admin: 403,
      dl_admin_checker: 403,
      investor_user: 403,
      investor_manager: 403,
      other_bank_officer: 404,
      other_investor: 404,
    });
    const settled = await (await as('bank_manager')).post(settle);
    expect(settled.statusCode, settled.body).toBe(200);
    const done: Deal = settled.json().data;
    expect(done).toMatchObject({ status: 'settled', can: { mark_funds_sent: false, settle: false, cancel: false } });
    expect(done.timeline?.map((event) => [event.kind, event.actor?.name])).toEqual([
      ['created', 'Sofia Director'],
      ['funds_sent', 'Sam Analyst'],
      ['settled', 'Nora Manager'],
    ]);

    const twice = await (await as('bank_officer')).post(settle);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This deal has already been settled.');
    expect((await (await as('investor_manager')).post(fundsSent)).json().message).toBe(
      'Funds have already been marked as sent for this deal: it is settled.',
    );

    const history = await h.t.db
      .select({ version: revisions.version, before: revisions.before, after: revisions.after })
      .from(revisions)
      .where(and(eq(revisions.targetType, 'deal'), eq(revisions.targetId, id)))
      .orderBy(asc(revisions.version));
    expect(history.map((row) => [row.version, row.before?.['status'], row.after['status']])).toEqual([
      [1, undefined, 'pending_settlement'],
      [2, 'pending_settlement', 'funds_sent'],
      [3, 'funds_sent', 'settled'],
    ]);
  });

  it('two investors’ clicks at once mark the funds sent once: one answer 200, the other 409', async () => {
    const id = await insertDeal(h.t.db, { loanId: await freshLoan('Northwind Bank'), investor: 'Summit Capital' });
    const answers = await Promise.all([
      (await as('investor_user')).post(`${API}/deals/${id}/funds-sent`),
      (await as('investor_manager')).post(`${API}/deals/${id}/funds-sent`),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const timeline: Deal['timeline'] = (await (await as('bank_officer')).get(`${API}/deals/${id}`)).json().data
      .timeline;
    expect(timeline?.map((event) => event.kind)).toEqual(['created', 'funds_sent']);
  });

  it('a suspended investor’s people still read their deal but cannot mark the funds sent', async () => {
    const id = await insertDeal(h.t.db, {
      loanId: await freshLoan('Harbor Savings'),
      investor: 'Bluewater Pension Fund',
    });
    const bluewater = await entityId(h.t.db, 'Bluewater Pension Fund');
    await h.t.db.update(entities).set({ status: 'suspended' }).where(eq(entities.id, bluewater));
    try {
      const read = await otherInvestor.get(`${API}/deals/${id}`);
      expect(read.statusCode).toBe(200);
      expect(read.json().data.can.mark_funds_sent).toBe(false);
      expect((await otherInvestor.post(`${API}/deals/${id}/funds-sent`)).statusCode).toBe(403);
      expect((await (await as('other_bank_officer')).get(`${API}/deals/${id}`)).json().data.status).toBe(
        'pending_settlement',
      );
    } finally {
      await h.t.db.update(entities).set({ status: 'active' }).where(eq(entities.id, bluewater));
    }
  });
});
