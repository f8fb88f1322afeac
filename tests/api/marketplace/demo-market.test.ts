/**
 * The marketplace over the demo book: who may read it, pages that add up to the whole set, the
 * remaining term computed in SQL as the shared rule computes it, several regions listed in the
 * whole list's order, and the export's keyset pages keeping the list's order whatever the sort.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { entities, loans } from '../../../server/db/schema/index.ts';
import { marketConditions } from '../../../server/modules/marketplace/filters.ts';
import { marketRowPages } from '../../../server/modules/marketplace/queries.ts';
import { MARKET_LIST } from '../../../src/domain/lists.ts';
import { remainingTermMonths } from '../../../src/domain/loans/remaining-term.ts';
import { useApiHarness, API } from '../../support/api-harness.ts';
import { MARKET_EVERYONE, people, type MarketPerson } from './support.ts';

const h = useApiHarness();
const as = people(h);

const READERS: MarketPerson[] = [
  'investor_user',
  'investor_manager',
  'other_investor',
  'super_admin',
  'dl_admin_maker',
  'dl_admin_checker',
];
const ENDPOINTS = ['/marketplace/loans', '/marketplace/summary', '/marketplace/loans.csv', '/marketplace/banks'];

/** The demo market as the database holds it: listed loans of active banks. */
const listedRows = () =>
  h.t.db
    .select({
      id: loans.id,
      principal: loans.currentPrincipal,
      currency: loans.currency,
      cutoff: loans.dataCutoffDate,
      maturity: loans.maturityDate,
    })
    .from(loans)
    .innerJoin(entities, eq(entities.id, loans.bankId))
    .where(and(eq(loans.status, 'listed'), eq(entities.status, 'active')));

describe('who may read the marketplace', () => {
  it('lets investors and platform admins in, refuses bank users and people without a role (403) and guests (401)', async () => {
    const { data } = (await (await as('investor_user')).get(`${API}/marketplace/loans`)).json() as {
      data: { id: number }[];
    };
    const oneLoan = `/marketplace/loans/${data[0]!.id}`;
    for (const person of MARKET_EVERYONE) {
      const expected = READERS.includes(person) ? 200 : person === 'guest' ? 401 : 403;
      for (const path of [...ENDPOINTS, oneLoan]) {
        const response = await (await as(person)).get(`${API}${path}`);
        expect(`${person} ${path} ${response.statusCode}`).toBe(`${person} ${path} ${expected}`);
      }
    }
    const refusal = await (await as('bank_manager')).get(`${API}/marketplace/loans`);
    expect(refusal.json()).toEqual({ message: 'This action is unauthorized.' });
  });
});

describe('pages and figures over the demo book', () => {
  it('pages by 25, 50 or 100 and the pages add up to the whole set', async () => {
    const client = await as('investor_user');
    const rows = await listedRows();
    const first = (await client.get(`${API}/marketplace/loans?sort=current_principal&order=asc`)).json();
    expect(first.meta).toEqual({ total: rows.length, total_is_estimate: false, page: 1, per_page: 25 });
    const all: number[] = [];
    for (let page = 1; page <= Math.ceil(rows.length / 50); page += 1) {
      const answer = (
        await client.get(`${API}/marketplace/loans?sort=current_principal&order=asc&per_page=50&page=${page}`)
      ).json();
      all.push(...answer.data.map((item: { id: number }) => item.id));
    }
    expect(all.slice(0, 25)).toEqual(first.data.map((item: { id: number }) => item.id));
    expect([...all].sort((a, b) => a - b)).toEqual(rows.map((row) => row.id).sort((a, b) => a - b));
  });

  it('computes each remaining term in SQL exactly as the shared rule does, and the summary from the same rows', async () => {
    const rows = await listedRows();
    const client = await as('super_admin');
    const items = (await client.get(`${API}/marketplace/loans?per_page=100`)).json().data as {
      id: number;
      remaining_term_months: number;
    }[];
    expect(items).toHaveLength(rows.length);
    const expected = new Map(rows.map((row) => [row.id, remainingTermMonths(row.cutoff, row.maturity)]));
    for (const item of items) expect([item.id, item.remaining_term_months]).toEqual([item.id, expected.get(item.id)]);

    // The demo banks lend in GBP and USD: principal is summed within each currency, never over both.
    const centsIn = new Map<string, bigint>();
    for (const row of rows)
      centsIn.set(row.currency, (centsIn.get(row.currency) ?? 0n) + BigInt(row.principal.replace('.', '')));
    const summary = (await client.get(`${API}/marketplace/summary`)).json().data;
    expect(summary.count).toBe(rows.length);
    expect(centsIn.size).toBeGreaterThan(1);
    expect(summary.total_current_principal).toBeNull();
    const totals = Object.fromEntries(
      summary.by_currency.map((entry: { key: string; total_current_principal: string }) => [
        entry.key,
        entry.total_current_principal,
      ]),
    );
    expect(totals).toEqual(
      Object.fromEntries(
        [...centsIn].map(([currency, cents]) => [
          currency,
          `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`,
        ]),
      ),
    );
    const regionCount = summary.by_region.reduce((sum: number, share: { count: number }) => sum + share.count, 0);
    expect(regionCount).toBe(rows.length);
  });

  it('lists several regions in the same order as the whole list, for every sort and across pages', async () => {
    const client = await as('investor_user');
    type Page = { data: { id: number; region: string }[]; meta: { total: number } };
    const list = async (query: string) => (await client.get(`${API}/marketplace/loans?${query}`)).json() as Page;
    // The eight regions with the most listings: about forty loans, so two pages of 25 mixing them.
    const perRegion = new Map<string, number>();
    for (const item of (await list('per_page=100')).data)
      perRegion.set(item.region, (perRegion.get(item.region) ?? 0) + 1);
    const regions = [...perRegion]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, 8)
      .map(([region]) => region);
    for (const sort of MARKET_LIST.sortable) {
      for (const order of ['asc', 'desc'] as const) {
        const whole = (await list(`sort=${sort}&order=${order}&per_page=100`)).data
          .filter((item) => regions.includes(item.region))
          .map((item) => item.id);
        const first = await list(`region=${regions.join(',')}&sort=${sort}&order=${order}&per_page=25`);
        const second = await list(`region=${regions.join(',')}&sort=${sort}&order=${order}&per_page=25&page=2`);
        expect(first.meta.total).toBe(whole.length);
        const paged = [...first.data, ...second.data].map((item) => item.id);
        expect(`${sort} ${order} ${paged.join(',')}`).toBe(`${sort} ${order} ${whole.join(',')}`);
      }
    }
  });

  it('exports in keyset pages that keep the list’s order for every sort, ties and missing values included', async () => {
    const client = await as('investor_user');
    for (const sort of MARKET_LIST.sortable) {
      for (const order of ['asc', 'desc'] as const) {
        const listed = (await client.get(`${API}/marketplace/loans?sort=${sort}&order=${order}&per_page=100`))
          .json()
          .data.map((item: { id: number }) => item.id);
        const exported: number[] = [];
        // Pages of 7 make a dozen page boundaries, several inside runs of equal keys.
        for await (const page of marketRowPages(h.t.db, marketConditions({}), { sort, order }, 7))
          exported.push(...page.map((row) => row.id));
        expect(`${sort} ${order} ${exported.join(',')}`).toBe(`${sort} ${order} ${listed.join(',')}`);
      }
    }
  });
});
