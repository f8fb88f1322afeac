/**
 * A pool's bids (DOMAIN.md, "Portfolio sales"): one indicative bid per investor in phase 1 (a price
 * of the pool's principal), one binding bid per shortlisted investor in phase 2 with a line per loan,
 * and the award's ranking of binding bids: the winner and up to two backups, invited in turn.
 * Amounts are integer minor units of the pool's currency, so the lines sum to the total exactly.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { AWARD_STATUSES } from '../../../src/domain/pools/award.ts';
import { entities } from './organisations.ts';
import { users } from './users.ts';
import { loans } from './loans.ts';
import { pools } from './pools.ts';

const pricePct = () => numeric({ precision: 7, scale: 3 });
const minorUnits = () => bigint({ mode: 'bigint' });

export const poolIndicativeBids = pgTable(
  'pool_indicative_bids',
  {
    poolId: integer()
      .notNull()
      .references(() => pools.id, { onDelete: 'cascade' }),
    investorId: integer()
      .notNull()
      .references(() => entities.id),
    pricePct: pricePct().notNull(),
    note: text().notNull().default(''),
    placedById: integer().references(() => users.id, { onDelete: 'set null' }),
    placedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    version: integer().notNull().default(1),
  },
  (table) => [
    primaryKey({ columns: [table.poolId, table.investorId] }),
    check('pool_indicative_bids_price_check', sql`${table.pricePct} > 0`),
  ],
);

export const poolBindingBids = pgTable(
  'pool_binding_bids',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    poolId: integer()
      .notNull()
      .references(() => pools.id, { onDelete: 'cascade' }),
    investorId: integer()
      .notNull()
      .references(() => entities.id),
    /** The sum of the lines' amounts, kept with them in one transaction. */
    totalMinor: minorUnits().notNull(),
    excludedCount: integer().notNull().default(0),
    /**
     * How many of the pool's loans this bid priced highest (ties count for each bid). Counted once, on the
     * first reading of the ranking after the phase 2 deadline, when no bid of the pool can change any more.
     */
    highestCount: integer(),
    placedById: integer().references(() => users.id, { onDelete: 'set null' }),
    placedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    version: integer().notNull().default(1),
  },
  (table) => [
    uniqueIndex('pool_binding_bids_investor_key').on(table.poolId, table.investorId),
    check('pool_binding_bids_total_check', sql`${table.totalMinor} >= 0`),
    check('pool_binding_bids_excluded_check', sql`${table.excludedCount} >= 0`),
  ],
);

/** A binding bid's price for one loan of the pool, or the loan left out (an exclusion). */
export const poolBindingBidLines = pgTable(
  'pool_binding_bid_lines',
  {
    bidId: integer()
      .notNull()
      .references(() => poolBindingBids.id, { onDelete: 'cascade' }),
    loanId: integer()
      .notNull()
      .references(() => loans.id),
    excluded: boolean().notNull().default(false),
    pricePct: pricePct(),
    amountMinor: minorUnits()
      .notNull()
      .default(sql`0`),
  },
  (table) => [
    primaryKey({ columns: [table.bidId, table.loanId] }),
    index('pool_binding_bid_lines_loan_idx').on(table.loanId),
    check(
      'pool_binding_bid_lines_excluded_check',
      sql`(${table.excluded} and ${table.pricePct} is null and ${table.amountMinor} = 0)
        or (not ${table.excluded} and ${table.pricePct} > 0 and ${table.amountMinor} >= 0)`,
    ),
  ],
);

export const awardStatus = pgEnum('pool_award_status', AWARD_STATUSES);

/** The award: rank 1 is the winner, ranks 2 and 3 the backups, each invited in turn to confirm. */
export const poolAwards = pgTable(
  'pool_awards',
  {
    poolId: integer()
      .notNull()
      .references(() => pools.id, { onDelete: 'cascade' }),
    rank: smallint().notNull(),
    bindingBidId: integer()
      .notNull()
      .references(() => poolBindingBids.id),
    status: awardStatus().notNull().default('waiting'),
    invitedAt: timestamp({ withTimezone: true }),
    respondBy: timestamp({ withTimezone: true }),
    respondedAt: timestamp({ withTimezone: true }),
    respondedById: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Why the bidder declined, in its own words. */
    declineReason: text(),
  },
  (table) => [
    primaryKey({ columns: [table.poolId, table.rank] }),
    uniqueIndex('pool_awards_bid_key').on(table.poolId, table.bindingBidId),
    // At most one bidder is asked to confirm at a time.
    uniqueIndex('pool_awards_one_invited_key')
      .on(table.poolId)
      .where(sql`${table.status} = 'invited'`),
    check('pool_awards_rank_check', sql`${table.rank} between 1 and 3`),
  ],
);
