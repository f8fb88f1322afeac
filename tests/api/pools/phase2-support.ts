/**
 * Phase 2 fixtures: a pool already in its binding phase, as the listing and the shortlist would leave it
 * (those steps are another part's), with its loans' principals chosen by the test and the investors'
 * shortlist decisions written straight into pool_participants.
 */
import { eq, inArray } from 'drizzle-orm';
import { loans, poolLoans, poolParticipants, pools } from '../../../server/db/schema/index.ts';
import type { ShortlistDecision } from '../../../src/domain/pools/participation.ts';
import { API, type ApiHarness } from '../../support/api-harness.ts';
import type { BrowserClient } from '../../support/browser-client.ts';
import { entityId, type InvestorName } from '../../support/trading.ts';
import { approvedGroup } from './support.ts';

const MINUTE = 60_000;

export interface Phase2PoolOptions {
  /** One loan per principal, in this order of line (decimal strings of the money column). */
  principals?: readonly string[];
  currency?: string;
  exclusionLimit?: number;
  /** Minutes from now to the current phase-2 deadline (negative: passed). */
  deadlineInMinutes?: number;
  /** Minutes from now to the deadline as listed; the current one by default. */
  listedDeadlineInMinutes?: number;
  status?: 'phase_1' | 'phase_2' | 'awarded';
  shortlist?: Partial<Record<InvestorName, ShortlistDecision>>;
}

export interface Phase2Pool {
  id: number;
  loanIds: number[];
  principals: readonly string[];
  url: string;
}

export async function phase2Pool(h: ApiHarness, officer: BrowserClient, options: Phase2PoolOptions = {}) {
  const principals = options.principals ?? ['100000.00', '250000.55', '75000.10'];
  const currency = options.currency ?? 'GBP';
  const group = await approvedGroup(h, officer, principals.length, [currency]);
  const db = h.t.db;
  const loanIds = [...group.loanIds].sort((a, b) => a - b);
  for (const [index, loanId] of loanIds.entries())
    await db
      .update(loans)
      .set({ currentPrincipal: principals[index]!, originalPrincipal: principals[index]! })
      .where(eq(loans.id, loanId));
  const now = Date.now();
  const deadline = new Date(now + (options.deadlineInMinutes ?? 3 * 24 * 60) * MINUTE);
  const listed = new Date(now + (options.listedDeadlineInMinutes ?? options.deadlineInMinutes ?? 3 * 24 * 60) * MINUTE);
  const [pool] = await db
    .insert(pools)
    .values({
      bankId: await entityId(db, 'Northwind Bank'),
      name: `Phase 2 ${group.prefix}`,
      cutOffDate: '2026-10-31',
      currency,
      status: options.status ?? 'phase_2',
      accessMode: 'open',
      phase1Deadline: new Date(Math.min(deadline.getTime(), listed.getTime()) - 7 * 24 * 60 * MINUTE),
      phase2Deadline: deadline,
      phase2DeadlineListed: listed,
      exclusionLimit: options.exclusionLimit ?? 1,
      ndaText: 'Keep it confidential.',
      listedAt: new Date(now - 10 * 24 * 60 * MINUTE),
    })
    .returning({ id: pools.id });
  await db.insert(poolLoans).values(loanIds.map((loanId) => ({ poolId: pool!.id, loanId })));
  const shortlist = options.shortlist ?? {
    'Summit Capital': 'shortlisted',
    'Bluewater Pension Fund': 'not_shortlisted',
  };
  for (const [investor, decision] of Object.entries(shortlist) as [InvestorName, ShortlistDecision][]) {
    await db.insert(poolParticipants).values({
      poolId: pool!.id,
      investorId: await entityId(db, investor),
      ndaAcceptedByName: 'Fixture',
      ndaAcceptedByEmail: 'fixture@example.test',
      ndaAcceptedFromAddress: '127.0.0.1',
      ndaTextSha256: '0'.repeat(64),
      shortlist: decision,
      shortlistDecidedAt: decision === 'pending' ? null : new Date(),
    });
  }
  return {
    id: pool!.id,
    loanIds,
    principals,
    url: `${API}/investor/pools/${pool!.id}/binding-bid`,
  } satisfies Phase2Pool;
}

export async function poolDeadline(h: ApiHarness, poolId: number): Promise<Date> {
  const [row] = await h.t.db.select({ deadline: pools.phase2Deadline }).from(pools).where(eq(pools.id, poolId));
  return row!.deadline!;
}

export async function setPoolLoansPrincipal(h: ApiHarness, loanIds: readonly number[], principal: string) {
  await h.t.db.update(loans).set({ currentPrincipal: principal }).where(inArray(loans.id, loanIds));
}

/** A multipart body with one file, as the portal's upload sends it. */
export function csvUpload(csv: string | Buffer, fileName = 'bid.csv') {
  const boundary = `----dealledger${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    typeof csv === 'string' ? Buffer.from(csv) : csv,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body: payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Every line priced at `price`, the given lines excluded. */
export const allPriced = (count: number, price = '97.500', excluded: readonly number[] = []) =>
  Array.from({ length: count }, (_, index) =>
    excluded.includes(index + 1) ? { line: index + 1, excluded: true } : { line: index + 1, price_pct: price },
  );
