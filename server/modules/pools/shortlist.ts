/**
 * The bank's side of phase 1 (DOMAIN.md, "Portfolio sales"): the indicative bids, sealed until the
 * phase 1 deadline, then the shortlist a bank manager makes among the NDA participants, which opens
 * phase 2 and tells every participant whether it goes on, in one transaction.
 */
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { proposalAmount } from '../../../src/domain/trading/amounts.ts';
import type { Database } from '../../db/client.ts';
import { poolParticipants } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/access/actor.ts';
import { conflict, forbidden, notFound, ValidationError } from '../../lib/http-errors.ts';
import { writeRevision } from '../../lib/revisions/write-revision.ts';
import { assertCanReadBank, isManagerAt, readableBanks } from './access.ts';
import { participantsWithBids } from './bidding-queries.ts';
import { notifyShortlist } from './phase1-notifications.ts';
import { PHASE1_MESSAGES } from './phase1-messages.ts';
import { findPool, lockPool, poolTotals, updatePool, type PoolRow } from './queries.ts';
import { snapshotOf } from './record.ts';
import type { ShortlistBody } from './phase1-schemas.ts';

const deadlinePassed = (pool: PoolRow, now = new Date()) => pool.phase1Deadline !== null && now >= pool.phase1Deadline;

async function bankPool(db: Database, actor: Actor, id: number) {
  readableBanks(actor);
  const pool = await findPool(db, id);
  if (!pool) throw notFound();
  assertCanReadBank(actor, pool.bankId);
  return pool;
}

/** The participants and their bids; before the deadline nothing, not even how many there are. */
export async function indicativeBidsOf(db: Database, actor: Actor, id: number) {
  const pool = await bankPool(db, actor, id);
  if (pool.status === 'draft' || pool.status === 'listed' || pool.phase1Deadline === null)
    throw conflict(PHASE1_MESSAGES.notBidding);
  if (!deadlinePassed(pool)) throw conflict(PHASE1_MESSAGES.sealed);
  const rows = await participantsWithBids(db, pool.id);
  const principal = (await poolTotals(db, [pool.id])).get(pool.id)?.principal ?? '0.00';
  return {
    phase_1_deadline: pool.phase1Deadline.toISOString(),
    can_shortlist: pool.status === 'phase_1' && isManagerAt(actor, pool.bankId),
    participants: rows.map((row) => ({
      investor: { id: row.investorId, name: row.investorName },
      nda_accepted_at: row.ndaAcceptedAt.toISOString(),
      nda_accepted_by_name: row.ndaAcceptedByName,
      shortlist: row.shortlist,
      bid:
        row.pricePct === null
          ? null
          : {
              price_pct: row.pricePct,
              amount: proposalAmount(row.pricePct, principal),
              note: row.note ?? '',
              placed_at: row.placedAt!.toISOString(),
              updated_at: row.updatedAt!.toISOString(),
            },
    })),
  };
}

export async function shortlistPool(db: Database, actor: Actor, id: number, body: ShortlistBody) {
  const seen = await bankPool(db, actor, id);
  if (!isManagerAt(actor, seen.bankId)) throw forbidden(PHASE1_MESSAGES.shortlistManagers);
  const chosen = [...new Set(body.investor_ids)];
  if (chosen.length === 0) throw new ValidationError({ investor_ids: [PHASE1_MESSAGES.shortlistEmpty] });
  await db.transaction(async (tx) => {
    const pool = await lockPool(tx, id);
    if (!pool) throw notFound();
    if (pool.status !== 'phase_1' || !deadlinePassed(pool)) throw conflict(PHASE1_MESSAGES.shortlistWhen);
    if (body.version !== undefined && body.version !== pool.version) throw conflict(PHASE1_MESSAGES.poolChanged);
    const participants = (await participantsWithBids(tx, pool.id)).map((row) => row.investorId);
    if (chosen.some((investorId) => !participants.includes(investorId)))
      throw new ValidationError({ investor_ids: [PHASE1_MESSAGES.shortlistNotParticipant] });
    const others = participants.filter((investorId) => !chosen.includes(investorId));
    const decided = { shortlistDecidedAt: sql`now()` };
    await tx
      .update(poolParticipants)
      .set({ shortlist: 'shortlisted', ...decided })
      .where(and(eq(poolParticipants.poolId, pool.id), inArray(poolParticipants.investorId, chosen)));
    await tx
      .update(poolParticipants)
      .set({ shortlist: 'not_shortlisted', ...decided })
      .where(and(eq(poolParticipants.poolId, pool.id), notInArray(poolParticipants.investorId, chosen)));
    const after = await updatePool(tx, pool.id, { status: 'phase_2' });
    const totals = (await poolTotals(tx, [pool.id])).get(pool.id);
    await writeRevision(tx, {
      targetType: 'pool',
      targetId: pool.id,
      version: after.version,
      before: { ...snapshotOf(pool, totals), shortlisted_investor_ids: [] },
      after: { ...snapshotOf(after, totals), shortlisted_investor_ids: [...chosen].sort((a, b) => a - b) },
      actorId: actor.userId,
    });
    await notifyShortlist(tx, after, chosen, others);
  });
  return indicativeBidsOf(db, actor, id);
}
