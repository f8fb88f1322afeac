/**
 * The marketplace summary off the running totals' grain: exact up to its bound of matching loans,
 * past it estimated from a sample of the table's pages and flagged so. The bounds are lowered here
 * (a few thousand listed loans stand in for a million); the estimate is held to the full computation.
 * An estimate is kept a while (server/lib/kept-estimates.ts); an exact figure never is.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedLargeBook } from '../../../server/db/seed/seed-loans.ts';
import { marketConditions } from '../../../server/modules/marketplace/filters.ts';
import type { MarketFilterQuery } from '../../../server/modules/marketplace/schemas.ts';
import { marketSummaryFigures, offGrainSummary } from '../../../server/modules/marketplace/summary-off-grain.ts';
import { marketListRows } from '../../../server/modules/marketplace/queries.ts';
import { marketFigures } from '../../../server/modules/marketplace/service.ts';
import { MarketListQuerySchema } from '../../../server/modules/marketplace/schemas.ts';
import { loans } from '../../../server/db/schema/index.ts';
import { API, useApiHarness } from '../../support/api-harness.ts';
import { people } from './support.ts';

const h = useApiHarness();
const as = people(h);

beforeAll(async () => {
  await seedLargeBook(h.t.db, 3000, 'listed');
  await h.t.db.execute(sql`analyze loans`);
}, 120_000);

const FIXED_RATES: MarketFilterQuery = { rate_type: 'fixed' };
const summaryOf = (filter: MarketFilterQuery, bounds: { exactUpTo: number; sampleRows: number }) =>
  offGrainSummary(h.t.db, marketConditions(filter), bounds);
const exactOf = (filter: MarketFilterQuery) => marketSummaryFigures(h.t.db, marketConditions(filter));
const near = (estimated: string | null, exact: string | null, within: number) =>
  Math.abs(Number(estimated) - Number(exact)) <= within;

describe('the summary of a set off the totals’ grain', () => {
  it('sums every matching loan when the sample says they are no more than its bound, exactly', async () => {
    const { figures, isEstimate } = await summaryOf(FIXED_RATES, { exactUpTo: 100_000, sampleRows: 500 });
    expect(isEstimate).toBe(false);
    expect(figures).toEqual(await exactOf(FIXED_RATES));
  });

  it('takes a sample that is the whole table for the exact answer', async () => {
    const { figures, isEstimate } = await summaryOf(FIXED_RATES, { exactUpTo: 500, sampleRows: 1_000_000 });
    expect(isEstimate).toBe(false);
    expect(figures).toEqual(await exactOf(FIXED_RATES));
  });

  it('past its bound, estimates from a sample of the table scaled to the whole, each currency on its own', async () => {
    const exact = await exactOf(FIXED_RATES);
    expect(exact.totals.count).toBeGreaterThan(1000);
    const { figures, isEstimate } = await summaryOf(FIXED_RATES, { exactUpTo: 500, sampleRows: 1500 });
    expect(isEstimate).toBe(true);
    expect(figures.matched).toBeLessThan(exact.totals.count);
    expect(Math.abs(figures.totals.count - exact.totals.count) / exact.totals.count).toBeLessThan(0.3);
    // The sample's loans are spread over the currencies as the market's are, and never weighed against each other.
    expect(figures.byCurrency.map((entry) => entry.key).sort()).toEqual(
      exact.byCurrency.map((entry) => entry.key).sort(),
    );
    for (const estimated of figures.byCurrency) {
      const truth = exact.byCurrency.find((entry) => entry.key === estimated.key)!;
      expect(near(estimated.weightedAvgRatePct, truth.weightedAvgRatePct, 0.5), `rate ${estimated.key}`).toBe(true);
      expect(near(estimated.weightedAvgLtvPct, truth.weightedAvgLtvPct, 4), `LTV ${estimated.key}`).toBe(true);
      expect(near(estimated.weightedAvgCreditScore, truth.weightedAvgCreditScore, 25), `score ${estimated.key}`).toBe(
        true,
      );
      const principalShare = Number(estimated.totalCurrentPrincipal) / Number(truth.totalCurrentPrincipal);
      expect(principalShare, `principal ${estimated.key}`).toBeGreaterThan(0.6);
      expect(principalShare, `principal ${estimated.key}`).toBeLessThan(1.4);
    }
    const regions = new Set(exact.byRegion.map((entry) => entry.key));
    expect(figures.byRegion.every((entry) => regions.has(entry.key))).toBe(true);
  });

  it('says which it is over HTTP: a few thousand matching loans are summed, not estimated', async () => {
    const client = await as('investor_user');
    const summary = (await client.get(`${API}/marketplace/summary?rate_type=fixed`)).json().data;
    const list = (await client.get(`${API}/marketplace/loans?rate_type=fixed`)).json().meta;
    expect(summary.is_estimate).toBe(false);
    expect(list.total_is_estimate).toBe(false);
    expect(summary.count).toBe(list.total);
    expect((await client.get(`${API}/marketplace/summary?region=CA`)).json().data.is_estimate).toBe(false);
  });
});

/** Takes listed loans of a rate type off the market, as banks withdrawing them would: `count` of them, or all but `keep`. */
async function withdraw(rateType: 'fixed' | 'variable', { count, keep = 0 }: { count?: number; keep?: number }) {
  const chosen = h.t.db
    .select({ id: loans.id })
    .from(loans)
    .where(and(eq(loans.status, 'listed'), eq(loans.rateType, rateType)))
    .orderBy(loans.id)
    .offset(keep)
    .limit(count ?? 1_000_000);
  await h.t.db.update(loans).set({ status: 'withdrawn' }).where(inArray(loans.id, chosen));
  // The planner's statistics see the change too, so an estimate worked out again would differ.
  await h.t.db.execute(sql`analyze loans`);
}

