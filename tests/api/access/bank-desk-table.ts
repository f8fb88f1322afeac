/**
 * The matrix's rows for the bank desk: loans, the bank's figures and data tapes (spec section 6
 * "Bank routes: bank_officer, bank_manager and all platform admins; mortgage edit excludes
 * bank_manager"; DOMAIN.md: platform admins read every organisation's screens and change
 * nothing; makers of bank-scope actions are the bank's officers and managers).
 */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { batches, loans } from '../../../server/db/schema/index.ts';
import { allAre, rowCount } from './contents.ts';
import { row, type MatrixContext, type Row } from './matrix.ts';
import { bankOf, cells, isPlatform, type Principal } from './principals.ts';
import { newLoan } from '../../support/valid-loan.ts';

const API = '/api/v1';
const northwind = (ctx: MatrixContext) => ctx.fx.org('Northwind Bank');

/** Bank users and platform admins read; another bank's people do not see Northwind's. */
const BANK_READ = cells('401 | ok ok ok | ok ok | 403 403 | 403 | 404 404 | 403 403');
/** The bank's officers and managers make it; platform admins only read. */
const BANK_MAKE = cells('401 | 403 403 403 | ok ok | 403 403 | 403 | 404 404 | 403 403');
/** Each bank user their own bank's; platform admins every bank's. */
const OWN_BANK_LIST = cells('401 | ok ok ok | ok ok | 403 403 | 403 | ok ok | 403 403');

type Item = { bank?: { name: string }; bank_id?: number };

/** A list answer holds exactly the caller's bank's records (all banks' for a platform admin), as the database counts them. */
async function ownBankOnly(
  ctx: MatrixContext,
  who: Principal,
  answer: { json(): { data: Item[]; meta: { total: number } } },
  table: typeof loans | typeof batches,
) {
  const { data, meta } = answer.json();
  if (isPlatform(who)) {
    expect(meta.total).toBe(await rowCount(ctx, table));
    return;
  }
  const bankId = await ctx.fx.org(bankOf(who) as 'Northwind Bank' | 'Harbor Savings');
  expect(meta.total).toBe(await rowCount(ctx, table, eq(table.bankId, bankId)));
  if (meta.total > 0) allAre(data, (item) => item.bank?.name, bankOf(who));
}

