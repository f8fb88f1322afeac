/** GET /loans: filters, server-side sorting on whitelisted columns, pagination, and "awaiting my approval"; and the bank summary's figures. */
import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deals, proposals } from '../../../server/db/schema/index.ts';
import { useApiHarness, API } from '../../support/api-harness.ts';
import { entityId, freshListedLoans, insertDeal } from '../../support/trading.ts';
import { people } from '../../support/signed-in-people.ts';

const h = useApiHarness();
const as = people(h);

interface Row {
  id: number;
  loan_ref: string;
  status: string;
  interest_rate_pct: string;
  current_principal: string;
  region: string;
}
const list = async (query: string) => {
  const response = await (await as('bank_officer')).get(`${API}/loans?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: Row[]; meta: { total: number; page: number; per_page: number } };
};
/** Decimal strings compared exactly: pad to the same scale and compare as big integers. */
const units = (value: string) => BigInt(value.replace('.', ''));

describe('GET /loans', () => {
  it('pages by 25 by default, and by 50 or 100 when asked; other page sizes are refused', async () => {
    const first = await list('');
    expect(first.meta).toMatchObject({ page: 1, per_page: 25 });
    expect(first.data).toHaveLength(25);
    expect(first.meta.total).toBeGreaterThanOrEqual(150);
    const fifty = await list('per_page=50&page=2&sort=id&order=asc');
    expect(fifty.data).toHaveLength(50);
    const hundred = await list('per_page=100&sort=id&order=asc');
    expect(fifty.data.map((row) => row.id)).toEqual(hundred.data.slice(50, 100).map((row) => row.id));
    const beyond = await list(`page=${Math.ceil(first.meta.total / 25) + 1}`);
    expect(beyond.data).toEqual([]);
    expect((await (await as('bank_officer')).get(`${API}/loans?per_page=30`)).statusCode).toBe(422);
  });

  it('sorts on the server by a whitelisted column, either way; an unknown column is refused', async () => {
    const ascending = await list('sort=current_principal&order=asc&per_page=100');
    const amounts = ascending.data.map((row) => units(row.current_principal));
    expect(amounts).toEqual([...amounts].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const descending = await list('sort=interest_rate_pct&order=desc&per_page=100');
    const rates = descending.data.map((row) => units(row.interest_rate_pct));
    expect(rates).toEqual([...rates].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0)));
    const refs = (await list('sort=loan_ref&order=asc&per_page=100')).data.map((row) => row.loan_ref.toLowerCase());
    expect(refs).toEqual([...refs].sort());
    const refused = await (await as('bank_officer')).get(`${API}/loans?sort=password_hash`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toHaveProperty('sort');
  });

  it('filters by status, loan reference, rate, balance and region, together', async () => {
    const listed = await list('status=listed&per_page=100');
    expect(listed.meta.total).toBeGreaterThan(0);
    expect(listed.data.every((row) => row.status === 'listed')).toBe(true);

    const searched = await list('search=00001');
    expect(searched.data.length).toBeGreaterThan(0);
    expect(searched.data.every((row) => row.loan_ref.includes('00001'))).toBe(true);
    // Any case finds the same loans; LIKE wildcards in the search are taken literally.
    const reference = searched.data[0]!.loan_ref;
    const inOtherCase = await list(`search=${encodeURIComponent(reference.slice(1).toLowerCase())}`);
    expect(inOtherCase.data.map((row) => row.loan_ref)).toContain(reference);
    expect((await list('search=%25')).meta.total).toBe(0);
    expect((await list(`search=${encodeURIComponent(reference.replace(/-/g, '_'))}`)).meta.total).toBe(0);

    const ranged = await list('rate_min=3&rate_max=5&balance_min=100000&balance_max=400000&per_page=100');
    expect(ranged.meta.total).toBeGreaterThan(0);
    for (const row of ranged.data) {
      expect(units(row.interest_rate_pct)).toBeGreaterThanOrEqual(30000n);
      expect(units(row.interest_rate_pct)).toBeLessThanOrEqual(50000n);
      expect(units(row.current_principal)).toBeGreaterThanOrEqual(10000000n);
      expect(units(row.current_principal)).toBeLessThanOrEqual(40000000n);
    }

    const region = ranged.data[0]!.region;
    const byRegion = await list(`region=${region}&status=${ranged.data[0]!.status}&per_page=100`);
    expect(byRegion.data.every((row) => row.region === region && row.status === ranged.data[0]!.status)).toBe(true);
    expect((await (await as('bank_officer')).get(`${API}/loans?region=ZZ`)).statusCode).toBe(422);
    expect((await (await as('bank_officer')).get(`${API}/loans?rate_min=abc`)).statusCode).toBe(422);
  });

  it('"awaiting my approval" lists the loans with an action a manager may decide; for an officer it is empty', async () => {
    const awaiting = (await (await as('bank_manager')).get(`${API}/loans?awaiting_approval=true&per_page=100`)).json();
    expect(awaiting.meta.total).toBeGreaterThan(0);
    for (const loan of awaiting.data.slice(0, 5)) {
      const detail = (await (await as('bank_manager')).get(`${API}/loans/${loan.id}`)).json().data;
      expect(detail.can.approve).toBe(true);
      expect(detail.pending_actions.length).toBeGreaterThan(0);
    }
    expect((await (await as('bank_officer')).get(`${API}/loans?awaiting_approval=true`)).json().meta.total).toBe(0);
    expect((await (await as('super_admin')).get(`${API}/loans?awaiting_approval=true`)).json().meta.total).toBe(0);
  });

  it('a platform admin filters by bank; a bank user asking for another bank gets 404', async () => {
    const harborId = (await (await as('other_bank_officer')).get(`${API}/loans`)).json().data[0].bank.id;
    const harbor = (await (await as('dl_admin_maker')).get(`${API}/loans?bank_id=${harborId}&per_page=100`)).json();
    expect(harbor.data.every((row: { bank_id: number }) => row.bank_id === harborId)).toBe(true);
    expect((await (await as('bank_officer')).get(`${API}/loans?bank_id=${harborId}`)).statusCode).toBe(404);
  });
});

describe('GET /bank/summary', () => {
  it('counts the bank’s loans and principal by status, the approvals waiting, and the volume sold per month', async () => {
    const summary = (await (await as('bank_manager')).get(`${API}/bank/summary`)).json().data;
    expect(summary.loans_by_status.map((row: { status: string }) => row.status)).toEqual([
      'draft',
      'pending_approval',
      'approved',
      'rejected',
      'listed',
      'withdrawn',
      'under_offer',
      'sold',
    ]);
    const listedCount = (await list('status=listed')).meta.total;
    expect(summary.loans_by_status.find((row: { status: string }) => row.status === 'listed').count).toBe(listedCount);
    expect(summary.approvals_waiting).toBeGreaterThan(0);
    expect(summary.approvals_awaiting_me).toBe(summary.approvals_waiting);
    expect(summary.volume_sold_per_month.length).toBeGreaterThan(0);
    for (const month of summary.volume_sold_per_month) expect(month.month).toMatch(/^\d{4}-\d{2}$/);
    const officer = (await (await as('bank_officer')).get(`${API}/bank/summary`)).json().data;
    expect(officer.approvals_awaiting_me).toBe(0);
  });

  it('keeps each currency’s principal and volume apart, never adding two currencies together', async () => {
    const admin = (await (await as('super_admin')).get(`${API}/bank/summary`)).json().data;
    expect(admin.bank_id).toBeNull();
    expect(admin.currencies.length).toBeGreaterThan(1);
    for (const row of admin.loans_by_status) {
      expect(row).not.toHaveProperty('principal');
      const currencies = row.principal_by_currency.map((entry: { currency: string }) => entry.currency);
      expect(new Set(currencies).size).toBe(currencies.length);
      for (const currency of currencies) expect(admin.currencies).toContain(currency);
    }
    for (const month of admin.volume_sold_per_month) expect(admin.currencies).toContain(month.currency);
  });

  it('counts the proposals on the bank’s loans awaiting its answer and its deals not yet settled', async () => {
    const northwind = await entityId(h.t.db, 'Northwind Bank');
    const counted = async (table: typeof proposals | typeof deals, where: SQL | undefined) =>
      (await h.t.db.select({ n: count() }).from(table).where(where))[0]!.n;
    const submitted = await counted(proposals, and(eq(proposals.bankId, northwind), eq(proposals.status, 'submitted')));
    const unsettled = await counted(
      deals,
      and(eq(deals.bankId, northwind), inArray(deals.status, ['pending_settlement', 'funds_sent'])),
    );
    const before = (await (await as('bank_officer')).get(`${API}/bank/summary`)).json().data;
    expect(submitted).toBeGreaterThan(0);
    expect({ proposals: before.proposals_awaiting_response, deals: before.deals_to_settle }).toEqual({
      proposals: submitted,
      deals: unsettled,
    });

    const harbor = (await (await as('other_bank_manager')).get(`${API}/bank/summary`)).json().data;
    await insertDeal(h.t.db, {
      loanId: await freshListedLoans(h)('Northwind Bank'),
      investor: 'Bluewater Pension Fund',
    });
    expect((await (await as('bank_officer')).get(`${API}/bank/summary`)).json().data.deals_to_settle).toBe(
      unsettled + 1,
    );
    const harborAfter = (await (await as('other_bank_manager')).get(`${API}/bank/summary`)).json().data;
    expect({ proposals: harborAfter.proposals_awaiting_response, deals: harborAfter.deals_to_settle }).toEqual({
      proposals: harbor.proposals_awaiting_response,
      deals: harbor.deals_to_settle,
    });
    const all = (await (await as('super_admin')).get(`${API}/bank/summary`)).json().data;
    expect(all.proposals_awaiting_response).toBe(await counted(proposals, eq(proposals.status, 'submitted')));
  });
});
