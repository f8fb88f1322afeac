/**
 * The marketplace's list items written out as SQL: their columns, and the export's keyset pages (the
 * list's page and count are in market-list-sql.ts). The list is the product's busiest read, and
 * building a twenty-column select through the query builder cost as much as running it; here only
 * the filters and the order are built per request. Values come back as text where drivers differ.
 */
import { sql, type SQL } from 'drizzle-orm';
import type {
  AccountStatus,
  LoanStatus,
  OccupancyType,
  PropertyType,
  RateType,
} from '../../../src/domain/loans/vocabulary.ts';
import type { ProposalStatus } from '../../../src/domain/trading/proposal-status.ts';
import { REMAINING_TERM_SQL } from '../../db/remaining-term-sql.ts';
import { after, orderBy, SORT_KEYS } from './sorting.ts';
import { CSV_COLUMNS, csvLineSql } from './export-line-sql.ts';
import type { MarketSort, SortOrder } from '../../../src/domain/lists.ts';

/** A list item's columns as the statements answer them. */
export type MarketRow = {
  id: number;
  loan_ref: string;
  bank_id: number;
  bank_name: string;
  status: LoanStatus;
  currency: string;
  current_principal: string;
  interest_rate_pct: string;
  rate_type: RateType;
  current_ltv_pct: string;
  credit_score: number | null;
  region: string;
  property_type: PropertyType;
  occupancy: OccupancyType;
  remaining_term_months: number;
  days_in_arrears: number;
  account_status: AccountStatus;
  asking_price_pct: string | null;
  bid_deadline: string | null;
  listed_at: string;
};

export type MarketPageRow = MarketRow & {
  my_proposal_id: number | null;
  my_proposal_status: ProposalStatus | null;
};

export interface MarketOrder {
  sort: MarketSort;
  order: SortOrder;
}

export const LIST_ITEM_COLUMNS =
  sql.raw(`"loans"."id", "loans"."loan_ref", "loans"."bank_id", "entities"."name" as "bank_name", "loans"."status"::text as "status",
  "loans"."currency", "loans"."current_principal"::text as "current_principal", "loans"."interest_rate_pct"::text as "interest_rate_pct",
  "loans"."rate_type"::text as "rate_type", "loans"."current_ltv_pct"::text as "current_ltv_pct", "loans"."credit_score", "loans"."region",
  "loans"."property_type"::text as "property_type", "loans"."occupancy"::text as "occupancy", ${REMAINING_TERM_SQL} as "remaining_term_months",
  "loans"."days_in_arrears", "loans"."account_status"::text as "account_status", "loans"."asking_price_pct"::text as "asking_price_pct",
  "loans"."bid_deadline"::text as "bid_deadline", to_char("loans"."listed_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "listed_at"`);

export const LOANS_WITH_BANK = sql.raw(`"loans" inner join "entities" on "entities"."id" = "loans"."bank_id"`);

/** The CSV lines of `size` loans after the given (sort key, id), or the first ones; each with its sort key as text for the next page. */
export function marketExportPageSql(
  where: SQL,
  order: MarketOrder,
  last: { key: string; id: number } | null,
  size: number,
): SQL {
  const keyed = last ? sql`${where} and ${after(order.sort, order.order, last.key, last.id)}` : where;
  return sql`select "loans"."id", ${csvLineSql(CSV_COLUMNS)} as "line", (${SORT_KEYS[order.sort]})::text as "sort_key" from ${LOANS_WITH_BANK} where ${keyed}
    order by ${orderBy(order.sort, order.order)} limit ${size}`;
}
