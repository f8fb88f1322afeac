/**
 * The matrix's rows for binding bids (DOMAIN.md, "Portfolio sales", phase 2): only the people of an
 * investor shortlisted for the pool read and place its binding bid; another investor does not learn
 * the bidding exists (404); bank and platform people and people without a role are refused (403).
 */
import { inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { batches, loans, poolLoans, poolParticipants, pools } from '../../../server/db/schema/index.ts';
import { newLoan } from '../../support/valid-loan.ts';
import { row, type MatrixContext, type Row } from './matrix.ts';
import { cells } from './principals.ts';

const API = '/api/v1';
const SHORTLISTED_ONLY = cells('401 | 403 403 403 | 403 403 | ok ok | 403 | 403 403 | 404 404');

/** A Northwind pool of two loans in phase 2: Summit shortlisted, Bluewater not. */
async function phase2Pool(ctx: MatrixContext): Promise<{ id: number }> {
  const officer = await ctx.as('bank_officer');
  const loanIds: number[] = [];
  for (let i = 0; i < 2; i += 1) {
    const created = await officer.post(`${API}/loans`, newLoan());
    expect(created.statusCode, created.body).toBe(201);
    loanIds.push(created.json().data.id);
  }
  const bankId = await ctx.fx.org('Northwind Bank');
  const db = ctx.h.t.db;
  const [batch] = await db
    .insert(batches)
    .values({ bankId, fileName: 'pool.csv', fileFormat: 'csv', filePath: 'pool.csv', fileBytes: 1, status: 'imported' })
    .returning({ id: batches.id });
  await db.update(loans).set({ status: 'approved', batchId: batch!.id }).where(inArray(loans.id, loanIds));
  const now = Date.now();
  const [pool] = await db
    .insert(pools)
    .values({
      bankId,
      name: 'Matrix phase 2 pool',
      cutOffDate: '2026-10-31',
      currency: 'GBP',
      status: 'phase_2',
      accessMode: 'open',
      phase1Deadline: new Date(now - 86_400_000),
      phase2Deadline: new Date(now + 7 * 86_400_000),
      phase2DeadlineListed: new Date(now + 7 * 86_400_000),
      exclusionLimit: 1,
      ndaText: 'Confidential.',
      listedAt: new Date(now - 7 * 86_400_000),
    })
    .returning({ id: pools.id });
  await db.insert(poolLoans).values(loanIds.map((loanId) => ({ poolId: pool!.id, loanId })));
  for (const [investor, shortlist] of [
    ['Summit Capital', 'shortlisted'],
    ['Bluewater Pension Fund', 'not_shortlisted'],
  ] as const) {
    await db.insert(poolParticipants).values({
      poolId: pool!.id,
      investorId: await ctx.fx.org(investor),
      ndaAcceptedByName: 'Matrix',
      ndaAcceptedByEmail: 'matrix@example.test',
      ndaAcceptedFromAddress: '127.0.0.1',
      ndaTextSha256: 'a'.repeat(64),
      shortlist,
    });
  }
  return { id: pool!.id };
}

const url = (pool: { id: number }, rest = '') => `${API}/investor/pools/${pool.id}/binding-bid${rest}`;
const boundary = 'matrixbidboundary';
const csvBody = Buffer.from(
  `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bid.csv"\r\nContent-Type: text/csv\r\n\r\n` +
    `line,price_pct\n1,95\n2,96.5\n\r\n--${boundary}--\r\n`,
);

// Columns:                  guest | super maker checker | officer manager | analyst director | newcomer | h.officer h.manager | b.analyst b.director
export const POOL_BID_ROWS: Row[] = [
  row({
    op: 'GET /api/v1/investor/pools/{id}/binding-bid',
    on: 'a Northwind pool in phase 2, Summit shortlisted',
    expect: SHORTLISTED_ONLY,
    target: phase2Pool,
    request: (pool) => ({ method: 'GET', url: url(pool) }),
    contents: (answer) => expect(answer.json().data.lines).toHaveLength(2),
  }),
  row({
    op: 'GET /api/v1/investor/pools/{id}/binding-bid/clock',
    on: 'a Northwind pool in phase 2, Summit shortlisted',
    expect: SHORTLISTED_ONLY,
    target: phase2Pool,
    request: (pool) => ({ method: 'GET', url: url(pool, '/clock') }),
  }),
  row({
    op: 'GET /api/v1/investor/pools/{id}/binding-bid/template.csv',
    on: 'a Northwind pool in phase 2, Summit shortlisted',
    expect: SHORTLISTED_ONLY,
    target: phase2Pool,
    request: (pool) => ({ method: 'GET', url: url(pool, '/template.csv') }),
  }),
  row({
    op: 'PUT /api/v1/investor/pools/{id}/binding-bid',
    on: 'a Northwind pool in phase 2, Summit shortlisted',
    expect: SHORTLISTED_ONLY,
    target: phase2Pool,
    request: (pool) => ({
      method: 'PUT',
      url: url(pool),
      body: {
        lines: [
          { line: 1, price_pct: '95' },
          { line: 2, excluded: true },
        ],
      },
    }),
  }),
  row({
    op: 'POST /api/v1/investor/pools/{id}/binding-bid/upload',
    on: 'a Northwind pool in phase 2, Summit shortlisted',
    expect: SHORTLISTED_ONLY,
    target: phase2Pool,
    request: (pool) => ({
      method: 'POST',
      url: url(pool, '/upload'),
      body: csvBody,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    }),
  }),
];