describe('estimates kept a while, exact figures never', () => {
  const listOf = (query: Record<string, string>, bound: number) =>
    marketListRows(h.t.db, MarketListQuerySchema.parse(query), [], bound);

  it('a list past its bound keeps its estimated count and pages without counting again', async () => {
    const first = await listOf({ rate_type: 'fixed', per_page: '25' }, 500);
    expect(first.total_is_estimate).toBe(true);
    expect(first.total).toBeGreaterThan(500);
    // Within the window the count stays the estimate, though 100 are left: counted again, they would be exact.
    await withdraw('fixed', { keep: 100 });
    const second = await listOf({ rate_type: 'fixed', page: '2', per_page: '25', sort: 'current_principal' }, 500);
    expect(second).toMatchObject({ total: first.total, total_is_estimate: true });
    expect(second.rows).toHaveLength(25);
    expect(second.rows.every((row) => row.rate_type === 'fixed' && row.status === 'listed')).toBe(true);
  });

  it('a list within its bound is counted afresh on every request', async () => {
    const exactly = { rate_type: 'variable' };
    const before = await listOf(exactly, 100_000);
    expect(before.total_is_estimate).toBe(false);
    await withdraw('variable', { count: 7 });
    expect(await listOf(exactly, 100_000)).toMatchObject({ total: before.total - 7, total_is_estimate: false });
  });

  it('a summary past its bound keeps its estimate; one within it is summed afresh', async () => {
    const bounds = { exactUpTo: 200, sampleRows: 1500 };
    const estimated = await marketFigures(h.t.db, { arrears: 'current' }, bounds);
    expect(estimated.isEstimate).toBe(true);
    await withdraw('variable', { count: 200 });
    expect(await marketFigures(h.t.db, { arrears: 'current' }, bounds)).toEqual(estimated);

    const exactBounds = { exactUpTo: 100_000, sampleRows: 500 };
    const before = await marketFigures(h.t.db, { rate_type: 'variable' }, exactBounds);
    expect(before.isEstimate).toBe(false);
    await withdraw('variable', { count: 5 });
    const after = await marketFigures(h.t.db, { rate_type: 'variable' }, exactBounds);
    expect(after.figures.totals.count).toBe(before.figures.totals.count - 5);
  });
});
