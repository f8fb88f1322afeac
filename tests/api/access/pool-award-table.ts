/**
 * The matrix's rows for a pool's award: the bank's people read the ranking and make the award, platform
 * admins read it, another bank does not see it (404); on the investor side only the ranked bidders see
 * their own place (Summit wins, Bluewater is the backup), and only the invited one confirms or declines.
 */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  dealLines,
  deals,
  loans,
  poolAwards,
  poolBindingBidLines,
  poolBindingBids,
  poolLoans,
  pools,
} from '../../../server/db/schema/index.ts';
import { newLoan } from '../../support/valid-loan.ts';
import { row, type MatrixContext, type Row } from './matrix.ts';
import { cells } from './principals.ts';

const API = '/api/v1';
const HOUR = 3_600_000;
const BANK_READ = cells('401 | ok ok ok | ok ok | 403 403 | 403 | 404 404 | 403 403');
const BANK_MAKE = cells('401 | 403 403 403 | ok ok | 403 403 | 403 | 404 404 | 403 403');
/** Summit (the winner) and Bluewater (its backup) each read their own place; nobody else is an investor of it. */
const RANKED_READ = cells('401 | 403 403 403 | 403 403 | ok ok | 403 | 403 403 | ok ok');
/** Only the invited winner acts; the backup is refused on the award's state. */
const INVITED_ACT = cells('401 | 403 403 403 | 403 403 | ok ok | 403 | 403 403 | bad bad');
const PARTIES_READ = cells('401 | ok ok ok | ok ok | ok ok | 403 | 404 404 | 404 404');

interface ClosedPool {
  id: number;
  summitBid: number;
  bluewaterBid: number;
}

/** A Northwind pool of two loans in phase 2 with its deadline passed, and a bid each from Summit and Bluewater. */
async function closedPool(ctx: MatrixContext): Promise<ClosedPool> {
  const officer = await ctx.as('bank_officer');
  const loanIds: number[] = [];
  for (let i = 0; i < 2; i += 1) {
    const created = await officer.post(`${API}/loans`, newLoan());
    expect(created.statusCode, created.body).toBe(201);
    loanIds.push(created.json().data.id);
  }
  const db = ctx.h.t.db;
  for (const id of loanIds) await db.update(loans).set({ status: 'approved' }).where(eq(loans.id, id));
  const now = Date.now();
  const [pool] = await db
    .insert(pools)
    .values({
      bankId: await ctx.fx.org('Northwind Bank'),
      name: 'Matrix award pool',
      cutOffDate: '2026-10-31',
      currency: 'GBP',
      status: 'phase_2',
      accessMode: 'open',
      phase1Deadline: new Date(now - 48 * HOUR),
      phase2Deadline: new Date(now - HOUR),
      phase2DeadlineListed: new Date(now - HOUR),
      exclusionLimit: 0,
      ndaText: 'Keep it confidential.',
    })
    .returning({ id: pools.id });
  await db.insert(poolLoans).values(loanIds.map((loanId) => ({ poolId: pool!.id, loanId })));
  const bid = async (investor: 'Summit Capital' | 'Bluewater Pension Fund', amountMinor: bigint) => {
    const [row] = await db
      .insert(poolBindingBids)
      .values({ poolId: pool!.id, investorId: await ctx.fx.org(investor), totalMinor: amountMinor * 2n })
      .returning({ id: poolBindingBids.id });
    await db
      .insert(poolBindingBidLines)
      .values(loanIds.map((loanId) => ({ bidId: row!.id, loanId, pricePct: '90.000', amountMinor })));
    return row!.id;
  };
  return {
    id: pool!.id,
    summitBid: await bid('Summit Capital', 20_000_000n),
    bluewaterBid: await bid('Bluewater Pension Fund', 19_000_000n),
  };
}

/** The same pool awarded: Summit invited, Bluewater waiting as its backup. */
async function awardedPool(ctx: MatrixContext): Promise<ClosedPool> {
  const pool = await closedPool(ctx);
  const db = ctx.h.t.db;
  await db.update(pools).set({ status: 'awarded' }).where(eq(pools.id, pool.id));
  await db.insert(poolAwards).values([
    {
      poolId: pool.id,
      rank: 1,
      bindingBidId: pool.summitBid,
      status: 'invited',
      invitedAt: new Date(),
      respondBy: new Date(Date.now() + 48 * HOUR),
    },
    { poolId: pool.id, rank: 2, bindingBidId: pool.bluewaterBid, status: 'waiting' },
  ]);
  return pool;
}

