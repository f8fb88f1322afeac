/** Pools: approved loans of one bank and one currency grouped for a portfolio sale (DOMAIN.md, "Portfolio sales"). */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { POOL_ACCESS_MODES, POOL_STATUSES } from '../../../src/domain/pools/status.ts';
import { entities } from './organisations.ts';
import { users } from './users.ts';
import { loans } from './loans.ts';

export const poolStatus = pgEnum('pool_status', POOL_STATUSES);
export const poolAccessMode = pgEnum('pool_access_mode', POOL_ACCESS_MODES);

export const pools = pgTable(
  'pools',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    bankId: integer()
      .notNull()
      .references(() => entities.id),
    name: text().notNull(),
    description: text().notNull().default(''),
    cutOffDate: date().notNull(),
    currency: text().notNull(),
    status: poolStatus().notNull().default('draft'),

    /** The sale's process, set when a listing is approved. */
    accessMode: poolAccessMode(),
    invitedInvestorIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    phase1Deadline: timestamp({ withTimezone: true }),
    phase2Deadline: timestamp({ withTimezone: true }),
    /** Phase 2's deadline as listed: late bids move phase2Deadline, at most 2 hours past this one. */
    phase2DeadlineListed: timestamp({ withTimezone: true }),
    exclusionLimit: integer(),
    ndaText: text(),
    listedAt: timestamp({ withTimezone: true }),

    version: integer().notNull().default(1),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('pools_bank_status_idx').on(table.bankId, table.status, table.id),
    check('pools_phase_order_check', sql`${table.phase2Deadline} > ${table.phase1Deadline}`),
    check('pools_exclusion_limit_check', sql`${table.exclusionLimit} >= 0`),
    check('pools_currency_check', sql`${table.currency} ~ '^[A-Z]{3}$'`),
  ],
);

/**
 * A pool's loans. `live` mirrors the pool's liveness (src/domain/pools/status.ts) so the database itself
 * keeps a loan in at most one live pool, even when two pools are built from the same loans at once.
 */
export const poolLoans = pgTable(
  'pool_loans',
  {
    poolId: integer()
      .notNull()
      .references(() => pools.id, { onDelete: 'cascade' }),
    loanId: integer()
      .notNull()
      .references(() => loans.id),
    live: boolean().notNull().default(true),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.poolId, table.loanId] }),
    uniqueIndex('pool_loans_one_live_pool_key')
      .on(table.loanId)
      .where(sql`${table.live}`),
  ],
);
