/**
 * The award tests' fixtures: a pool of fresh Northwind loans put straight into phase 2 with its deadline
 * passed, and binding bids written straight into the tables (integer minor units, the total the sum of
 * the lines), as the binding-bid screens would leave them.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { parseDecimal } from '../../../src/domain/loans/decimal.ts';
import { proposalAmount } from '../../../src/domain/trading/amounts.ts';
import { entities, loans, poolBindingBidLines, poolBindingBids, pools } from '../../../server/db/schema/index.ts';
import { API, type ApiHarness } from '../../support/api-harness.ts';
import type { BrowserClient } from '../../support/browser-client.ts';
import { expectStatus } from '../../support/trading.ts';
import { approvedGroup, poolBody } from './support.ts';

export interface ClosedPool {
  poolId: number;
  loanIds: number[];
  principals: string[];
}

const HOUR = 3_600_000;

/** A pool of `count` new loans in phase 2 whose deadline passed an hour ago (or is still ahead when `open`). */
export async function poolInPhase2(
  h: ApiHarness,
  officer: BrowserClient,
  count: number,
  options: { open?: boolean } = {},
): Promise<ClosedPool> {
  const group = await approvedGroup(h, officer, count);
  const created = await officer.post(`${API}/pools`, poolBody(group));
  expectStatus(created, 201);
  const poolId = created.json().data.id as number;
  const now = Date.now();
  await h.t.db
    .update(pools)
    .set({
      status: 'phase_2',
      accessMode: 'open',
      phase1Deadline: new Date(now - 48 * HOUR),
      phase2Deadline: new Date(options.open ? now + 24 * HOUR : now - HOUR),
      phase2DeadlineListed: new Date(options.open ? now + 24 * HOUR : now - HOUR),
      exclusionLimit: 2,
      ndaText: 'Keep it confidential.',
      listedAt: new Date(now - 72 * HOUR),
    })
    .where(eq(pools.id, poolId));
  const rows = await h.t.db
    .select({ id: loans.id, principal: loans.currentPrincipal })
    .from(loans)
    .where(inArray(loans.id, group.loanIds))
    .orderBy(asc(loans.id));
  return { poolId, loanIds: rows.map((row) => row.id), principals: rows.map((row) => row.principal) };
}

const cents = (amount: string) => {
  const parsed = parseDecimal(amount, 2, 20);
  if (!parsed.ok) throw new Error(`not an amount: ${amount}`);
  return parsed.value.units;
};

/** A binding bid with a price per loan in id order (null: the loan excluded); returns its id and total in minor units. */
export async function insertBid(
  h: ApiHarness,
  pool: ClosedPool,
  investorId: number,
  prices: readonly (string | null)[],
  placedAt = new Date(Date.now() - 2 * HOUR),
): Promise<{ id: number; totalMinor: bigint }> {
  const lines = pool.loanIds.map((loanId, index) => {
    const price = prices[index] ?? null;
    return price === null
      ? { loanId, excluded: true, pricePct: null, amountMinor: 0n }
      : {
          loanId,
          excluded: false,
          pricePct: price,
          amountMinor: cents(proposalAmount(price, pool.principals[index]!)),
        };
  });
  const totalMinor = lines.reduce((sum, line) => sum + line.amountMinor, 0n);
  const [bid] = await h.t.db
    .insert(poolBindingBids)
    .values({
      poolId: pool.poolId,
      investorId,
      totalMinor,
      excludedCount: lines.filter((line) => line.excluded).length,
      placedAt,
    })
    .returning({ id: poolBindingBids.id });
  await h.t.db.insert(poolBindingBidLines).values(lines.map((line) => ({ bidId: bid!.id, ...line })));
  return { id: bid!.id, totalMinor };
}

let investors = 0;

/** An investor organisation of its own, with no people: a third bidder whose turn can only lapse. */
export async function extraInvestor(h: ApiHarness): Promise<number> {
  investors += 1;
  const [row] = await h.t.db
    .insert(entities)
    .values({
      kind: 'investor',
      name: `Cedar Fund ${investors}`,
      legalName: `Cedar Fund ${investors} Ltd`,
      registrationNumber: `CF${investors}`,
      country: 'GB',
      contactEmail: `cedar${investors}@example.test`,
      investorType: 'fund',
    })
    .returning({ id: entities.id });
  return row!.id;
}
