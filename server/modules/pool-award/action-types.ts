/**
 * `pool.award`, a bank-scope four-eyes action on a pool whose phase 2 has closed (payload: the winning bid
 * and up to two backups, distinct bids of the pool). A bank manager other than the maker approves; the
 * approval writes the award's ranks (the winner invited to confirm within 2 business days, the backups
 * waiting), marks the pool awarded and tells every bidder, in the checker's transaction under the pool's lock.
 * Its target type is `pool_award` (the pool's id), so it describes itself apart from the pool's listing.
 */
import { formatMoney } from '../../../src/domain/format-decimal.ts';
import { POOL_STATUS_LABELS } from '../../../src/domain/pools/status.ts';
import { AWARD_RESPONSE_BUSINESS_DAYS } from '../../../src/domain/pools/award.ts';
import { addBusinessDays } from '../../../src/domain/trading/business-days.ts';
import { eq, inArray } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import { entities, poolAwards, poolBindingBids, pools } from '../../db/schema/index.ts';
import { conflict } from '../../lib/http-errors.ts';
import type {
  ActionContext,
  ActionDescription,
  ActionTypes,
  FieldChange,
  PendingActionRow,
} from '../../lib/maker-checker/index.ts';
import { AWARD_MESSAGES } from './messages.ts';
import { minorToDecimal } from './money.ts';
import { notifyAwardResults, notifyInvited } from './notifications.ts';
import { awardRows, bidsOfPool, lockPool, updatePool, type PoolRow } from './queries.ts';

export const POOL_AWARD_ACTION = 'pool.award';
export const POOL_AWARD_TARGET = 'pool_award';

export interface AwardChoice {
  winning_bid_id: number;
  backup_bid_ids: number[];
}

export const choiceOf = (action: { payload: unknown }): AwardChoice => {
  const payload = (action.payload ?? {}) as Partial<AwardChoice>;
  return { winning_bid_id: Number(payload.winning_bid_id), backup_bid_ids: payload.backup_bid_ids ?? [] };
};

export const rankedIds = (choice: AwardChoice) => [choice.winning_bid_id, ...choice.backup_bid_ids];

/** The pool may be awarded now: phase 2, its deadline passed. */
export function assertAwardable(pool: PoolRow, now: Date): void {
  if (pool.status !== 'phase_2')
    throw conflict(AWARD_MESSAGES.notAwardable(POOL_STATUS_LABELS[pool.status].toLowerCase()));
  if (!pool.phase2Deadline || pool.phase2Deadline > now) throw conflict(AWARD_MESSAGES.sealed);
}

async function lockTarget(tx: Transaction, targetId: number) {
  const row = await lockPool(tx, targetId);
  return row ? { version: row.version, scopeEntityId: row.bankId } : null;
}

async function lockedAwardable(tx: Transaction, poolId: number): Promise<PoolRow> {
  const pool = await lockPool(tx, poolId);
  if (!pool) throw conflict('The pool no longer exists.');
  assertAwardable(pool, new Date());
  return pool;
}

async function assertBidsOfPool(tx: Executor, poolId: number, choice: AwardChoice) {
  const ids = rankedIds(choice);
  if ((await bidsOfPool(tx, poolId, ids)).length !== ids.length) throw conflict(AWARD_MESSAGES.bidNotInPool);
}

async function apply({ tx }: ActionContext, action: PendingActionRow) {
  const pool = await lockedAwardable(tx, action.targetId);
  const choice = choiceOf(action);
  await assertBidsOfPool(tx, pool.id, choice);
  const now = new Date();
  const respondBy = addBusinessDays(now, AWARD_RESPONSE_BUSINESS_DAYS);
  await tx.insert(poolAwards).values(
    rankedIds(choice).map((bindingBidId, index) => ({
      poolId: pool.id,
      rank: index + 1,
      bindingBidId,
      status: index === 0 ? ('invited' as const) : ('waiting' as const),
      invitedAt: index === 0 ? now : null,
      respondBy: index === 0 ? respondBy : null,
    })),
  );
  const awarded = await updatePool(tx, pool.id, { status: 'awarded' });
  const rows = await awardRows(tx, pool.id);
  await notifyInvited(tx, awarded, rows[0]!, respondBy);
  const others = await tx
    .select({ investorId: poolBindingBids.investorId, id: poolBindingBids.id })
    .from(poolBindingBids)
    .where(eq(poolBindingBids.poolId, pool.id));
  const ranked = new Set(rankedIds(choice));
  await notifyAwardResults(
    tx,
    awarded,
    rows,
    others.filter((bid) => !ranked.has(bid.id)).map((bid) => bid.investorId),
  );
  return {
    version: awarded.version,
    before: { status: pool.status },
    after: { status: awarded.status, winning_bid_id: choice.winning_bid_id, backup_bid_ids: choice.backup_bid_ids },
  };
}

export function registerAwardActionTypes(actionTypes: ActionTypes): void {
  actionTypes.register({
    type: POOL_AWARD_ACTION,
    targetType: POOL_AWARD_TARGET,
    scope: 'bank',
    lockTarget,
    async onPropose({ tx }, targetId, payload) {
      const pool = await lockedAwardable(tx, targetId);
      await assertBidsOfPool(tx, pool.id, choiceOf({ payload }));
    },
    apply,
  });
  actionTypes.registerDescriber(POOL_AWARD_TARGET, describeAwards);
}

async function describeAwards(db: Executor, actions: readonly PendingActionRow[]) {
  const ids = actions.flatMap((action) => rankedIds(choiceOf(action)).filter(Number.isInteger));
  const poolIds = [...new Set(actions.map((action) => action.targetId))];
  const [bids, named] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .select({ id: poolBindingBids.id, totalMinor: poolBindingBids.totalMinor, investor: entities.name })
          .from(poolBindingBids)
          .innerJoin(entities, eq(entities.id, poolBindingBids.investorId))
          .where(inArray(poolBindingBids.id, ids)),
    db
      .select({ id: pools.id, name: pools.name, currency: pools.currency })
      .from(pools)
      .where(inArray(pools.id, poolIds)),
  ]);
  const poolsById = new Map(named.map((pool) => [pool.id, pool]));
  const bidsById = new Map(bids.map((bid) => [bid.id, bid]));
  const bidWords = (id: number, currency: string) => {
    const bid = bidsById.get(id);
    return bid ? `${bid.investor}, ${formatMoney(minorToDecimal(bid.totalMinor, currency), currency)}` : `bid #${id}`;
  };
  return new Map<number, ActionDescription>(
    actions.map((action) => {
      const choice = choiceOf(action);
      const pool = poolsById.get(action.targetId);
      const currency = pool?.currency ?? '';
      const diff: FieldChange[] = [
        { field: 'status', before: POOL_STATUS_LABELS.phase_2, after: POOL_STATUS_LABELS.awarded },
        { field: 'winner', before: null, after: bidWords(choice.winning_bid_id, currency) },
        ...choice.backup_bid_ids.map((id, index) => ({
          field: `backup ${index + 1}`,
          before: null,
          after: bidWords(id, currency),
        })),
      ];
      return [action.id, { label: pool ? `Award of pool ${pool.name}` : null, diff }];
    }),
  );
}
