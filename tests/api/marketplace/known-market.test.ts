/**
 * The marketplace over a small known set (support.ts): each filter, sorts with their tie-break,
 * the summary's figures worked out by hand, the CSV export, a suspended bank's listing kept out,
 * and the caller's own proposal beside the count of everyone's.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useApiHarness, API } from '../../support/api-harness.ts';
import { createKnownMarket, insertProposal, people, setLoanStatus, type KnownMarket } from './support.ts';

const h = useApiHarness();
const as = people(h);
let m: KnownMarket;

beforeAll(async () => {
  m = await createKnownMarket(h.t.db);
});

interface Item {
  id: number;
  loan_ref: string;
  remaining_term_months: number;
  my_proposal: { id: number; status: string } | null;
}
const list = async (query: string, person: Parameters<typeof as>[0] = 'investor_user') => {
  const response = await (await as(person)).get(`${API}/marketplace/loans?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: Item[]; meta: { total: number; page: number; per_page: number } };
};
const ids = async (query: string) => (await list(query)).data.map((item) => item.id);
/** The ids a filter keeps, in id order. */
const kept = async (query: string) => (await ids(query)).sort((a, b) => a - b);
const refused = async (query: string) => {
  const response = await (await as('investor_user')).get(`${API}/marketplace/loans?${query}`);
  expect(response.statusCode).toBe(422);
  return response.json() as { message: string; errors: Record<string, string[]> };
};

describe('the marketplace list', () => {
  it('shows only listed loans of active banks, newest listing first, with the page meta', async () => {
    const page = await list('');
    expect(page.data.map((item) => item.id)).toEqual([m.l4, m.l2, m.l3, m.l1]);
    expect(page.meta).toEqual({ total: 4, total_is_estimate: false, page: 1, per_page: 25 });
    expect(page.data.map((item) => item.loan_ref)).not.toContain('MKT-DORMANT');
    const second = await list('per_page=50&page=2');
    expect(second).toEqual({ data: [], meta: { total: 4, total_is_estimate: false, page: 2, per_page: 50 } });
  });

  it('filters by each field, alone and together', async () => {
    expect(await kept('region=CA')).toEqual([m.l1, m.l3]);
    expect(await kept('region=CA,TX')).toEqual([m.l1, m.l3, m.l4]);
    expect(await kept('property_type=flat')).toEqual([m.l2, m.l3]);
    expect(await kept('occupancy=owner')).toEqual([m.l1, m.l4]);
    expect(await kept('rate_type=variable,mixed')).toEqual([m.l2, m.l3]);
    expect(await kept('rate_min=4.5&rate_max=5')).toEqual([m.l2, m.l3]);
    expect(await kept('ltv_min=60&ltv_max=80')).toEqual([m.l2, m.l3]);
    // A loan without a credit score is outside any credit score range.
    expect(await kept('credit_score_min=650&credit_score_max=750')).toEqual([m.l1, m.l4]);
    expect(await kept('balance_min=100000&balance_max=200000')).toEqual([m.l1, m.l3]);
    expect(await ids('arrears=in_arrears')).toEqual([m.l2]);
    expect(await kept('arrears=current')).toEqual([m.l1, m.l3, m.l4]);
    expect(await kept(`bank_id=${m.harbor}`)).toEqual([m.l3, m.l4]);
    // An empty list (a cleared filter) filters nothing.
    expect(await kept('region=&property_type=,')).toEqual([m.l1, m.l2, m.l3, m.l4]);
    expect(await ids('search=sum')).toEqual([m.l4]);
    expect(await ids('search=%25')).toEqual([]);
    expect(await kept('region=CA&property_type=flat&rate_min=4')).toEqual([m.l3]);
    expect(await ids(`bank_id=${m.suspendedBank}`)).toEqual([]);
    expect(await kept('currency=GBP')).toEqual([m.l1, m.l2]);
    expect(await kept('currency=USD,GBP')).toEqual([m.l1, m.l2, m.l3, m.l4]);
    expect(await kept('currency=EUR')).toEqual([]);
    expect(await kept('currency=USD&region=CA')).toEqual([m.l3]);
  });

  it('searches the reference for a substring in any case, LIKE wildcards taken literally', async () => {
    expect(await kept('search=mkt-l')).toEqual([m.l1, m.l2, m.l3]);
    // Shorter than a trigram: still found, by reading every reference.
    expect(await ids('search=l2')).toEqual([m.l2]);
    expect(await ids('search=(a1)')).toEqual([m.l4]);
    expect(await ids('search=MKT_L1')).toEqual([]);
    expect(await ids('search=MKT%25L1')).toEqual([]);
    expect(await ids('search=%5C')).toEqual([]);
  });

  it('refuses filters it cannot apply, naming the field', async () => {
    expect((await refused('region=CA,ZZ')).errors).toEqual({ region: ['The selected region is invalid.'] });
    expect((await refused('currency=GBP,EURO')).errors).toEqual({ currency: ['The selected currency is invalid.'] });
    expect((await refused('rate_min=5&rate_max=3')).errors).toEqual({
      rate_max: ['The rate max field must be at least the rate min.'],
    });
    expect((await refused('balance_min=abc')).errors).toHaveProperty('balance_min');
    expect((await refused('ltv_max=-1')).errors).toHaveProperty('ltv_max');
    expect((await refused('credit_score_min=800&credit_score_max=700')).errors).toHaveProperty('credit_score_max');
    expect((await refused('sort=password_hash')).errors).toHaveProperty('sort');
    expect((await refused('per_page=30')).errors).toEqual({ per_page: ['The per page field must be 25, 50 or 100.'] });
    expect((await refused('status=draft')).errors).toHaveProperty('request');
  });

  it('sorts by the chosen column either way, ties broken by id', async () => {
    expect(await ids('sort=current_principal&order=asc')).toEqual([m.l4, m.l1, m.l3, m.l2]);
    expect(await ids('sort=current_principal&order=desc')).toEqual([m.l2, m.l3, m.l1, m.l4]);
    expect(await ids('sort=region&order=asc')).toEqual([m.l1, m.l3, m.l2, m.l4]);
    expect(await ids('sort=region&order=desc')).toEqual([m.l4, m.l2, m.l3, m.l1]);
    // A loan without a credit score comes below every score.
    expect(await ids('sort=credit_score&order=asc')).toEqual([m.l2, m.l4, m.l1, m.l3]);
    expect(await ids('sort=bank_name&order=asc')).toEqual([m.l3, m.l4, m.l1, m.l2]);
    const byTerm = await list('sort=remaining_term_months&order=desc');
    expect(byTerm.data.map((item) => [item.id, item.remaining_term_months])).toEqual([
      [m.l3, 120],
      [m.l1, 2],
      [m.l2, 1],
      [m.l4, 0],
    ]);
  });
});

