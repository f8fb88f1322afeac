/**
 * The marketplace's sort keys. Nullable columns sort with a sentinel below every real value, so
 * each key is never null and the CSV export can page by (key, id) in the same order as the list.
 */
import { sql, type SQL } from 'drizzle-orm';
import { entities, loans } from '../../db/schema/index.ts';
import { remainingTermSql } from '../../db/remaining-term-sql.ts';
import type { MarketSort, SortOrder } from '../../../src/domain/lists.ts';

export const SORT_KEYS: Record<MarketSort, SQL> = {
  // The plain columns match the partial indexes on listed loans (server/db/schema/loans.ts).
  listed_at: sql`${loans.listedAt}`,
  current_principal: sql`${loans.currentPrincipal}`,
  interest_rate_pct: sql`${loans.interestRatePct}`,
  current_ltv_pct: sql`${loans.currentLtvPct}`,
  loan_ref: sql`lower(${loans.loanRef})`,
  bank_name: sql`lower(${entities.name})`,
  credit_score: sql`coalesce(${loans.creditScore}, -1)`,
  region: sql`${loans.region}`,
  // Enums sort by their declared order; the codes' alphabetical order is what a reader expects.
  property_type: sql`${loans.propertyType}::text`,
  occupancy: sql`${loans.occupancy}::text`,
  rate_type: sql`${loans.rateType}::text`,
  remaining_term_months: remainingTermSql,
  days_in_arrears: sql`${loans.daysInArrears}`,
  asking_price_pct: sql`coalesce(${loans.askingPricePct}, -1)`,
  bid_deadline: sql`coalesce(${loans.bidDeadline}, '0001-01-01'::date)`,
};

export const orderBy = (column: MarketSort, order: SortOrder): SQL =>
  order === 'asc' ? sql`${SORT_KEYS[column]} asc, ${loans.id} asc` : sql`${SORT_KEYS[column]} desc, ${loans.id} desc`;

/** Rows after (key, id) in the chosen order: the next page of the export. */
export const after = (column: MarketSort, order: SortOrder, key: string, id: number): SQL =>
  order === 'asc'
    ? sql`(${SORT_KEYS[column]}, ${loans.id}) > (${key}, ${id})`
    : sql`(${SORT_KEYS[column]}, ${loans.id}) < (${key}, ${id})`;
