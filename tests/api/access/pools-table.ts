/**
 * The matrix's rows for pools (DOMAIN.md, "Portfolio sales"): a bank's officers and managers build,
 * change and list their bank's pools; platform admins read them and change nothing; another bank's
 * people do not see them (404); investors and people without a role are refused (403).
 */
import { inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { batches, loans, poolLoans, pools } from '../../../server/db/schema/index.ts';
import { newLoan } from '../../support/valid-loan.ts';
import { row, type MatrixContext, type Row } from './matrix.ts';
import { bankOf, cells, isPlatform } from './principals.ts';

const API = '/api/v1';
const BANK_READ = cells('401 | ok ok ok | ok ok | 403 403 | 403 | 404 404 | 403 403');
const BANK_MAKE = cells('401 | 403 403 403 | ok ok | 403 403 | 403 | 404 404 | 403 403');
/** Any bank desk's people and the platform admins. */
const BANK_READ_ANY = cells('401 | ok ok ok | ok ok | 403 403 | 403 | ok ok | 403 403');
const OWN_BANK_LIST = cells('401 | ok ok ok | ok ok | 403 403 | 403 | ok ok | 403 403');

/** `count` new approved Northwind loans under a batch of their own (made as drafts, approved as an import leaves them). */
async function approvedBatch(
  ctx: MatrixContext,
  count = 2,
): Promise<{ bankId: number; batchId: number; loanIds: number[] }> {
  const officer = await ctx.as('bank_officer');
  const loanIds: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const created = await officer.post(`${API}/loans`, newLoan());
    expect(created.statusCode, created.body).toBe(201);
    loanIds.push(created.json().data.id);
  }
  const bankId = await ctx.fx.org('Northwind Bank');
  const [batch] = await ctx.h.t.db
    .insert(batches)
    .values({ bankId, fileName: 'pool.csv', fileFormat: 'csv', filePath: 'pool.csv', fileBytes: 1, status: 'imported' })
    .returning({ id: batches.id });
  await ctx.h.t.db.update(loans).set({ status: 'approved', batchId: batch!.id }).where(inArray(loans.id, loanIds));
  return { bankId, batchId: batch!.id, loanIds };
}

/** A Northwind draft pool of two loans; its first loan's id with it. */
async function draftPool(ctx: MatrixContext): Promise<{ id: number; loanId: number }> {
  const { bankId, loanIds } = await approvedBatch(ctx);
  const [pool] = await ctx.h.t.db
    .insert(pools)
    .values({ bankId, name: 'Matrix pool', cutOffDate: '2026-10-31', currency: 'GBP' })
    .returning({ id: pools.id });
  await ctx.h.t.db.insert(poolLoans).values(loanIds.map((loanId) => ({ poolId: pool!.id, loanId })));
  return { id: pool!.id, loanId: loanIds[0]! };
}

const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

// Columns:                  guest | super maker checker | officer manager | analyst director | newcomer | h.officer h.manager | b.analyst b.director
export const POOL_ROWS: Row[] = [
  row({
    op: 'GET /api/v1/pools',
    on: 'the caller’s own pools',
    expect: OWN_BANK_LIST,
    target: draftPool,
    request: () => ({ method: 'GET', url: `${API}/pools?per_page=100` }),
    contents: (answer, who) => {
      const { data } = answer.json() as { data: { bank: { name: string } }[] };
      if (isPlatform(who)) return;
      for (const pool of data) expect(pool.bank.name).toBe(bankOf(who));
      if (bankOf(who) === 'Northwind Bank') expect(data.length).toBeGreaterThan(0);
    },
  }),
  row({
    op: 'GET /api/v1/pools/investors',
    on: 'the investors a listing may invite',
    expect: BANK_READ_ANY,
    request: () => ({ method: 'GET', url: `${API}/pools/investors` }),
    contents: (answer) =>
      expect(answer.json().data.map((investor: { name: string }) => investor.name)).toContain('Summit Capital'),
  }),
  row({
    op: 'POST /api/v1/pools/preview',
    on: 'a Northwind batch of approved loans',
    expect: BANK_MAKE,
    fresh: false,
    target: approvedBatch,
    request: (batch) => ({
      method: 'POST',
      url: `${API}/pools/preview`,
      body: { bank_id: batch.bankId, batch_id: batch.batchId },
    }),
    contents: (answer) => expect(answer.json().data).toMatchObject({ count: 2, currencies: ['GBP'] }),
  }),
  row({
    op: 'POST /api/v1/pools',
    on: 'a Northwind batch of approved loans',
    expect: BANK_MAKE,
    target: approvedBatch,
    request: (batch) => ({
      method: 'POST',
      url: `${API}/pools`,
      body: { bank_id: batch.bankId, batch_id: batch.batchId, name: 'Matrix', cut_off_date: '2026-10-31' },
    }),
    contents: (answer) => expect(answer.json().data).toMatchObject({ status: 'draft', loan_count: 2 }),
  }),
  row({
    op: 'GET /api/v1/pools/{id}',
    on: 'a Northwind draft pool',
    expect: BANK_READ,
    target: draftPool,
    request: (pool) => ({ method: 'GET', url: `${API}/pools/${pool.id}` }),
  }),
  row({
    op: 'PATCH /api/v1/pools/{id}',
    on: 'a Northwind draft pool',
    expect: BANK_MAKE,
    target: draftPool,
    request: (pool) => ({ method: 'PATCH', url: `${API}/pools/${pool.id}`, body: { name: 'Renamed' } }),
  }),
  row({
    op: 'DELETE /api/v1/pools/{id}',
    on: 'a Northwind draft pool',
    expect: BANK_MAKE,
    target: draftPool,
    request: (pool) => ({ method: 'DELETE', url: `${API}/pools/${pool.id}` }),
  }),
  row({
    op: 'GET /api/v1/pools/{id}/loans',
    on: 'a Northwind draft pool',
    expect: BANK_READ,
    target: draftPool,
    request: (pool) => ({ method: 'GET', url: `${API}/pools/${pool.id}/loans` }),
    contents: (answer) => expect(answer.json().meta.total).toBe(2),
  }),
  row({
    op: 'DELETE /api/v1/pools/{id}/loans/{loanId}',
    on: 'a loan of a Northwind draft pool',
    expect: BANK_MAKE,
    target: draftPool,
    request: (pool) => ({ method: 'DELETE', url: `${API}/pools/${pool.id}/loans/${pool.loanId}` }),
  }),
  row({
    op: 'POST /api/v1/pools/{id}/list',
    on: 'a Northwind draft pool',
    expect: BANK_MAKE,
    target: draftPool,
    request: (pool) => ({
      method: 'POST',
      url: `${API}/pools/${pool.id}/list`,
      body: {
        access_mode: 'open',
        phase_1_deadline: future(7),
        phase_2_deadline: future(14),
        exclusion_limit: 1,
        nda_text: 'Confidential.',
      },
    }),
  }),
  row({
    op: 'GET /api/v1/pools/{id}/revisions',
    on: 'a Northwind draft pool',
    expect: BANK_READ,
    target: draftPool,
    request: (pool) => ({ method: 'GET', url: `${API}/pools/${pool.id}/revisions` }),
  }),
];
