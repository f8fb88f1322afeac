/**
 * The investors taking part in a pool's sale (DOMAIN.md, "Portfolio sales"): one row per investor
 * organisation once one of its users has accepted the pool's NDA, recording who accepted, when and from
 * which address, and whether the bank later shortlisted it for the binding phase.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { SHORTLIST_DECISIONS } from '../../../src/domain/pools/participation.ts';
import { entities } from './organisations.ts';
import { users } from './users.ts';
import { pools } from './pools.ts';

export const shortlistDecision = pgEnum('pool_shortlist_decision', SHORTLIST_DECISIONS);

export const poolParticipants = pgTable(
  'pool_participants',
  {
    poolId: integer()
      .notNull()
      .references(() => pools.id, { onDelete: 'cascade' }),
    investorId: integer()
      .notNull()
      .references(() => entities.id),
    ndaAcceptedById: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The accepting user's name and e-mail as they were: the record outlives a renamed or removed user. */
    ndaAcceptedByName: text().notNull(),
    ndaAcceptedByEmail: text().notNull(),
    ndaAcceptedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ndaAcceptedFromAddress: text().notNull(),
    /** SHA-256 of the NDA text accepted, so the record names the very text agreed to. */
    ndaTextSha256: text().notNull(),
    shortlist: shortlistDecision().notNull().default('pending'),
    shortlistDecidedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.poolId, table.investorId] }),
    index('pool_participants_investor_idx').on(table.investorId),
    check('pool_participants_sha_check', sql`${table.ndaTextSha256} ~ '^[0-9a-f]{64}$'`),
  ],
);
