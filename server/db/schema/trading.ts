/**
 * Trading (DOMAIN.md, "Marketplace, proposals, deals"): investors' proposals on listed loans
 * with their history, and the deals final acceptance creates, with their timeline.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { DEAL_STATUSES } from '../../../src/domain/trading/deal-status.ts';
import { PROPOSAL_STATUSES } from '../../../src/domain/trading/proposal-status.ts';
import { entities } from './organisations.ts';
import { users } from './users.ts';
import { loans } from './loans.ts';
import { pools } from './pools.ts';

export const proposalStatus = pgEnum('proposal_status', PROPOSAL_STATUSES);
export const dealStatus = pgEnum('deal_status', DEAL_STATUSES);

const money = () => numeric({ precision: 18, scale: 2 });
/** A price as a percentage of current principal, three decimals. */
const pricePct = () => numeric({ precision: 7, scale: 3 });

export const proposals = pgTable(
  'proposals',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    loanId: integer()
      .notNull()
      .references(() => loans.id),
    investorId: integer()
      .notNull()
      .references(() => entities.id),
    /** The loan's bank, kept here so a bank's proposals are found without a join. */
    bankId: integer()
      .notNull()
      .references(() => entities.id),
    status: proposalStatus().notNull().default('submitted'),
    pricePct: pricePct().notNull(),
    amount: money().notNull(),
    settlementDate: date().notNull(),
    validUntil: date().notNull(),
    note: text(),
    counterPricePct: pricePct(),
    counterAmount: money(),
    counterNote: text(),
    rejectionReason: text(),
    acceptedAt: timestamp({ withTimezone: true }),
    finalAcceptanceDeadline: timestamp({ withTimezone: true }),
    /** Bumped by every change: a revision made against another version is refused. */
    version: integer().notNull().default(1),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One open proposal per investor and loan, even under concurrent submissions.
    uniqueIndex('proposals_one_open_per_investor_key')
      .on(table.loanId, table.investorId)
      .where(sql`${table.status} in ('submitted', 'countered', 'accepted')`),
    index('proposals_loan_status_idx').on(table.loanId, table.status),
    index('proposals_investor_status_idx').on(table.investorId, table.status, table.updatedAt),
    index('proposals_bank_status_idx').on(table.bankId, table.status, table.updatedAt),
    index('proposals_valid_until_idx')
      .on(table.validUntil)
      .where(sql`${table.status} in ('submitted', 'countered')`),
    index('proposals_final_acceptance_deadline_idx')
      .on(table.finalAcceptanceDeadline)
      .where(sql`${table.status} = 'accepted'`),
  ],
);

/** Every step of a proposal, oldest first: its history as both sides see it. */
export const proposalEvents = pgTable(
  'proposal_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    proposalId: integer()
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    pricePct: pricePct(),
    amount: money(),
    settlementDate: date(),
    validUntil: date(),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('proposal_events_proposal_idx').on(table.proposalId, table.id)],
);

/** A deal sells one loan (from a proposal) or a whole pool (from its award), never both. */
export const deals = pgTable(
  'deals',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    loanId: integer().references(() => loans.id),
    proposalId: integer().references(() => proposals.id),
    /** A pool's deal: its loans are its lines (deal_lines). */
    poolId: integer().references(() => pools.id),
    bankId: integer()
      .notNull()
      .references(() => entities.id),
    investorId: integer()
      .notNull()
      .references(() => entities.id),
    status: dealStatus().notNull().default('pending_settlement'),
    pricePct: pricePct().notNull(),
    amount: money().notNull(),
    /** The fee is frozen when the deal is made: later configuration changes do not reach it. */
    platformFeeBps: integer().notNull(),
    platformFeeAmount: money().notNull(),
    settlementDate: date().notNull(),
    cancelReason: text(),
    fundsSentAt: timestamp({ withTimezone: true }),
    settledAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    version: integer().notNull().default(1),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Exactly one live deal per loan: the last line of defence behind the row lock.
    uniqueIndex('deals_one_live_per_loan_key')
      .on(table.loanId)
      .where(sql`${table.status} <> 'cancelled'`),
    uniqueIndex('deals_proposal_key').on(table.proposalId),
    // Exactly one live deal per pool, behind the pool's row lock.
    uniqueIndex('deals_one_live_per_pool_key')
      .on(table.poolId)
      .where(sql`${table.status} <> 'cancelled'`),
    check(
      'deals_single_or_pool_check',
      sql`(${table.poolId} is null and ${table.loanId} is not null and ${table.proposalId} is not null)
        or (${table.poolId} is not null and ${table.loanId} is null and ${table.proposalId} is null)`,
    ),
    index('deals_investor_status_idx').on(table.investorId, table.status, table.createdAt),
    index('deals_bank_status_idx').on(table.bankId, table.status, table.createdAt),
  ],
);

/** Every step of a deal, oldest first: the timeline its page shows. */
export const dealEvents = pgTable(
  'deal_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    dealId: integer()
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('deal_events_deal_idx').on(table.dealId, table.id)],
);

/** A pool deal's line per loan: the winning bid's price and amount; the lines sum to the deal's amount. */
export const dealLines = pgTable(
  'deal_lines',
  {
    dealId: integer()
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    loanId: integer()
      .notNull()
      .references(() => loans.id),
    pricePct: pricePct().notNull(),
    amount: money().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.dealId, table.loanId] }),
    index('deal_lines_loan_idx').on(table.loanId),
    check('deal_lines_amount_check', sql`${table.amount} >= 0`),
  ],
);
