/**
 * Random operations on portfolio sales, as the people who make them would send them through the API:
 * building and listing pools through four eyes, NDAs and indicative bids, the shortlist, binding bids as
 * JSON or CSV (late ones too, to move the deadline), the award through four eyes, the winner's
 * confirmation, decline or lapse, settlement and cancellation of the pool's deal, and the bank trying to
 * read sealed bids. Time passes by moving a pool's deadlines or an invitation's window in the database,
 * as the pool tests do, and only forwards. Each operation names its targets by position, resolved
 * against the sales as they stand when it runs, so any sequence is meaningful whatever came before it.
 */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { Database } from '../../../server/db/client.ts';
import {
  deals,
  entities,
  loans,
  pendingActions,
  poolAwards,
  poolBindingBids,
  poolIndicativeBids,
  poolLoans,
  poolParticipants,
  pools,
} from '../../../server/db/schema/index.ts';
import { minorToDecimal } from '../../../src/domain/pools/binding-bid.ts';
import { sweepLapsedInvitations } from '../../../server/modules/pool-award/invitations.ts';
import type { ApiHarness } from '../../support/api-harness.ts';
import { API } from '../../support/api-harness.ts';
import type { SendOptions } from '../../support/browser-client.ts';
import type { BrowserClient } from '../../support/browser-client.ts';
import { CONFIRMED, type BankName } from '../../support/trading.ts';
import type { DealStatus } from '../../../src/domain/trading/deal-status.ts';
import { movePhase1Deadline } from '../pools/phase1-support.ts';
import { csvUpload } from '../pools/phase2-support.ts';
import { approvedGroup, poolBody, validListing } from '../pools/support.ts';
import { CAST, choose, INVESTORS, pick, priceText, type Step } from './trading-operations.ts';

export type PoolOperation =
  | { kind: 'build_pool'; bank: number; currency: number; principals: number[] }
  | { kind: 'list_pool'; pool: number; exclusionLimit: number; access: number }
  | { kind: 'decide'; action: number; approve: boolean }
  | { kind: 'accept_nda'; pool: number; investor: number }
  | { kind: 'indicative_bid'; pool: number; investor: number; price: number; withVersion: boolean }
  | { kind: 'phase_1_passes' | 'phase_2_passes' | 'bank_peeks' | 'confirm' | 'decline' | 'lapse'; pool: number }
  | { kind: 'shortlist'; pool: number; chosen: number }
  | {
      kind: 'binding_bid' | 'last_minute_bid';
      pool: number;
      investor: number;
      prices: number[];
      excluded: number;
      csv: boolean;
      version: number;
      minutesLeft: number;
    }
  | { kind: 'award'; pool: number; winner: number; backups: number; byManager: boolean }
  | { kind: 'funds_sent' | 'settle' | 'cancel_deal'; deal: number }
  | Advance;

/**
 * The next step a pool's sale would take where it stands, chosen by `step` among the few that fit, with the
 * other fields the step's own: sequences that mostly advance carry a sale from its build to its deal.
 */
interface Advance {
  kind: 'advance';
  pool: number;
  step: number;
  investor: number;
  prices: number[];
  excluded: number;
  csv: boolean;
  version: number;
  minutesLeft: number;
  price: number;
  withVersion: boolean;
  chosen: number;
  winner: number;
  backups: number;
  byManager: boolean;
  approve: boolean;
  exclusionLimit: number;
  access: number;
  deal: number;
  action: number;
}

export type PoolStep = Step<PoolOperation> & {
  /** A rule the answer itself broke (a sealed bid shown to the bank). */
  breach?: string;
};

const position = fc.nat({ max: 1000 });
/** Mostly prices a bidder would give; now and then one the rules refuse (0, or above 200%). */
const bidPrice = fc.oneof(
  { weight: 19, arbitrary: fc.integer({ min: 40_000, max: 110_000 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 210_000 }) },
);
const MAX_LOANS = 5;

const onPool = <K extends PoolOperation['kind']>(kinds: readonly [K, ...K[]]) =>
  fc.record({ kind: fc.constantFrom(...kinds), pool: position });

