/** Reads an investor's place in a pool's sale: its NDA acceptance and shortlist decision, if any. */
import { and, eq } from 'drizzle-orm';
import { roomLevelOf } from '../../../src/domain/pools/participation.ts';
import type { Executor } from '../../db/client.ts';
import { poolParticipants } from '../../db/schema/index.ts';

export type ParticipantRow = typeof poolParticipants.$inferSelect;

export async function findParticipant(
  db: Executor,
  poolId: number,
  investorId: number,
): Promise<ParticipantRow | null> {
  const [row] = await db
    .select()
    .from(poolParticipants)
    .where(and(eq(poolParticipants.poolId, poolId), eq(poolParticipants.investorId, investorId)));
  return row ?? null;
}

/** The data-room level the investor reaches in the pool: 0 before the NDA, 1 after it, 2 when shortlisted. */
export async function roomLevelIn(db: Executor, poolId: number, investorId: number) {
  return roomLevelOf(await findParticipant(db, poolId, investorId));
}