describe('the marketplace summary', () => {
  it('sums and weighs the filtered set in SQL', async () => {
    const response = await (await as('investor_manager')).get(`${API}/marketplace/summary`);
    expect(response.statusCode).toBe(200);
    // Principal per currency GBP (L1, L2) 400,000.00 and USD (L3, L4) 250,000.50; over both it is not given.
    // Rate (100000×3 + 300000×5 + 200000×4.5 + 50000.5×6.25) / 650000.5 = 4.6346…; LTV 45,500,045 / 650,000.5 = 70.00002…
    // Credit score over L1, L3, L4 only: 262,500,325 / 350,000.5 = 749.99986…; term 24,500,000 / 650,000.5 = 37.6923…
    expect(response.json()).toEqual({
      data: {
        count: 4,
        is_estimate: false,
        total_current_principal: null,
        // Averages weighted by principal are per currency: a GBP loan never weighs against a USD one.
        // GBP (L1, L2): rate 1,800,000 / 400,000 = 4.5; LTV 29,000,000 / 400,000 = 72.5; score L1 only; term 500,000 / 400,000.
        // USD (L3, L4): rate 1,212,503.125 / 250,000.5 = 4.84999…; LTV 16,500,045 / 250,000.5 = 66.00004…;
        // score 192,500,325 / 250,000.5 = 769.9997…; term 24,000,000 / 250,000.5 = 95.9998….
        by_currency: [
          {
            key: 'GBP',
            count: 2,
            total_current_principal: '400000.00',
            weighted_avg_rate_pct: '4.50',
            weighted_avg_ltv_pct: '72.50',
            weighted_avg_credit_score: '700.00',
            weighted_avg_remaining_term_months: '1.25',
          },
          {
            key: 'USD',
            count: 2,
            total_current_principal: '250000.50',
            weighted_avg_rate_pct: '4.85',
            weighted_avg_ltv_pct: '66.00',
            weighted_avg_credit_score: '770.00',
            weighted_avg_remaining_term_months: '96.00',
          },
        ],
        weighted_avg_rate_pct: null,
        weighted_avg_ltv_pct: null,
        weighted_avg_credit_score: null,
        weighted_avg_remaining_term_months: null,
        // Two currencies: each region and type gives its count alone, most loans first.
        by_region: [
          { key: 'CA', count: 2, total_current_principal: null },
          { key: 'NY', count: 1, total_current_principal: null },
          { key: 'TX', count: 1, total_current_principal: null },
        ],
        by_property_type: [
          { key: 'flat', count: 2, total_current_principal: null },
          { key: 'house', count: 2, total_current_principal: null },
        ],
      },
    });
  });

  it('takes the list filters, and has no averages for an empty set', async () => {
    const texan = (await (await as('investor_user')).get(`${API}/marketplace/summary?region=TX`)).json().data;
    expect(texan).toMatchObject({
      count: 1,
      total_current_principal: '50000.50',
      weighted_avg_rate_pct: '6.25',
      weighted_avg_remaining_term_months: '0.00',
    });
    const noScore = (await (await as('investor_user')).get(`${API}/marketplace/summary?region=NY`)).json().data;
    expect(noScore).toMatchObject({ count: 1, weighted_avg_credit_score: null, weighted_avg_ltv_pct: '80.00' });
    const dollars = (await (await as('investor_user')).get(`${API}/marketplace/summary?currency=USD`)).json().data;
    expect(dollars).toMatchObject({
      count: 2,
      total_current_principal: '250000.50',
      by_currency: [{ key: 'USD', count: 2, total_current_principal: '250000.50', weighted_avg_rate_pct: '4.85' }],
      weighted_avg_rate_pct: '4.85',
    });
    expect((await (await as('investor_user')).get(`${API}/marketplace/summary?currency=XYZ`)).statusCode).toBe(422);
    const none = (await (await as('investor_user')).get(`${API}/marketplace/summary?region=WY`)).json().data;
    expect(none).toEqual({
      count: 0,
      is_estimate: false,
      total_current_principal: '0.00',
      by_currency: [],
      weighted_avg_rate_pct: null,
      weighted_avg_ltv_pct: null,
      weighted_avg_credit_score: null,
      weighted_avg_remaining_term_months: null,
      by_region: [],
      by_property_type: [],
    });
    expect((await (await as('investor_user')).get(`${API}/marketplace/summary?rate_min=x`)).statusCode).toBe(422);
  });

  it("reads a filter off the running totals' grain from the loans, the same figures in one pass", async () => {
    const summary = async (query: string) =>
      (await (await as('investor_user')).get(`${API}/marketplace/summary?${query}`)).json().data;
    // Every loan's rate is at least 0: the same set as no filter, summed over the loans instead of the totals.
    expect(await summary('rate_min=0')).toEqual(await summary(''));
    expect(await summary('arrears=in_arrears')).toMatchObject({
      count: 1,
      total_current_principal: '300000.00',
      weighted_avg_rate_pct: '5.00',
      by_currency: [{ key: 'GBP', count: 1, total_current_principal: '300000.00' }],
      by_property_type: [{ key: 'flat', count: 1, total_current_principal: '300000.00' }],
    });
    expect(await summary('rate_min=99')).toEqual(await summary('region=WY'));
  });
});