const advance: fc.Arbitrary<Advance> = fc.record({
  kind: fc.constant('advance' as const),
  pool: position,
  step: position,
  investor: position,
  prices: fc.array(bidPrice, { minLength: MAX_LOANS, maxLength: MAX_LOANS }),
  excluded: fc.oneof({ weight: 3, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.nat(31) }),
  csv: fc.boolean(),
  version: fc.integer({ min: 0, max: 4 }),
  minutesLeft: fc.integer({ min: 1, max: 9 }),
  price: bidPrice,
  withVersion: fc.integer({ min: 0, max: 4 }).map((n) => n > 0),
  chosen: fc.oneof({ weight: 5, arbitrary: fc.integer({ min: 1, max: 3 }) }, { weight: 1, arbitrary: fc.constant(0) }),
  winner: position,
  backups: fc.integer({ min: 0, max: 2 }),
  byManager: fc.integer({ min: 0, max: 6 }).map((n) => n === 0),
  approve: fc.integer({ min: 0, max: 5 }).map((n) => n > 0),
  exclusionLimit: fc.integer({ min: 0, max: MAX_LOANS }),
  access: fc.integer({ min: 0, max: 5 }),
  deal: position,
  action: position,
});

/** The operations that fit a pool's stage, most likely first (a pending four-eyes action is decided first). */
const NEXT: Record<Stage, readonly PoolOperation['kind'][]> = {
  draft: ['list_pool'],
  listed: ['bank_peeks'],
  phase_1: ['accept_nda', 'indicative_bid', 'accept_nda', 'phase_1_passes'],
  phase_1_closed: ['shortlist', 'indicative_bid'],
  phase_2: ['binding_bid', 'last_minute_bid', 'phase_2_passes', 'binding_bid', 'bank_peeks', 'phase_2_passes'],
  phase_2_closed: ['award', 'award', 'binding_bid'],
  awarded: ['confirm', 'confirm', 'decline', 'lapse'],
  sold: ['funds_sent', 'settle', 'settle', 'cancel_deal'],
  withdrawn: ['bank_peeks'],
};

export const poolOperation: fc.Arbitrary<PoolOperation> = fc.oneof(
  { weight: 40, arbitrary: advance },
  { weight: 1, arbitrary: buildPool() },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('list_pool' as const),
      pool: position,
      // Up to one more than a pool of five may exclude: now and then beyond the rule.
      exclusionLimit: fc.integer({ min: 0, max: MAX_LOANS }),
      access: fc.integer({ min: 0, max: 3 }),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('decide' as const),
      action: position,
      approve: fc.integer({ min: 0, max: 3 }).map((n) => n > 0),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('accept_nda' as const), pool: position, investor: position }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('indicative_bid' as const),
      pool: position,
      investor: position,
      price: bidPrice,
      withVersion: fc.integer({ min: 0, max: 4 }).map((n) => n > 0),
    }),
  },
  { weight: 2, arbitrary: onPool(['phase_1_passes', 'phase_2_passes'] as const) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('shortlist' as const), pool: position, chosen: fc.nat(3) }) },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constantFrom('binding_bid' as const, 'last_minute_bid' as const),
      pool: position,
      investor: position,
      prices: fc.array(bidPrice, { minLength: MAX_LOANS, maxLength: MAX_LOANS }),
      excluded: fc.oneof({ weight: 2, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.nat(31) }),
      csv: fc.boolean(),
      version: fc.integer({ min: 0, max: 4 }),
      minutesLeft: fc.integer({ min: 1, max: 9 }),
    }),
  },
  { weight: 1, arbitrary: onPool(['bank_peeks'] as const) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('award' as const),
      pool: position,
      winner: position,
      backups: fc.integer({ min: 0, max: 2 }),
      byManager: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
    }),
  },
  { weight: 4, arbitrary: onPool(['confirm', 'decline', 'lapse'] as const) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constantFrom('funds_sent' as const, 'settle' as const, 'cancel_deal' as const),
      deal: position,
    }),
  },
);

