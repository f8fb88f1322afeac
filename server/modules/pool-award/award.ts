/** The bank's side of the award: the award's ranks as they stand, the pending award, and proposing one. */
import { and, desc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { entities, pendingActions } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/access/actor.ts';
import { ValidationError } from '../../lib/http-errors.ts';
import { mayCheck, proposeAction, type ActionTypes } from '../../lib/maker-checker/index.ts';
import { toPendingActionResources } from '../../lib/pending-action-resource.ts';
import { assertMakerAt, isMakerAt } from './access.ts';
import { POOL_AWARD_ACTION, POOL_AWARD_TARGET } from './action-types.ts';
import { settleLapse } from './invitations.ts';
import { AWARD_MESSAGES } from './messages.ts';
import { minorToDecimal } from './money.ts';
import { awardRows, type PoolRow } from './queries.ts';
import { ranking, unsealedPool } from './ranking.ts';
import type { AwardBody } from './schemas.ts';

async function awardActions(db: Executor, poolId: number) {
  return db
    .select()
    .from(pendingActions)
    .where(and(eq(pendingActions.targetType, POOL_AWARD_TARGET), eq(pendingActions.targetId, poolId)))
    .orderBy(desc(pendingActions.id));
}

export async function awardRanks(db: Executor, poolId: number, currency: string) {
  return (await awardRows(db, poolId)).map((row) => ({
    rank: row.award.rank,
    bid_id: row.award.bindingBidId,
    investor: { id: row.investorId, name: row.investorName },
    total: minorToDecimal(row.totalMinor, currency),
    status: row.award.status,
    invited_at: row.award.invitedAt?.toISOString() ?? null,
    respond_by: row.award.respondBy?.toISOString() ?? null,
    responded_at: row.award.respondedAt?.toISOString() ?? null,
    decline_reason: row.award.declineReason,
  }));
}

/** The ranking with the award as it stands and what the viewer may do. */
export async function poolBids(db: Database, actionTypes: ActionTypes, actor: Actor, id: number) {
  await unsealedPool(db, actor, id);
  await settleLapse(db, id);
  const pool = (await unsealedPool(db, actor, id)) as PoolRow;
  const [bids, award, actions, [bank]] = await Promise.all([
    ranking(db, pool),
    awardRanks(db, pool.id, pool.currency),
    awardActions(db, pool.id),
    db.select({ id: entities.id, name: entities.name }).from(entities).where(eq(entities.id, pool.bankId)),
  ]);
  const pending = actions.filter((action) => action.status === 'pending');
  const latest = actions.find((action) => action.status !== 'pending') ?? null;
  const resources = await toPendingActionResources(db, actionTypes, latest ? [...pending, latest] : pending);
  return {
    pool: { id: pool.id, name: pool.name, currency: pool.currency, status: pool.status, bank: bank! },
    bids,
    award,
    pending_award: resources[0] && pending.length > 0 ? resources[0] : null,
    latest_decision: latest ? resources[pending.length]! : null,
    can: {
      award: isMakerAt(actor, pool.bankId) && pool.status === 'phase_2' && pending.length === 0 && bids.length > 0,
      approve: pending.some((action) => mayCheck(actor, action)),
    },
  };
}

export async function proposeAward(db: Database, actionTypes: ActionTypes, actor: Actor, id: number, body: AwardBody) {
  const pool = await unsealedPool(db, actor, id);
  assertMakerAt(actor, pool.bankId);
  const ids = [body.winning_bid_id, ...body.backup_bid_ids];
  if (new Set(ids).size !== ids.length) throw new ValidationError({ backup_bid_ids: [AWARD_MESSAGES.distinctBids] });
  const action = await proposeAction(db, actionTypes, actor, {
    type: POOL_AWARD_ACTION,
    targetId: pool.id,
    payload: { winning_bid_id: body.winning_bid_id, backup_bid_ids: body.backup_bid_ids },
  });
  const [resource] = await toPendingActionResources(db, actionTypes, [action]);
  return resource!;
}
