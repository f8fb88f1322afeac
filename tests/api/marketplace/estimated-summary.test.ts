/**
 * The marketplace summary off the running totals' grain: exact up to its bound of matching loans,
 * past it estimated from a sample of the table's pages and flagged so. The bounds are lowered here
 * (a few thousand listed loans stand in for a million); the estimate is held to the full computation.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedLargeBook } from '../../../server/db/seed/seed-loans.ts';
import { marketConditions } from '../../../server/modules/marketplace/filters.ts';
import type { MarketFilterQuery } from '../../../server/modules/marketplace/schemas.ts';
import { marketSummaryFigures, offGrainSummary } from '../../../server/modules/marketplace/summary-off-grain.ts';
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