/** Two to five loans of a demo bank in one currency, their principals in cents. */
export function buildPool(): fc.Arbitrary<Extract<PoolOperation, { kind: 'build_pool' }>> {
  return fc.record({
    kind: fc.constant('build_pool' as const),
    bank: position,
    currency: position,
    principals: fc.array(fc.integer({ min: 100_000, max: 25_000_000 }), { minLength: 2, maxLength: MAX_LOANS }),
  });
}

const BANKS = ['Northwind Bank', 'Harbor Savings'] as const satisfies readonly BankName[];
const CURRENCIES = ['GBP', 'EUR', 'USD'] as const;
/** A few pools a run, so the operations meet the same sales again and carry them far. */
const POOLS_PER_RUN = 2;

/**
 * Where a pool stands for the operations that target it: its status, with a bidding phase whose
 * deadline has passed told apart from one still open.
 */
type Stage = (typeof pools.$inferSelect)['status'] | 'phase_1_closed' | 'phase_2_closed';
/** The stages a pool, or the statuses a deal, an operation applies to. */
const TARGET_STAGES: Partial<Record<PoolOperation['kind'], readonly (Stage | DealStatus)[]>> = {
  list_pool: ['draft'],
  accept_nda: ['phase_1'],
  indicative_bid: ['phase_1'],
  phase_1_passes: ['phase_1'],
  shortlist: ['phase_1_closed'],
  binding_bid: ['phase_2'],
  last_minute_bid: ['phase_2'],
  phase_2_passes: ['phase_2'],
  award: ['phase_2_closed'],
  confirm: ['awarded'],
  decline: ['awarded'],
  lapse: ['awarded'],
  funds_sent: ['pending_settlement'],
  settle: ['funds_sent'],
  cancel_deal: ['pending_settlement', 'funds_sent'],
};

export interface Sale {
  h: ApiHarness;
  db: Database;
  /** A signed-in client of the demo person with this e-mail. */
  as(email: string): Promise<BrowserClient>;
  /** The pools this run built: the operations act on these. */
  poolIds: number[];
}

type Send = (email: string, method: 'GET' | 'POST' | 'PUT', url: string, options?: SendOptions) => Promise<PoolStep>;

const MINUTE = 60_000;
/** A deadline this close to now may pass between reading it and the server reading it. */
const CLOCK_SLACK_MS = 5_000;

async function poolsOf(sale: Sale) {
  if (sale.poolIds.length === 0) return [];
  const now = Date.now();
  const rows = await sale.db.select().from(pools).where(inArray(pools.id, sale.poolIds)).orderBy(asc(pools.id));
  return rows.map((row) => {
    const passed = (deadline: Date | null) => deadline !== null && deadline.getTime() <= now;
    const stage: Stage =
      row.status === 'phase_1' && passed(row.phase1Deadline)
        ? 'phase_1_closed'
        : row.status === 'phase_2' && passed(row.phase2Deadline)
          ? 'phase_2_closed'
          : row.status;
    return { ...row, stage, status: stage };
  });
}
type SalePool = Awaited<ReturnType<typeof poolsOf>>[number];

async function poolDeals(sale: Sale) {
  if (sale.poolIds.length === 0) return [];
  return sale.db.select().from(deals).where(inArray(deals.poolId, sale.poolIds)).orderBy(asc(deals.id));
}

async function investorIds(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: entities.id, name: entities.name })
    .from(entities)
    .where(inArray(entities.name, [...INVESTORS, ...BANKS]));
  return new Map(rows.map((row) => [row.name, row.id]));
}

const castOf = async (db: Database, entityId: number) => {
  const [row] = await db.select({ name: entities.name }).from(entities).where(eq(entities.id, entityId));
  return CAST[row!.name as keyof typeof CAST];
};
const bankOf = async (db: Database, bankId: number) =>
  (await castOf(db, bankId)) as (typeof CAST)[(typeof BANKS)[number]];
