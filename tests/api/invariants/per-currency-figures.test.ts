/**
 * Amounts of two currencies are never added, whatever the market holds: over random sets of listed
 * loans in random currencies, the marketplace summary gives each currency its exact total (summed
 * here in BigInt cents), a one-figure total and averages only for a set of one currency, and each
 * region's principal only then. FC_SEED=<n> replays a failing run.
 */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { entities, loans } from '../../../server/db/schema/index.ts';
import { useApiHarness, API } from '../../support/api-harness.ts';
import { marketLoan, people } from '../marketplace/support.ts';

const h = useApiHarness();
const as = people(h);
const RUNS = Number(process.env['FC_RUNS'] ?? 25);
const seed = process.env['FC_SEED'] === undefined ? undefined : Number(process.env['FC_SEED']);

const CURRENCIES = ['GBP', 'USD', 'EUR'] as const;
const REGIONS = ['CA', 'NY', 'TX'] as const;

const listing = fc.record({
  currency: fc.constantFrom(...CURRENCIES),
  region: fc.constantFrom(...REGIONS),
  // Up to 10^16 - 1 cents: past what a float holds exactly once a few are added.
  cents: fc.bigInt({ min: 1n, max: 10n ** 16n - 1n }),
});
const filter = fc.option(fc.subarray([...REGIONS], { minLength: 1 }), { nil: undefined });

const decimal = (cents: bigint) => `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;

interface Share {
  key: string;
  count: number;
  total_current_principal: string | null;
}
interface Summary {
  count: number;
  total_current_principal: string | null;
  weighted_avg_rate_pct: string | null;
  by_currency: Share[];
  by_region: Share[];
}

let bankId = 0;
let made = 0;

beforeAll(async () => {
  const [bank] = await h.t.db.select({ id: entities.id }).from(entities).where(eq(entities.name, 'Northwind Bank'));
  bankId = bank!.id;
});

describe('the marketplace summary over random listings', () => {
  it('sums within each currency and never over two', { timeout: 300_000 }, async () => {
    const investor = await as('investor_user');
    await fc.assert(
      fc.asyncProperty(fc.array(listing, { maxLength: 12 }), filter, async (listings, regions) => {
        await h.t.db.update(loans).set({ status: 'withdrawn' }).where(eq(loans.status, 'listed'));
        if (listings.length > 0)
          await h.t.db.insert(loans).values(
            listings.map((one) =>
              marketLoan(bankId, {
                loanRef: `CUR-${(made += 1)}`,
                currency: one.currency,
                region: one.region,
                currentPrincipal: decimal(one.cents),
                originalPrincipal: decimal(one.cents),
              }),
            ),
          );
        const query = regions ? `?region=${regions.join(',')}` : '';
        const answer = await investor.get(`${API}/marketplace/summary${query}`);
        expect(answer.statusCode, answer.body).toBe(200);
        const summary = answer.json().data as Summary;

        const kept = listings.filter((one) => !regions || regions.includes(one.region));
        const centsIn = new Map<string, bigint>();
        for (const one of kept) centsIn.set(one.currency, (centsIn.get(one.currency) ?? 0n) + one.cents);
        expect(summary.count).toBe(kept.length);
        expect(
          Object.fromEntries(summary.by_currency.map((share) => [share.key, share.total_current_principal])),
        ).toEqual(Object.fromEntries([...centsIn].map(([currency, cents]) => [currency, decimal(cents)])));
        const oneCurrency = centsIn.size <= 1;
        const everything = [...centsIn.values()].reduce((sum, cents) => sum + cents, 0n);
        expect(summary.total_current_principal).toBe(oneCurrency ? decimal(everything) : null);
        if (!oneCurrency) expect(summary.weighted_avg_rate_pct).toBeNull();
        for (const share of summary.by_region) {
          const inRegion = kept.filter((one) => one.region === share.key);
          expect(share.count).toBe(inRegion.length);
          const regionCents = inRegion.reduce((sum, one) => sum + one.cents, 0n);
          expect(share.total_current_principal).toBe(oneCurrency ? decimal(regionCents) : null);
        }
      }),
      { numRuns: RUNS, ...(seed === undefined ? {} : { seed }) },
    );
  });
});
