/**
 * Whose data room a row belongs to: a pool's (portfolio sale) or a single listed loan's. The room tables
 * carry both columns, exactly one of them set, so one set of rules serves both rooms.
 */
import { eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export type RoomOwner = { pool: number } | { loan: number };

/** The owner columns of a new row. */
export const ownerColumns = (owner: RoomOwner) =>
  'pool' in owner ? { poolId: owner.pool, loanId: null } : { poolId: null, loanId: owner.loan };

/** The row belongs to the owner's room. */
export const ownedBy = (table: { poolId: AnyPgColumn; loanId: AnyPgColumn }, owner: RoomOwner): SQL =>
  'pool' in owner ? eq(table.poolId, owner.pool) : eq(table.loanId, owner.loan);