/** A Northwind–Summit deal of a pool, with its two lines. */
async function poolDeal(ctx: MatrixContext): Promise<number> {
  const pool = await awardedPool(ctx);
  const db = ctx.h.t.db;
  const lines = await db.select().from(poolBindingBidLines).where(eq(poolBindingBidLines.bidId, pool.summitBid));
  const [deal] = await db
    .insert(deals)
    .values({
      poolId: pool.id,
      bankId: await ctx.fx.org('Northwind Bank'),
      investorId: await ctx.fx.org('Summit Capital'),
      pricePct: '90.000',
      amount: '400000.00',
      platformFeeBps: 50,
      platformFeeAmount: '2000.00',
      settlementDate: '2026-12-31',
    })
    .returning({ id: deals.id });
  await db
    .insert(dealLines)
    .values(lines.map((line) => ({ dealId: deal!.id, loanId: line.loanId, pricePct: '90.000', amount: '200000.00' })));
  return deal!.id;
}

// Columns:                  guest | super maker checker | officer manager | analyst director | newcomer | h.officer h.manager | b.analyst b.director
export const POOL_AWARD_ROWS: Row[] = [
  row({
    op: 'GET /api/v1/pools/{id}/bids',
    on: 'a Northwind pool whose phase 2 has closed',
    expect: BANK_READ,
    target: closedPool,
    request: (pool) => ({ method: 'GET', url: `${API}/pools/${pool.id}/bids` }),
    contents: (answer) => expect(answer.json().data.bids).toHaveLength(2),
  }),
  row({
    op: 'GET /api/v1/pools/{id}/bids/comparison',
    on: 'a Northwind pool whose phase 2 has closed',
    expect: BANK_READ,
    target: closedPool,
    request: (pool) => ({ method: 'GET', url: `${API}/pools/${pool.id}/bids/comparison` }),
    contents: (answer) => expect(answer.json().meta.total).toBe(2),
  }),
  row({
    op: 'POST /api/v1/pools/{id}/award',
    on: 'a Northwind pool whose phase 2 has closed',
    expect: BANK_MAKE,
    target: closedPool,
    request: (pool) => ({
      method: 'POST',
      url: `${API}/pools/${pool.id}/award`,
      body: { winning_bid_id: pool.summitBid, backup_bid_ids: [pool.bluewaterBid] },
    }),
  }),
  row({
    op: 'GET /api/v1/investor/pools/{id}/award',
    on: 'a pool awarded to Summit with Bluewater as backup',
    expect: RANKED_READ,
    target: awardedPool,
    request: (pool) => ({ method: 'GET', url: `${API}/investor/pools/${pool.id}/award` }),
  }),
  row({
    op: 'GET /api/v1/investor/pools/{id}/award/lines',
    on: 'a pool awarded to Summit with Bluewater as backup',
    expect: RANKED_READ,
    target: awardedPool,
    request: (pool) => ({ method: 'GET', url: `${API}/investor/pools/${pool.id}/award/lines` }),
    contents: (answer) => expect(answer.json().meta.total).toBe(2),
  }),
  row({
    op: 'POST /api/v1/investor/pools/{id}/award/confirm',
    on: 'a pool awarded to Summit with Bluewater as backup',
    expect: INVITED_ACT,
    target: awardedPool,
    request: (pool) => ({
      method: 'POST',
      url: `${API}/investor/pools/${pool.id}/award/confirm`,
      body: { confirm_terms: true, confirm_fee: true, confirm_settlement: true },
    }),
  }),
  row({
    op: 'POST /api/v1/investor/pools/{id}/award/decline',
    on: 'a pool awarded to Summit with Bluewater as backup',
    expect: INVITED_ACT,
    target: awardedPool,
    request: (pool) => ({
      method: 'POST',
      url: `${API}/investor/pools/${pool.id}/award/decline`,
      body: { reason: 'Not for us.' },
    }),
  }),
  row({
    op: 'GET /api/v1/deals/{id}/lines',
    on: 'a Northwind–Summit pool deal',
    expect: PARTIES_READ,
    target: poolDeal,
    request: (id) => ({ method: 'GET', url: `${API}/deals/${id}/lines` }),
    contents: (answer) => expect(answer.json().meta.total).toBe(2),
  }),
];
