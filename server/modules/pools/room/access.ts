/**
 * Who reaches a pool's data room: the bank's officers and managers run it, platform admins read it
 * (403 on a change), another bank's pool does not exist (404); an investor reaches the documents at or
 * below the level its NDA and shortlist give it (participants.ts), and a pool it may not see does not exist.
 */
import { eq } from 'drizzle-orm';
import { POOL_STATUS_LABELS, type PoolStatus } from '../../../../src/domain/pools/status.ts';
import { ROOM_MESSAGES } from '../../../../src/domain/pools/data-room.ts';
import { INVESTOR_ROLES } from '../../../../src/domain/roles.ts';
import type { Executor } from '../../../db/client.ts';
import { pools } from '../../../db/schema/index.ts';
import { entityIdsOfKind, hasRoleIn, mayActIn, type Actor } from '../../../lib/access/actor.ts';
import { conflict, forbidden, notFound } from '../../../lib/http-errors.ts';
import { readableBankRecord } from '../../../lib/bank-scope.ts';
import { isMakerAt } from '../access.ts';
import { roomLevelIn } from '../participants.ts';
import type { RoomAccess } from '../../../lib/data-room/routes.ts';

export type RoomPool = typeof pools.$inferSelect;

/** A room closes to changes once the pool is sold or withdrawn. */
const CLOSED: readonly PoolStatus[] = ['sold', 'withdrawn'];
/** Investors reach a room only while the pool is on sale or after it (never a draft's). */
const INVESTOR_VISIBLE: readonly PoolStatus[] = ['listed', 'phase_1', 'phase_2', 'awarded', 'sold'];

export async function findPool(db: Executor, poolId: number): Promise<RoomPool | null> {
  const [row] = await db.select().from(pools).where(eq(pools.id, poolId));
  return row ?? null;
}

/** The pool, when the actor may read its room as the bank (or a platform admin). */
export async function bankRoomPool(db: Executor, actor: Actor, poolId: number): Promise<RoomPool> {
  return readableBankRecord(actor, await findPool(db, poolId));
}

/** The pool, when the actor may change its room: a maker of its bank, and the pool not closed. */
export async function bankRoomPoolToChange(db: Executor, actor: Actor, poolId: number): Promise<RoomPool> {
  const pool = await bankRoomPool(db, actor, poolId);
  if (!isMakerAt(actor, pool.bankId)) throw forbidden();
  if (CLOSED.includes(pool.status)) throw conflict(ROOM_MESSAGES.closed(POOL_STATUS_LABELS[pool.status].toLowerCase()));
  return pool;
}

export interface InvestorSeat {
  pool: RoomPool;
  investorId: number;
  level: 0 | 1 | 2;
}

/**
 * The investor organisation through which the actor sits in the pool's sale, with its level: of the
 * actor's investor organisations, the one reaching furthest. 403 for a user of no investor; 404 for a
 * pool the organisation may not see.
 */
export async function investorSeat(db: Executor, actor: Actor, poolId: number): Promise<InvestorSeat> {
  const investors = entityIdsOfKind(actor, 'investor').filter((id) => hasRoleIn(actor, id, INVESTOR_ROLES));
  if (investors.length === 0) throw forbidden();
  const pool = await findPool(db, poolId);
  if (!pool || !INVESTOR_VISIBLE.includes(pool.status)) throw notFound();
  let best: { investorId: number; level: 0 | 1 | 2 } | null = null;
  for (const investorId of investors.sort((a, b) => a - b)) {
    const level = await roomLevelIn(db, pool.id, investorId);
    if (!best || level > best.level) best = { investorId, level };
  }
  const seat = best!;
  const invited = pool.accessMode === 'open' || investors.some((id) => pool.invitedInvestorIds.includes(id));
  if (seat.level === 0 && !invited) throw notFound();
  return { pool, ...seat };
}

/** The seat, when the organisation has accepted the NDA (403 otherwise). */
export async function investorInRoom(db: Executor, actor: Actor, poolId: number): Promise<InvestorSeat> {
  const seat = await investorSeat(db, actor, poolId);
  if (seat.level === 0) throw forbidden(ROOM_MESSAGES.ndaFirst);
  return seat;
}

/** Whether the actor may act for the organisation (an active one): asking needs it, reading does not. */
export const mayActForInvestor = (actor: Actor, investorId: number) => mayActIn(actor, investorId, INVESTOR_ROLES);

const poolRef = (pool: RoomPool) => ({ id: pool.id, name: pool.name, status: pool.status });

/** The pool's room for the shared data-room routes: the rules above, the pool as the room's owner. */
export const poolRoomAccess: RoomAccess<ReturnType<typeof poolRef>> = {
  async bank(db, actor, poolId) {
    const pool = await bankRoomPool(db, actor, poolId);
    return { owner: { pool: pool.id }, ref: poolRef(pool), canChange: isMakerAt(actor, pool.bankId) };
  },
  async bankToChange(db, actor, poolId) {
    const pool = await bankRoomPoolToChange(db, actor, poolId);
    return { pool: pool.id };
  },
  async investor(db, actor, poolId) {
    const seat = await investorInRoom(db, actor, poolId);
    return {
      owner: { pool: seat.pool.id },
      ref: poolRef(seat.pool),
      investorId: seat.investorId,
      level: seat.level as 1 | 2,
    };
  },
};