describe('the CSV export', () => {
  it('streams every matching loan in the chosen order, formula-like cells neutralised', async () => {
    const response = await (
      await as('investor_user')
    ).get(`${API}/marketplace/loans.csv?sort=current_principal&order=asc`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="marketplace-${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    const [header, ...rows] = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    // The header as the spec names the columns, written out so that a renamed column fails here.
    expect(header).toBe(
      'id,loan_ref,bank_name,status,currency,current_principal,interest_rate_pct,rate_type,current_ltv_pct,credit_score,region,property_type,occupancy,remaining_term_months,days_in_arrears,account_status,asking_price_pct,bid_deadline,listed_at',
    );
    expect(rows.map((row) => Number(row.split(',')[0]))).toEqual([m.l4, m.l1, m.l3, m.l2]);
    expect(rows[0]).toBe(
      `${m.l4},'=SUM(A1),Harbor Savings,listed,USD,50000.50,6.2500,fixed,90.0000,650,TX,house,owner,0,0,performing,99.500,2027-01-15,2026-10-04T09:00:00.000Z`,
    );
    // No credit score: an empty cell.
    expect(rows[3]!.split(',')[9]).toBe('');
  });

  it('takes the same filters', async () => {
    const response = await (
      await as('super_admin')
    ).get(`${API}/marketplace/loans.csv?region=CA&sort=loan_ref&order=asc`);
    const rows = response.body.trimEnd().split('\r\n').slice(1);
    expect(rows.map((row) => Number(row.split(',')[0]))).toEqual([m.l1, m.l3]);
    expect((await (await as('investor_user')).get(`${API}/marketplace/loans.csv?region=ZZ`)).statusCode).toBe(422);
    const pounds = (
      await (await as('investor_user')).get(`${API}/marketplace/loans.csv?currency=GBP&sort=loan_ref&order=asc`)
    ).body
      .trimEnd()
      .split('\r\n')
      .slice(1);
    expect(pounds.map((row) => [Number(row.split(',')[0]), row.split(',')[4]])).toEqual([
      [m.l1, 'GBP'],
      [m.l2, 'GBP'],
    ]);
    expect((await (await as('investor_user')).get(`${API}/marketplace/loans.csv?currency=gbp`)).statusCode).toBe(422);
  });
});

describe('banks and one loan', () => {
  it('lists the active banks that have a listing, for the bank filter', async () => {
    const response = await (await as('investor_user')).get(`${API}/marketplace/banks`);
    expect(response.json()).toEqual({
      data: [
        { id: m.harbor, name: 'Harbor Savings' },
        { id: m.northwind, name: 'Northwind Bank' },
      ],
    });
  });

  it('shows the caller’s own open proposal and counts everyone’s, never whose they are', async () => {
    const mine = await insertProposal(h.t.db, m.l1, m.summit, 'countered');
    await insertProposal(h.t.db, m.l1, m.bluewater, 'submitted');
    await insertProposal(h.t.db, m.l3, m.summit, 'withdrawn');
    const theirs = await insertProposal(h.t.db, m.l3, m.bluewater, 'accepted');

    // By loan reference: =SUM(A1) (L4), MKT-L1, MKT-L2, MKT-L3.
    const summitView = await list('sort=loan_ref&order=asc');
    expect(summitView.data.map((item) => item.id)).toEqual([m.l4, m.l1, m.l2, m.l3]);
    expect(summitView.data.map((item) => item.my_proposal)).toEqual([
      null,
      { id: mine, status: 'countered' },
      null,
      null,
    ]);
    const bluewaterView = await list('sort=loan_ref&order=asc', 'other_investor');
    expect(bluewaterView.data.map((item) => item.my_proposal?.id ?? null)).toEqual([
      null,
      expect.any(Number),
      null,
      theirs,
    ]);
    const adminView = await list('sort=loan_ref&order=asc', 'super_admin');
    expect(adminView.data.every((item) => item.my_proposal === null)).toBe(true);

    const detail = async (id: number, person: Parameters<typeof as>[0] = 'investor_user') =>
      (await as(person)).get(`${API}/marketplace/loans/${id}`);
    const l1 = (await detail(m.l1)).json().data;
    expect(l1).toMatchObject({
      id: m.l1,
      open_proposals_count: 2,
      my_proposal: { id: mine, status: 'countered' },
      bank: { id: m.northwind, name: 'Northwind Bank' },
    });
    expect(l1).not.toHaveProperty('proposals');
    const l3 = (await detail(m.l3)).json().data;
    expect(l3).toMatchObject({
      open_proposals_count: 1,
      my_proposal: null,
      remaining_term_months: 120,
      listing_description: 'A seasoned loan.',
    });
    expect(JSON.stringify(l3)).not.toContain('Bluewater');
  });

  it('opens a loan on the market, or one the caller traded on; hides the rest', async () => {
    const detail = async (id: number, person: Parameters<typeof as>[0] = 'investor_user') =>
      (await (await as(person)).get(`${API}/marketplace/loans/${id}`)).statusCode;
    expect(await detail(m.l2)).toBe(200);
    expect(await detail(m.notListed)).toBe(404);
    expect(await detail(m.ofSuspendedBank)).toBe(404);
    expect(await detail(999_999)).toBe(404);
    expect(await detail(m.l2, 'bank_officer')).toBe(403);

    // Sold: visible only to an investor who made a proposal on it (Summit withdrew one on L3).
    await setLoanStatus(h.t.db, [m.l3], 'sold');
    expect(await detail(m.l3)).toBe(200);
    await setLoanStatus(h.t.db, [m.l2], 'sold');
    expect(await detail(m.l2)).toBe(404);
    await setLoanStatus(h.t.db, [m.l2], 'under_offer');
    expect(await detail(m.l2)).toBe(200);
    expect(await ids('')).not.toContain(m.l2);
    await setLoanStatus(h.t.db, [m.l2], 'listed');
    await setLoanStatus(h.t.db, [m.l3], 'listed');
  });
});