// Columns:                  guest | super maker checker | officer manager | analyst director | newcomer | h.officer h.manager | b.analyst b.director
export const BANK_DESK_ROWS: Row[] = [
  row({
    op: 'GET /api/v1/loans',
    on: 'the caller’s own loan book',
    expect: OWN_BANK_LIST,
    request: () => ({ method: 'GET', url: `${API}/loans?per_page=100` }),
    contents: (answer, who, ctx) => ownBankOnly(ctx, who, answer, loans),
  }),
  row({
    op: 'GET /api/v1/loans',
    on: 'Northwind’s loan book, named by bank_id',
    expect: BANK_READ,
    target: northwind,
    request: (bankId) => ({ method: 'GET', url: `${API}/loans?per_page=100&bank_id=${bankId}` }),
    contents: (answer) => allAre(answer.json().data, (loan: Item) => loan.bank?.name, 'Northwind Bank'),
  }),
  row({
    op: 'POST /api/v1/loans',
    on: 'a new draft in Northwind’s book',
    expect: BANK_MAKE,
    target: northwind,
    request: (bankId) => ({ method: 'POST', url: `${API}/loans`, body: newLoan({ bank_id: bankId }) }),
    contents: (answer) =>
      expect(answer.json().data).toMatchObject({ status: 'draft', bank: { name: 'Northwind Bank' } }),
  }),
  row({
    op: 'GET /api/v1/loans/{id}',
    on: 'a Northwind approved loan',
    expect: BANK_READ,
    target: (ctx) => ctx.fx.loan('approved'),
    request: (id) => ({ method: 'GET', url: `${API}/loans/${id}` }),
  }),
  row({
    op: 'PATCH /api/v1/loans/{id}',
    on: 'a Northwind draft (the edit screen excludes bank_manager)',
    expect: cells('401 | 403 403 403 | ok 403 | 403 403 | 403 | 404 404 | 403 403'),
    target: (ctx) => ctx.fx.loan('draft'),
    request: (id) => ({ method: 'PATCH', url: `${API}/loans/${id}`, body: { postcode_prefix: '1234' } }),
  }),
  row({
    op: 'POST /api/v1/loans/{id}/submit',
    on: 'a Northwind draft',
    expect: BANK_MAKE,
    target: (ctx) => ctx.fx.loan('draft'),
    request: (id) => ({ method: 'POST', url: `${API}/loans/${id}/submit` }),
  }),
  row({
    op: 'POST /api/v1/loans/{id}/list',
    on: 'a Northwind approved loan',
    expect: BANK_MAKE,
    target: (ctx) => ctx.fx.loan('approved'),
    request: (id) => ({
      method: 'POST',
      url: `${API}/loans/${id}/list`,
      body: { listing_description: 'Seasoned loan.' },
    }),
  }),
  row({
    op: 'POST /api/v1/loans/{id}/withdraw',
    on: 'a Northwind listed loan nobody has proposed on',
    expect: BANK_MAKE,
    target: (ctx) => ctx.fx.loan('listed'),
    request: (id) => ({ method: 'POST', url: `${API}/loans/${id}/withdraw` }),
  }),
  row({
    op: 'GET /api/v1/loans/{id}/revisions',
    on: 'a Northwind listed loan',
    expect: BANK_READ,
    target: (ctx) => ctx.fx.loan('listed'),
    request: (id) => ({ method: 'GET', url: `${API}/loans/${id}/revisions` }),
    contents: (answer) => expect(answer.json().data.length).toBeGreaterThan(0),
  }),
  row({
    op: 'GET /api/v1/bank/summary',
    on: 'the caller’s own bank',
    expect: OWN_BANK_LIST,
    request: () => ({ method: 'GET', url: `${API}/bank/summary` }),
    contents: async (answer, who, ctx) => {
      if (!isPlatform(who)) expect(answer.json().data.bank_id).toBe(await ctx.fx.org(bankOf(who) as 'Northwind Bank'));
    },
  }),
  row({
    op: 'GET /api/v1/bank/summary',
    on: 'Northwind, named by bank_id',
    expect: BANK_READ,
    target: northwind,
    request: (bankId) => ({ method: 'GET', url: `${API}/bank/summary?bank_id=${bankId}` }),
    contents: async (answer, _, ctx) => expect(answer.json().data.bank_id).toBe(await northwind(ctx)),
  }),

  // Data tapes and batches.
  row({
    op: 'GET /api/v1/batches/template.csv',
    // Recorded as it is: the blank template (a header and a made-up example row) is given to anyone signed in.
    on: 'the blank template',
    expect: cells('401 | ok ok ok | ok ok | ok ok | ok | ok ok | ok ok'),
    request: () => ({ method: 'GET', url: `${API}/batches/template.csv` }),
  }),
  row({
    op: 'GET /api/v1/batches/template.xlsx',
    on: 'the blank template',
    expect: cells('401 | ok ok ok | ok ok | ok ok | ok | ok ok | ok ok'),
    request: () => ({ method: 'GET', url: `${API}/batches/template.xlsx` }),
  }),
  row({
    op: 'POST /api/v1/batches',
    on: 'a tape for Northwind, named by bank_id',
    expect: BANK_MAKE,
    target: northwind,
    request: async (bankId, _, ctx) => {
      const { payload, headers } = await ctx.fx.tape();
      return { method: 'POST', url: `${API}/batches?bank_id=${bankId}`, body: payload, headers };
    },
    contents: async (answer, _, ctx) => expect(answer.json().data.bank_id).toBe(await northwind(ctx)),
  }),
  row({
    op: 'GET /api/v1/batches',
    on: 'the caller’s own batches',
    expect: OWN_BANK_LIST,
    request: () => ({ method: 'GET', url: `${API}/batches?per_page=100` }),
    contents: (answer, who, ctx) => ownBankOnly(ctx, who, answer, batches),
  }),
  row({
    op: 'GET /api/v1/batches',
    // Recorded as it is: the filter narrows what the caller may see, so another bank gets an empty list (the loan list answers 404).
    on: 'Northwind’s batches, named by bank_id',
    expect: cells('401 | ok ok ok | ok ok | 403 403 | 403 | ok ok | 403 403'),
    target: northwind,
    request: (bankId) => ({ method: 'GET', url: `${API}/batches?per_page=100&bank_id=${bankId}` }),
    contents: async (answer, who, ctx) => {
      if (bankOf(who) === 'Harbor Savings') expect(answer.json()).toMatchObject({ data: [], meta: { total: 0 } });
      else allAre(answer.json().data, (batch: Item) => batch.bank_id, await northwind(ctx));
    },
  }),
  // The spec keeps bank_officer off the batch review screen; DOMAIN.md has the officer read the
  // batch's errors and submit its valid rows, which needs these three reads.
  row({
    op: 'GET /api/v1/batches/{id}',
    on: 'a Northwind validated batch',
    expect: BANK_READ,
    target: (ctx) => ctx.fx.batch(),
    request: (id) => ({ method: 'GET', url: `${API}/batches/${id}` }),
  }),
  row({
    op: 'GET /api/v1/batches/{id}/errors',
    on: 'a Northwind validated batch',
    expect: BANK_READ,
    target: (ctx) => ctx.fx.batch(),
    request: (id) => ({ method: 'GET', url: `${API}/batches/${id}/errors` }),
  }),
  row({
    op: 'GET /api/v1/batches/{id}/errors.csv',
    on: 'a Northwind validated batch',
    expect: BANK_READ,
    target: (ctx) => ctx.fx.batch(),
    request: (id) => ({ method: 'GET', url: `${API}/batches/${id}/errors.csv` }),
  }),
  row({
    op: 'POST /api/v1/batches/{id}/submit',
    on: 'a Northwind validated batch',
    expect: BANK_MAKE,
    target: (ctx) => ctx.fx.batch(),
    request: (id) => ({ method: 'POST', url: `${API}/batches/${id}/submit` }),
  }),
];
