/** SQL of a pool's phase 1: the pools open to an investor, its NDA record and its indicative bid, the bank's view of them. */
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { INVESTOR_VISIBLE_POOL_STATUSES } from '../../../src/domain/pools/status.ts';
import type { Executor } from '../../db/client.ts';
import { entities, poolIndicativeBids, poolParticipants, pools, users } from '../../db/schema/index.ts';
import type { PoolRow } from './queries.ts';

export type IndicativeBidRow = typeof poolIndicativeBids.$inferSelect;

/** The pools open to the investor: listed to every investor, or with it among the invited. */
export async function poolsOpenTo(db: Executor, investorId: number): Promise<PoolRow[]> {
  return db
    .select()
    .from(pools)
    .where(
      and(
        inArray(pools.status, [...INVESTOR_VISIBLE_POOL_STATUSES]),
        or(
          eq(pools.accessMode, 'open'),
          and(eq(pools.accessMode, 'invitation'), sql`${investorId} = any(${pools.invitedInvestorIds})`),
        ),
      ),
    )
    .orderBy(asc(pools.phase1Deadline), desc(pools.id));
}

export async function participantsOf(db: Executor, investorId: number, poolIds: readonly number[]) {
  if (poolIds.length === 0) return [];
  return db
    .select()
    .from(poolParticipants)
    .where(and(eq(poolParticipants.investorId, investorId), inArray(poolParticipants.poolId, [...poolIds])));
}

/** Only the asking investor's own bids: never another's, not even their count. */
export async function ownIndicativeBids(db: Executor, investorId: number, poolIds: readonly number[]) {
  if (poolIds.length === 0) return [];
  return db
    .select()
    .from(poolIndicativeBids)
    .where(and(eq(poolIndicativeBids.investorId, investorId), inArray(poolIndicativeBids.poolId, [...poolIds])));
}

export async function lockOwnIndicativeBid(
  db: Executor,
  poolId: number,
  investorId: number,
): Promise<IndicativeBidRow | null> {
  const [row] = await db
    .select()
    .from(poolIndicativeBids)
    .where(and(eq(poolIndicativeBids.poolId, poolId), eq(poolIndicativeBids.investorId, investorId)))
    .for('update');
  return row ?? null;
}

export async function userNameAndEmail(db: Executor, userId: number) {
  const [row] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

/** Every NDA participant of a pool with its indicative bid, if any: what the bank reads after the deadline. */
export async function participantsWithBids(db: Executor, poolId: number) {
  return db
    .select({
      investorId: poolParticipants.investorId,
      investorName: entities.name,
      ndaAcceptedByName: poolParticipants.ndaAcceptedByName,
      ndaAcceptedAt: poolParticipants.ndaAcceptedAt,
      shortlist: poolParticipants.shortlist,
      pricePct: poolIndicativeBids.pricePct,
      note: poolIndicativeBids.note,
      placedAt: poolIndicativeBids.placedAt,
      updatedAt: poolIndicativeBids.updatedAt,
    })
    .from(poolParticipants)
    .innerJoin(entities, eq(entities.id, poolParticipants.investorId))
    .leftJoin(
      poolIndicativeBids,
      and(
        eq(poolIndicativeBids.poolId, poolParticipants.poolId),
        eq(poolIndicativeBids.investorId, poolParticipants.investorId),
      ),
    )
    .where(eq(poolParticipants.poolId, poolId))
    .orderBy(sql`${poolIndicativeBids.pricePct} desc nulls last`, asc(entities.name));
}