const investorOf = async (db: Database, investorId: number) =>
  (await castOf(db, investorId)) as (typeof CAST)[(typeof INVESTORS)[number]];

/** Waiting four-eyes actions on the run's pools (a listing, an award) and on their deals (a cancellation). */
async function waitingActions(sale: Sale) {
  if (sale.poolIds.length === 0) return [];
  const dealsOfPools = await poolDeals(sale);
  const dealIds = dealsOfPools.map((deal) => deal.id);
  const poolOfDeal = new Map(dealsOfPools.map((deal) => [deal.id, deal.poolId]));
  const rows = await sale.db
    .select()
    .from(pendingActions)
    .where(
      and(
        eq(pendingActions.status, 'pending'),
        or(
          and(
            inArray(pendingActions.targetType, ['pool', 'pool_award']),
            inArray(pendingActions.targetId, sale.poolIds),
          ),
          dealIds.length === 0
            ? undefined
            : and(eq(pendingActions.targetType, 'deal'), inArray(pendingActions.targetId, dealIds)),
        ),
      ),
    )
    .orderBy(asc(pendingActions.id));
  return rows.map((row) => ({
    ...row,
    poolId: row.targetType === 'deal' ? poolOfDeal.get(row.targetId) : row.targetId,
  }));
}

async function hasBindingBid(db: Database, poolId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: poolBindingBids.id })
    .from(poolBindingBids)
    .where(eq(poolBindingBids.poolId, poolId))
    .limit(1);
  return row !== undefined;
}

/** The run's pools whose sale may still move: not given back to the bank, nor sold with its deal settled. */
async function movingPools(sale: Sale) {
  const done = new Set((await poolDeals(sale)).filter((deal) => deal.status === 'settled').map((deal) => deal.poolId));
  return (await poolsOf(sale)).filter((pool) => pool.status !== 'withdrawn' && !done.has(pool.id));
}

async function participantsOf(db: Database, poolId: number) {
  return db
    .select()
    .from(poolParticipants)
    .where(eq(poolParticipants.poolId, poolId))
    .orderBy(asc(poolParticipants.investorId));
}

async function loanCount(db: Database, poolId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(poolLoans)
    .where(eq(poolLoans.poolId, poolId));
  return row?.count ?? 0;
}

/** The award's invited rank on the pool, with the investor whose turn it is. */
async function invitedOn(db: Database, poolId: number) {
  const [row] = await db
    .select({ rank: poolAwards.rank, investorId: poolBindingBids.investorId, totalMinor: poolBindingBids.totalMinor })
    .from(poolAwards)
    .innerJoin(poolBindingBids, eq(poolBindingBids.id, poolAwards.bindingBidId))
    .where(and(eq(poolAwards.poolId, poolId), eq(poolAwards.status, 'invited')));
  return row ?? null;
}

/** Moves a pool's phase 2 deadline, and the listed one with it, so that the deadline is `msFromNow` away: time passing. */
async function phase2DeadlineIn(db: Database, pool: SalePool, msFromNow: number): Promise<void> {
  if (!pool.phase2Deadline || !pool.phase2DeadlineListed) return;
  const shift = Date.now() + msFromNow - pool.phase2Deadline.getTime();
  // Time only moves forwards.
  if (shift >= 0) return;
  await db
    .update(pools)
    .set({
      phase2Deadline: new Date(pool.phase2Deadline.getTime() + shift),
      phase2DeadlineListed: new Date(pool.phase2DeadlineListed.getTime() + shift),
    })
    .where(eq(pools.id, pool.id));
}

/** The pool's bid lines: a price for each, the lines of the mask excluded. */
function bidLines(count: number, prices: readonly number[], excluded: number) {
  return Array.from({ length: count }, (_, index) =>
    (excluded >> index) & 1
      ? { line: index + 1, excluded: true }
      : { line: index + 1, price_pct: priceText(prices[index % prices.length]!) },
  );
}

function bidCsv(lines: ReturnType<typeof bidLines>): string {
  const rows = lines.map((line) => ('excluded' in line ? `${line.line},,yes` : `${line.line},${line.price_pct},`));
  return `line,price_pct,excluded\r\n${rows.join('\r\n')}\r\n`;
}

