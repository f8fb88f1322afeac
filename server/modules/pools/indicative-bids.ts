/**
 * An investor's indicative bid on a pool (DOMAIN.md, "Portfolio sales", phase 1): one per organisation,
 * after its NDA and before the phase 1 deadline, revisable at the version it was read at. The deadline
 * is checked in the transaction with the pool row locked, so a bid placed as the deadline passes is
 * either in before it or refused.
 */
import { and, eq, sql } from 'drizzle-orm';
import { readIndicativeBid } from '../../../src/domain/pools/indicative-bid.ts';
import type { Database } from '../../db/client.ts';
import { poolIndicativeBids } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/access/actor.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, forbidden, ValidationError, type FieldErrors } from '../../lib/http-errors.ts';
import { lockOwnIndicativeBid } from './bidding-queries.ts';
import { assertOpenTo, biddingInvestor } from './investor-access.ts';
import { investorPool, phase1Open } from './investor-service.ts';
import { findParticipant } from './participants.ts';
import { PHASE1_MESSAGES } from './phase1-messages.ts';
import { findPool, lockPool } from './queries.ts';
import type { IndicativeBidBody } from './phase1-schemas.ts';

export async function placeIndicativeBid(db: Database, actor: Actor, id: number, body: IndicativeBidBody) {
  const investorId = biddingInvestor(actor);
  assertOpenTo(await findPool(db, id), investorId);
  const read = readIndicativeBid(body);
  if (read.errors)
    throw new ValidationError(Object.fromEntries(Object.entries(read.errors).map(([k, v]) => [k, [v]])) as FieldErrors);
  try {
    await db.transaction(async (tx) => {
      const pool = assertOpenTo(await lockPool(tx, id), investorId);
      if (!phase1Open(pool))
        throw conflict(pool.status === 'phase_1' ? PHASE1_MESSAGES.phase1Closed : PHASE1_MESSAGES.notInPhase1);
      if (!(await findParticipant(tx, pool.id, investorId))) throw forbidden(PHASE1_MESSAGES.ndaFirst);
      const mine = await lockOwnIndicativeBid(tx, pool.id, investorId);
      if (!mine) {
        if (body.version !== undefined) throw conflict(PHASE1_MESSAGES.bidChanged);
        await tx.insert(poolIndicativeBids).values({
          poolId: pool.id,
          investorId,
          pricePct: read.price,
          note: read.note,
          placedById: actor.userId,
        });
        return;
      }
      if (body.version === undefined) throw conflict(PHASE1_MESSAGES.bidPlacedMeanwhile);
      if (body.version !== mine.version) throw conflict(PHASE1_MESSAGES.bidChanged);
      await tx
        .update(poolIndicativeBids)
        .set({
          pricePct: read.price,
          note: read.note,
          placedById: actor.userId,
          updatedAt: sql`now()`,
          version: sql`${poolIndicativeBids.version} + 1`,
        })
        .where(and(eq(poolIndicativeBids.poolId, pool.id), eq(poolIndicativeBids.investorId, investorId)));
    });
  } catch (error) {
    // Two first bids of one organisation at once: the second finds the first's row.
    if (isUniqueViolation(error)) throw conflict(PHASE1_MESSAGES.bidPlacedMeanwhile);
    throw error;
  }
  return investorPool(db, actor, id);
}
