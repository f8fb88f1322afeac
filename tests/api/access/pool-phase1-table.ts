/**
 * The matrix's rows for phase 1 of a pool's sale (DOMAIN.md, "Portfolio sales"): the people of an active
 * investor organisation the pool is open to read it, accept its NDA, download its tape and bid; bank and
 * platform people and people without a role never use the investor side (403). The bank side (the sealed
 * bids after the deadline, the shortlist) belongs to the pool's own bank; another bank finds no pool (404).
 */
import { inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { batches, loans, poolLoans, poolParticipants, pools } from '../../../server/db/schema/index.ts';
import { newLoan } from '../../support/valid-loan.ts';
import { row, type MatrixContext, type Row } from './matrix.ts';
import { cells } from './principals.ts';

const API = '/api/v1';
const INVESTORS = cells('401 | 403 403 403 | 403 403 | ok ok | 403 | 403 403 | ok ok');

/** An open Northwind pool of one loan in phase 1; `signed` gives Summit and Bluewater an accepted NDA. */
async function phase1Pool(ctx: MatrixContext, options: { signed: boolean; closed: boolean }): Promise<{ id: number }> {
  const officer = await ctx.as('bank_officer');
  const created = await officer.post(`${API}/loans`, newLoan());
  expect(created.statusCode, created.body).toBe(201);
  const loanId = created.json().data.id as number;
  const bankId = await ctx.fx.org('Northwind Bank');
  const db = ctx.h.t.db;
  const [batch] = await db
    .insert(batches)
    .values({ bankId, fileName: 'pool.csv', fileFormat: 'csv', filePath: 'pool.csv', fileBytes: 1, status: 'imported' })
    .returning({ id: batches.id });
  await db
    .update(loans)
    .set({ status: 'approved', batchId: batch!.id })
    .where(inArray(loans.id, [loanId]));
  const now = Date.now();
  const [pool] = await db
    .insert(pools)
    .values({
      bankId,
      name: 'Matrix phase 1 pool',
      cutOffDate: '2026-10-31',
      currency: 'GBP',
      status: 'phase_1',
      accessMode: 'open',
      phase1Deadline: new Date(now + (options.closed ? -60_000 : 86_400_000)),
      phase2Deadline: new Date(now + 7 * 86_400_000),
      phase2DeadlineListed: new Date(now + 7 * 86_400_000),
      exclusionLimit: 0,
      ndaText: 'Confidential.',
      listedAt: new Date(now - 86_400_000),
    })
    .returning({ id: pools.id });
  await db.insert(poolLoans).values({ poolId: pool!.id, loanId });
  if (options.signed)
    for (const investor of ['Summit Capital', 'Bluewater Pension Fund'] as const)
      await db.insert(poolParticipants).values({
        poolId: pool!.id,
        investorId: await ctx.fx.org(investor),
        ndaAcceptedByName: 'Matrix',
        ndaAcceptedByEmail: 'matrix@example.test',
        ndaAcceptedFromAddress: '127.0.0.1',
        ndaTextSha256: 'a'.repeat(64),
      });
  return { id: pool!.id };
}

const open = (ctx: MatrixContext) => phase1Pool(ctx, { signed: false, closed: false });
const signed = (ctx: MatrixContext) => phase1Pool(ctx, { signed: true, closed: false });
const closed = (ctx: MatrixContext) => phase1Pool(ctx, { signed: true, closed: true });
const investorUrl = (pool: { id: number }, rest = '') => `${API}/investor/pools/${pool.id}${rest}`;

// Columns:                  guest | super maker checker | officer manager | analyst director | newcomer | h.officer h.manager | b.analyst b.director
export const POOL_PHASE1_ROWS: Row[] = [
  row({
    op: 'GET /api/v1/investor/pools',
    on: 'the pools open to my organisation',
    expect: INVESTORS,
    request: () => ({ method: 'GET', url: `${API}/investor/pools` }),
  }),
  row({
    op: 'GET /api/v1/investor/pools/{id}',
    on: 'an open Northwind pool in phase 1',
    expect: INVESTORS,
    target: open,
    request: (pool) => ({ method: 'GET', url: investorUrl(pool) }),
  }),
  row({
    op: 'POST /api/v1/investor/pools/{id}/nda',
    on: 'an open Northwind pool in phase 1',
    expect: INVESTORS,
    target: open,
    request: (pool) => ({ method: 'POST', url: investorUrl(pool, '/nda') }),
  }),
  row({
    op: 'GET /api/v1/investor/pools/{id}/tape.csv',
    on: 'an open Northwind pool whose NDA Summit and Bluewater accepted',
    expect: INVESTORS,
    target: signed,
    request: (pool) => ({ method: 'GET', url: investorUrl(pool, '/tape.csv') }),
  }),
  row({
    op: 'GET /api/v1/investor/pools/{id}/tape.xlsx',
    on: 'an open Northwind pool whose NDA Summit and Bluewater accepted',
    expect: INVESTORS,
    target: signed,
    request: (pool) => ({ method: 'GET', url: investorUrl(pool, '/tape.xlsx') }),
  }),
  row({
    op: 'PUT /api/v1/investor/pools/{id}/indicative-bid',
    on: 'an open Northwind pool whose NDA Summit and Bluewater accepted',
    expect: INVESTORS,
    target: signed,
    request: (pool) => ({ method: 'PUT', url: investorUrl(pool, '/indicative-bid'), body: { price_pct: '90' } }),
  }),
  row({
    op: 'GET /api/v1/pools/{id}/indicative-bids',
    on: 'a Northwind pool whose phase 1 has closed',
    expect: cells('401 | ok ok ok | ok ok | 403 403 | 403 | 404 404 | 403 403'),
    target: closed,
    request: (pool) => ({ method: 'GET', url: `${API}/pools/${pool.id}/indicative-bids` }),
  }),
  row({
    op: 'POST /api/v1/pools/{id}/shortlist',
    on: 'a Northwind pool whose phase 1 has closed, Summit and Bluewater past the NDA',
    expect: cells('401 | 403 403 403 | 403 ok | 403 403 | 403 | 404 404 | 403 403'),
    target: closed,
    request: async (pool, _who, ctx) => ({
      method: 'POST',
      url: `${API}/pools/${pool.id}/shortlist`,
      body: { investor_ids: [await ctx.fx.org('Summit Capital')] },
    }),
  }),
];