const REASON = 'The terms no longer suit us.';

/** Runs one operation; `skipped` when it had nothing to act on. Never throws for an answer the API gave. */
export async function runPoolOperation(
  sale: Sale,
  op: PoolOperation,
  send: Send,
  target?: SalePool,
): Promise<PoolStep> {
  const db = sale.db;
  const skipped: PoolStep = { operation: op, request: null, status: null };
  const choosePool = async (at: number, kind: PoolOperation['kind']) =>
    target ?? choose(await poolsOf(sale), at, TARGET_STAGES[kind] ?? []);

  switch (op.kind) {
    case 'advance': {
      const pool = pick(await movingPools(sale), op.pool);
      if (!pool) return skipped;
      const waiting = (await waitingActions(sale)).some((action) => action.poolId === pool.id);
      const kinds = NEXT[pool.stage];
      let kind = waiting && op.step % 4 !== 0 ? 'decide' : kinds[op.step % kinds.length]!;
      // A sale that means to go on lets its phase close only once someone takes part or bids.
      if (kind === 'phase_1_passes' && (await participantsOf(db, pool.id)).length === 0) kind = 'accept_nda';
      if (kind === 'phase_2_passes' && !(await hasBindingBid(db, pool.id))) kind = 'binding_bid';
      const step = await runPoolOperation(sale, { ...op, kind } as PoolOperation, send, pool);
      return { ...step, operation: op, request: step.request && `${kind}: ${step.request}` };
    }
    case 'build_pool': {
      if (sale.poolIds.length >= POOLS_PER_RUN) return skipped;
      const bank = BANKS[op.bank % BANKS.length]!;
      const officer = CAST[bank].officer;
      const group = await approvedGroup(
        sale.h,
        await sale.as(officer),
        op.principals.length,
        [CURRENCIES[op.currency % CURRENCIES.length]!],
        bank,
      );
      for (const [index, loanId] of group.loanIds.entries()) {
        const cents = op.principals[index]!;
        await db
          .update(loans)
          .set({ currentPrincipal: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}` })
          .where(eq(loans.id, loanId));
      }
      const step = await send(officer, 'POST', `${API}/pools`, { body: poolBody(group) });
      if (step.status === 201) {
        const [made] = await db
          .select({ id: poolLoans.poolId })
          .from(poolLoans)
          .where(eq(poolLoans.loanId, group.loanIds[0]!));
        sale.poolIds.push(made!.id);
      }
      return step;
    }
    case 'list_pool': {
      const pool = await choosePool(op.pool, op.kind);
      if (!pool) return skipped;
      const ids = await investorIds(db);
      const summit = ids.get('Summit Capital')!;
      const access =
        op.access < 2
          ? { access_mode: 'open' }
          : {
              access_mode: 'invitation',
              invited_investor_ids: op.access === 2 ? [summit] : [...INVESTORS].map((name) => ids.get(name)!),
            };
      return send((await bankOf(db, pool.bankId)).officer, 'POST', `${API}/pools/${pool.id}/list`, {
        body: validListing({ ...access, exclusion_limit: op.exclusionLimit }),
      });
    }
    case 'decide': {
      const waiting = await waitingActions(sale);
      const onTarget = target ? waiting.filter((action) => action.poolId === target.id) : waiting;
      const action = pick(onTarget, op.action);
      if (!action) return skipped;
      const checker =
        action.scope === 'platform' ? CAST.platform.checker : (await bankOf(db, action.scopeEntityId)).manager;
      return op.approve
        ? send(checker, 'POST', `${API}/pending-actions/${action.id}/approve`)
        : send(checker, 'POST', `${API}/pending-actions/${action.id}/reject`, {
            body: { reason: 'Not now: check the terms again.' },
          });
    }
    case 'accept_nda': {
      const pool = await choosePool(op.pool, op.kind);
      if (!pool) return skipped;
      const investor = CAST[INVESTORS[op.investor % INVESTORS.length]!];
      return send(
        op.investor % 4 < 2 ? investor.manager : investor.user,
        'POST',
        `${API}/investor/pools/${pool.id}/nda`,
      );
    }
    case 'indicative_bid': {
      const pool = await choosePool(op.pool, op.kind);
      if (!pool) return skipped;
      const name = INVESTORS[op.investor % INVESTORS.length]!;
      const investorId = (await investorIds(db)).get(name)!;
      const [mine] = await db
        .select({ version: poolIndicativeBids.version })
        .from(poolIndicativeBids)
        .where(and(eq(poolIndicativeBids.poolId, pool.id), eq(poolIndicativeBids.investorId, investorId)));
      return send(CAST[name].user, 'PUT', `${API}/investor/pools/${pool.id}/indicative-bid`, {
        body: {
          price_pct: priceText(op.price),
          note: 'Subject to the loan files.',
          ...(op.withVersion && mine ? { version: mine.version } : {}),
        },
      });
    }
    case 'phase_1_passes': {
      const pool = await choosePool(op.pool, op.kind);
      if (!pool || pool.stage !== 'phase_1') return skipped;
      await movePhase1Deadline(sale.h, pool.id, -1_000);
      return { operation: op, request: `pool ${pool.id}'s phase 1 deadline passes`, status: null };
    }
    case 'phase_2_passes': {
      const pool = await choosePool(op.pool, op.kind);
      if (!pool || pool.stage !== 'phase_2') return skipped;
      await phase2DeadlineIn(db, pool, -1_000);
      return { operation: op, request: `pool ${pool.id}'s phase 2 deadline passes`, status: null };
    }
    case 'shortlist': {
      const pool = await choosePool(op.pool, op.kind);
      if (!pool) return skipped;
      // The bits of `chosen` pick among the participants; none chosen is refused.
      const participants = await participantsOf(db, pool.id);
      const chosen = participants.filter((_, index) => (op.chosen >> index) & 1).map((row) => row.investorId);
      return send((await bankOf(db, pool.bankId)).manager, 'POST', `${API}/pools/${pool.id}/shortlist`, {
        body: { investor_ids: chosen, version: pool.version },
      });
    }
    case 'binding_bid':
    case 'last_minute_bid': {
      const pool = await choosePool(op.pool, op.kind);
      if (!pool) return skipped;
      const shortlisted = (await participantsOf(db, pool.id)).filter((row) => row.shortlist === 'shortlisted');
      const investorId =
        op.investor % 5 === 0 || shortlisted.length === 0
          ? (await investorIds(db)).get(INVESTORS[op.investor % INVESTORS.length]!)!
          : pick(shortlisted, Math.floor(op.investor / 5))!.investorId;
      if (op.kind === 'last_minute_bid' && pool.stage === 'phase_2')
        await phase2DeadlineIn(db, pool, op.minutesLeft * MINUTE);
      const [mine] = await db
        .select({ version: poolBindingBids.version })
        .from(poolBindingBids)
        .where(and(eq(poolBindingBids.poolId, pool.id), eq(poolBindingBids.investorId, investorId)));
      // 0: no version (a first bid, or overwriting on purpose); 1: a version the bid has moved on from.
      const version = op.version === 0 || !mine ? undefined : op.version === 1 ? mine.version + 1 : mine.version;
      const lines = bidLines(await loanCount(db, pool.id), op.prices, op.excluded);
      const user = (await investorOf(db, investorId)).user;
      const url = `${API}/investor/pools/${pool.id}/binding-bid`;
      if (op.csv)
        return send(user, 'POST', `${url}/upload${version === undefined ? '' : `?version=${version}`}`, {
          ...csvUpload(bidCsv(lines)),
        });
      return send(user, 'PUT', url, { body: { lines, ...(version === undefined ? {} : { version }) } });
    }
    case 'bank_peeks': {
      const pool = pick(await poolsOf(sale), op.pool);
      if (!pool) return skipped;
      const officer = (await bankOf(db, pool.bankId)).officer;
      const sealed = (deadline: Date | null) => deadline === null || deadline.getTime() > Date.now() + CLOCK_SLACK_MS;
      const phase2Sealed = sealed(pool.phase2Deadline);
      const phase1Sealed = sealed(pool.phase1Deadline);
      const bids = await send(officer, 'GET', `${API}/pools/${pool.id}/bids`);
      if (phase2Sealed && bids.status !== 409)
        return { ...bids, breach: `the bank read pool ${pool.id}'s binding bids before the deadline (${bids.status})` };
      const indicative = await send(officer, 'GET', `${API}/pools/${pool.id}/indicative-bids`);
      if (phase1Sealed && indicative.status !== 409)
        return {
          ...indicative,
          breach: `the bank read pool ${pool.id}'s indicative bids before the deadline (${indicative.status})`,
        };
      return indicative;
    }
    case 'award': {
      const pool = await choosePool(op.pool, op.kind);
      if (!pool) return skipped;
      const bids = await db
        .select({ id: poolBindingBids.id })
        .from(poolBindingBids)
        .where(eq(poolBindingBids.poolId, pool.id))
        .orderBy(asc(poolBindingBids.id));
      const winner = pick(bids, op.winner);
      if (!winner) return skipped;
      // The backups follow the winner round the bids; with fewer bids than asked for, one repeats and is refused.
      const backups = Array.from({ length: op.backups }, (_, index) => pick(bids, op.winner + index + 1)!.id);
      const bank = await bankOf(db, pool.bankId);
      return send(op.byManager ? bank.manager : bank.officer, 'POST', `${API}/pools/${pool.id}/award`, {
        body: { winning_bid_id: winner.id, backup_bid_ids: backups },
      });
    }
    case 'confirm':
    case 'decline': {
      const pool = await choosePool(op.pool, op.kind);
      if (!pool) return skipped;
      const invited = await invitedOn(db, pool.id);
      // Mostly the invited bidder; otherwise whoever else bid, who is not asked.
      const other = Math.floor(op.pool / 7);
      const name = INVESTORS[other % INVESTORS.length]!;
      const who = invited && other % 5 !== 0 ? (await investorOf(db, invited.investorId)).manager : CAST[name].manager;
      const url = `${API}/investor/pools/${pool.id}/award`;
      if (op.kind === 'decline') return send(who, 'POST', `${url}/decline`, { body: { reason: REASON } });
      const shown = invited && op.pool % 3 === 0 ? { total: minorToDecimal(invited.totalMinor, pool.currency) } : {};
      return send(who, 'POST', `${url}/confirm`, { body: { ...CONFIRMED, ...shown } });
    }
    case 'lapse': {
      const pool = await choosePool(op.pool, op.kind);
      if (!pool || pool.status !== 'awarded') return skipped;
      await db
        .update(poolAwards)
        .set({ respondBy: new Date(Date.now() - MINUTE) })
        .where(and(eq(poolAwards.poolId, pool.id), eq(poolAwards.status, 'invited')));
      const moved = await sweepLapsedInvitations(db);
      return { operation: op, request: `pool ${pool.id}'s invitation lapses; the sweep moved ${moved}`, status: null };
    }
    case 'funds_sent':
    case 'settle':
    case 'cancel_deal': {
      const ofTarget = (await poolDeals(sale)).filter((deal) => !target || deal.poolId === target.id);
      const deal = choose(ofTarget, op.deal, TARGET_STAGES[op.kind]!);
      if (!deal) return skipped;
      if (op.kind === 'funds_sent')
        return send((await investorOf(db, deal.investorId)).user, 'POST', `${API}/deals/${deal.id}/funds-sent`);
      if (op.kind === 'settle')
        return send((await bankOf(db, deal.bankId)).officer, 'POST', `${API}/deals/${deal.id}/settle`);
      return send(CAST.platform.maker, 'POST', `${API}/deals/${deal.id}/cancel`, {
        body: { reason: 'The parties asked to unwind the sale.' },
      });
    }
  }
}
