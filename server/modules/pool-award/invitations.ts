/**
 * The award's chain of invitations, always under the pool's row lock: one bidder at a time is invited to
 * confirm within 2 business days; a decline or a lapse invites the next rank at its own bid; when no rank
 * is left the pool is withdrawn and its loans go back to the bank, free to pool or list again (they were
 * never sold, so they stay approved). The pool's withdrawal is recorded in its history like any change of it:
 * by the bidder who declined last, or by no one when the platform saw the time lapse.
 */
import { AWARD_RESPONSE_BUSINESS_DAYS } from '../../../src/domain/pools/award.ts';
import { addBusinessDays } from '../../../src/domain/trading/business-days.ts';
import type { Database, Executor } from '../../db/client.ts';
import { writeRevision } from '../../lib/revisions/write-revision.ts';
import { notifyInvited, notifyNoneConfirmed } from './notifications.ts';
import {
  awardRows,
  lockPool,
  poolsWithLapsedInvitation,
  releasePoolLoans,
  updateAward,
  updatePool,
  type PoolRow,
} from './queries.ts';

/** Invites the next waiting rank, or, with none left, gives the pool back to the bank. */
export async function inviteNext(tx: Executor, pool: PoolRow, now: Date, actorId: number | null): Promise<void> {
  const next = (await awardRows(tx, pool.id)).find((row) => row.award.status === 'waiting');
  if (!next) {
    const withdrawn = await updatePool(tx, pool.id, { status: 'withdrawn' });
    await releasePoolLoans(tx, pool.id);
    await writeRevision(tx, {
      targetType: 'pool',
      targetId: pool.id,
      version: withdrawn.version,
      before: { status: pool.status },
      after: { status: withdrawn.status },
      actorId,
    });
    await notifyNoneConfirmed(tx, withdrawn);
    return;
  }
  const respondBy = addBusinessDays(now, AWARD_RESPONSE_BUSINESS_DAYS);
  await updateAward(tx, pool.id, next.award.rank, { status: 'invited', invitedAt: now, respondBy });
  await notifyInvited(tx, pool, next, respondBy);
}

/** Under the pool's lock: a lapsed invitation is marked so and the next rank invited. True when it did. */
export async function lapseIfDue(tx: Executor, pool: PoolRow, now: Date): Promise<boolean> {
  if (pool.status !== 'awarded') return false;
  const invited = (await awardRows(tx, pool.id)).find((row) => row.award.status === 'invited');
  if (!invited?.award.respondBy || invited.award.respondBy > now) return false;
  await updateAward(tx, pool.id, invited.award.rank, { status: 'lapsed' });
  await inviteNext(tx, pool, now, null);
  return true;
}

/** Checked on read: a page that shows the award first moves past a lapsed invitation. */
export async function settleLapse(db: Database, poolId: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const pool = await lockPool(tx, poolId);
    if (pool) await lapseIfDue(tx, pool, now);
  });
}

/** The periodic sweep: every pool whose invited bidder let the time lapse. Returns how many moved on. */
export async function sweepLapsedInvitations(db: Database, now = new Date()): Promise<number> {
  let moved = 0;
  for (const poolId of await poolsWithLapsedInvitation(db, now)) {
    const changed = await db.transaction(async (tx) => {
      const pool = await lockPool(tx, poolId);
      return pool ? lapseIfDue(tx, pool, now) : false;
    });
    if (changed) moved += 1;
  }
  return moved;
}
