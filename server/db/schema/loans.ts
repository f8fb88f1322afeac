/** Mortgage loans of the banks, with their listing terms (DOMAIN.md, "Loans"). */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { LOAN_STATUSES } from '../../../src/domain/loans/vocabulary.ts';
import { loanTemplateColumns, money } from './loan-fields.ts';
import { entities } from './organisations.ts';
import { users } from './users.ts';
import { batches } from './batches.ts';
import { remainingTermSql } from '../remaining-term-sql.ts';

export const loanStatus = pgEnum('loan_status', LOAN_STATUSES);
const listed = (table: { status: AnyPgColumn }) => sql`${table.status} = 'listed'`;

export const loans = pgTable(
  'loans',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    bankId: integer()
      .notNull()
      .references(() => entities.id),
    batchId: integer().references(() => batches.id, { onDelete: 'set null' }),
    status: loanStatus().notNull().default('draft'),

    ...loanTemplateColumns(),

    /** Listing terms, set when a listing is approved. */
    askingPricePct: numeric({ precision: 7, scale: 3 }),
    bidDeadline: date(),
    listingDescription: text(),
    listedAt: timestamp({ withTimezone: true }),
    soldAt: timestamp({ withTimezone: true }),
    soldAmount: money(),

    /** Bumped by every applied change: a pending action made at another version is stale. */
    version: integer().notNull().default(1),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('loans_bank_loan_ref_key').on(table.bankId, sql`lower(${table.loanRef})`),
    index('loans_bank_status_idx').on(table.bankId, table.status, table.id),
    index('loans_status_idx').on(table.status, table.id),
    index('loans_region_idx').on(table.region),
    index('loans_batch_idx').on(table.batchId),
    // The marketplace reads listed loans only: its usual sorts and filters each have a partial index.
    // bank_id comes last so a page's count (which joins the bank to keep only active ones) is an index-only scan.
    // The default order carries the filters that have no index of their own after its key, so a page deep in a
    // filtered set is read off this index alone, never a heap page per loan passed over.
    index('loans_listed_listed_at_filters_idx')
      .on(
        table.listedAt,
        table.id,
        table.bankId,
        table.rateType,
        table.occupancy,
        table.daysInArrears,
        table.interestRatePct,
        table.currentLtvPct,
        table.creditScore,
        table.currentPrincipal,
      )
      .where(listed(table)),
    index('loans_listed_current_principal_idx').on(table.currentPrincipal, table.id, table.bankId).where(listed(table)),
    index('loans_listed_interest_rate_idx').on(table.interestRatePct, table.id, table.bankId).where(listed(table)),
    index('loans_listed_region_idx').on(table.region, table.listedAt, table.id, table.bankId).where(listed(table)),
    // A few regions sorted by principal: one ordered scan per region, merged (market-list-sql.ts).
    index('loans_listed_region_current_principal_idx')
      .on(table.region, table.currentPrincipal, table.id, table.bankId)
      .where(listed(table)),
    index('loans_listed_property_type_idx')
      .on(table.propertyType, table.listedAt, table.id, table.bankId)
      .where(listed(table)),
    // The other sorts the marketplace offers, each on the very expression server/modules/marketplace/sorting.ts orders by,
    // so a page is read off the index in order at any depth instead of sorting every listed loan.
    index('loans_listed_current_ltv_idx').on(table.currentLtvPct, table.id, table.bankId).where(listed(table)),
    index('loans_listed_loan_ref_idx')
      .on(sql`lower(${table.loanRef})`, table.id, table.bankId)
      .where(listed(table)),
    index('loans_listed_credit_score_idx')
      .on(sql`coalesce(${table.creditScore}, -1)`, table.id, table.bankId)
      .where(listed(table)),
    index('loans_listed_region_id_idx').on(table.region, table.id, table.bankId).where(listed(table)),
    index('loans_listed_remaining_term_idx').on(remainingTermSql, table.id, table.bankId).where(listed(table)),
    index('loans_listed_days_in_arrears_idx').on(table.daysInArrears, table.id, table.bankId).where(listed(table)),
    index('loans_listed_asking_price_idx')
      .on(sql`coalesce(${table.askingPricePct}, -1)`, table.id, table.bankId)
      .where(listed(table)),
    index('loans_listed_bid_deadline_idx')
      .on(sql`coalesce(${table.bidDeadline}, '0001-01-01'::date)`, table.id, table.bankId)
      .where(listed(table)),
    // A key few loans share (a code, the bank's name) is read per value in id order (market-list-sql.ts).
    index('loans_listed_bank_idx').on(table.bankId, table.id).where(listed(table)),
    index('loans_listed_property_type_id_idx').on(table.propertyType, table.id, table.bankId).where(listed(table)),
    index('loans_listed_occupancy_idx').on(table.occupancy, table.id, table.bankId).where(listed(table)),
    index('loans_listed_rate_type_idx').on(table.rateType, table.id, table.bankId).where(listed(table)),
    // Occupancy and rate type asked together (a twentieth of the market): the list's count reads this index alone.
    index('loans_listed_occupancy_rate_type_idx')
      .on(table.occupancy, table.rateType, table.bankId)
      .where(listed(table)),
    // The bank's loan list: a bank's loans in each order the list offers, any status (by status: loans_bank_status_idx;
    // by reference: the unique index, then by id within a reference, which is unique per bank).
    index('loans_bank_id_idx').on(table.bankId, table.id),
    index('loans_bank_current_principal_idx').on(table.bankId, table.currentPrincipal, table.id),
    index('loans_bank_interest_rate_idx').on(table.bankId, table.interestRatePct, table.id),
    index('loans_bank_updated_at_idx').on(table.bankId, table.updatedAt, table.id),
    index('loans_bank_created_at_idx').on(table.bankId, table.createdAt, table.id),
    index('loans_bank_original_principal_idx').on(table.bankId, table.originalPrincipal, table.id),
    index('loans_bank_current_ltv_idx').on(table.bankId, table.currentLtvPct, table.id),
    index('loans_bank_region_idx').on(table.bankId, table.region, table.id),
    index('loans_bank_origination_date_idx').on(table.bankId, table.originationDate, table.id),
    index('loans_bank_maturity_date_idx').on(table.bankId, table.maturityDate, table.id),
    index('loans_bank_data_cutoff_date_idx').on(table.bankId, table.dataCutoffDate, table.id),
    // A reference "contains" search (ILIKE '%text%', server/lib/text-search.ts) has no btree to use; trigrams
    // find the few matching loans of a million, for the marketplace and the bank's list alike (pg_trgm).
    index('loans_loan_ref_trgm_idx').using('gin', table.loanRef.op('gin_trgm_ops')),
  ],
);
