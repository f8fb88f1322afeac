/**
 * The marketplace list as one statement: a page of listed loans, each with the caller's open
 * proposal, and the count of the whole filtered set, in one round trip. The page's ids are found
 * first from the sort's index alone; only those rows are then read in full. A short list of
 * regions is read as one ordered scan per region, merged, rather than every matching loan sorted.
 */
import { inArray, sql, type SQL } from 'drizzle-orm';
import { proposals } from '../../db/schema/index.ts';
import { OPEN_PROPOSAL_STATUSES } from '../../../src/domain/trading/proposal-status.ts';
import { marketConditions } from './filters.ts';
import { LIST_ITEM_COLUMNS, LOANS_WITH_BANK, type MarketPageRow } from './market-sql.ts';
import type { MarketSort } from '../../../src/domain/lists.ts';
import { OCCUPANCY_TYPES, PROPERTY_TYPES, RATE_TYPES } from '../../../src/domain/loans/vocabulary.ts';
import { codesOf, type MarketFilterQuery, type MarketListQuery } from './schemas.ts';
import { orderBy, SORT_KEYS } from './sorting.ts';
import { cappedCountSql } from '../../lib/list-total.ts';
import { bookCountSql } from '../../lib/loan-book/figures.ts';
import type { BookSlice } from '../../lib/loan-book/slice.ts';

/** A page's rows with the set's count on each; an empty page answers one row: the count and nulls. */
export type MarketListRow = (MarketPageRow | { [Column in keyof MarketPageRow]: null }) & { total: number | null };

/** Up to this many regions are merged; more of them make up enough of the market that the sort's own index finds a page quickly. */
const MERGED_REGIONS_AT_MOST = 8;
/** The sorts with an index by region then key (server/db/schema/loans.ts); any other would sort each region's loans in full. */
const SORTS_BY_REGION: ReadonlySet<MarketSort> = new Set(['listed_at', 'current_principal']);

/** The sorts by a code of few values, each with its index by code then id (server/db/schema/loans.ts), and the code's type. */
const CODE_SORTS: Partial<Record<MarketSort, { codes: readonly string[]; type: string }>> = {
  property_type: { codes: PROPERTY_TYPES, type: 'property_type' },
  occupancy: { codes: OCCUPANCY_TYPES, type: 'occupancy_type' },
  rate_type: { codes: RATE_TYPES, type: 'rate_type' },
};

/**
 * A sort whose key few loans' values share (a code, the bank's name): the page in (key, id) order
 * is among each value's first rows by id, as many as the page goes deep, so those are read from the
 * value's index and only they are sorted, never every listed loan.
 */
function perValuePageIdsSql(query: MarketListQuery): SQL | null {
  const direction = sql.raw(query.order);
  const depth = query.page * query.per_page;
  const window = sql`limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`;
  const firstOf = (match: SQL) =>
    sql`cross join lateral (select "loans"."id" from "loans" where ${match} and ${marketConditions(query)}
      order by "loans"."id" ${direction} limit ${depth}) as "paged"`;
  if (query.sort === 'bank_name') {
    return sql`select "paged"."id", lower("entities"."name") as "sort_key" from "entities"
      ${firstOf(sql`"loans"."bank_id" = "entities"."id"`)}
      where "entities"."kind" = 'bank' order by "sort_key" ${direction}, "paged"."id" ${direction} ${window}`;
  }
  const coded = CODE_SORTS[query.sort];
  if (!coded) return null;
  const codes = sql.raw(coded.codes.map((code) => `('${code}')`).join(', '));
  const column = sql.raw(`"loans"."${query.sort}"`);
  return sql`select "paged"."id", "codes"."code" as "sort_key" from (values ${codes}) as "codes"("code")
    ${firstOf(sql`${column} = "codes"."code"::${sql.raw(coded.type)}`)}
    order by "sort_key" ${direction}, "paged"."id" ${direction} ${window}`;
}

function pageIdsSql(query: MarketListQuery): SQL {
  const perValue = perValuePageIdsSql(query);
  if (perValue) return perValue;
  const key = SORT_KEYS[query.sort];
  // Sorting by the bank's name needs the bank; every filter is on the loan.
  const from = query.sort === 'bank_name' ? LOANS_WITH_BANK : sql.raw('"loans"');
  const select = (where: SQL) => sql`select "loans"."id", ${key} as "sort_key" from ${from} where ${where}`;
  const order = orderBy(query.sort, query.order);
  const window = sql`limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`;
  const regions = [...new Set(codesOf(query.region ?? ''))];
  if (!SORTS_BY_REGION.has(query.sort) || regions.length < 2 || regions.length > MERGED_REGIONS_AT_MOST) {
    return sql`${select(marketConditions(query))} order by ${order} ${window}`;
  }
  // Each region's rows in order, so the planner merges the regions' index scans (PostgreSQL 15 sorts a plain union's rows instead).
  const branches = sql.join(
    regions.map((region) => sql`(${select(marketConditions({ ...query, region }))} order by ${order})`),
    sql` union all `,
  );
  const direction = sql.raw(query.order);
  return sql`${branches} order by "sort_key" ${direction}, "id" ${direction} ${window}`;
}

/** Written into the statement, not bound: only then may a prepared statement's plan use the partial index on open proposals. */
const OPEN_STATUSES = sql.raw(OPEN_PROPOSAL_STATUSES.map((status) => `'${status}'`).join(', '));

/** The latest open proposal of the investors on each loan (nothing without investors). */
function myProposalSql(investorIds: readonly number[]): { columns: SQL; join: SQL } {
  if (investorIds.length === 0) {
    return { columns: sql.raw(`null::int as "my_proposal_id", null::text as "my_proposal_status"`), join: sql.raw('') };
  }
  return {
    columns: sql.raw(`"mine"."id" as "my_proposal_id", "mine"."status" as "my_proposal_status"`),
    join: sql`left join lateral (select "proposals"."id", "proposals"."status"::text as "status" from "proposals"
      where "proposals"."loan_id" = "loans"."id" and ${inArray(proposals.investorId, [...investorIds])}
      and "proposals"."status" in (${OPEN_STATUSES}) order by "proposals"."id" desc limit 1) as "mine" on true`,
  };
}

/** The matching loans as `select 1`: what the count counts, and what the planner estimates past the count's bound. */
export const marketMatchesSql = (query: MarketFilterQuery): SQL =>
  sql`select 1 from "loans" where ${marketConditions(query)}`;

/**
 * How the statement counts the set: from the loan book's totals for a slice (every filter on the
 * totals' grain, server/lib/loan-book), up to a bound on the matching loans (server/lib/list-total.ts),
 * or not at all, when the count is known already.
 */
export type MarketListCount = { fromBook: BookSlice } | { upTo: number } | 'none';

function countSql(query: MarketListQuery, count: MarketListCount): SQL {
  if (count === 'none') return sql`(select null::int as "n")`;
  if ('fromBook' in count) return bookCountSql(count.fromBook);
  return cappedCountSql(marketMatchesSql(query), count.upTo);
}

export function marketListSql(query: MarketListQuery, investorIds: readonly number[], count: MarketListCount): SQL {
  const direction = sql.raw(query.order);
  const mine = myProposalSql(investorIds);
  const total = countSql(query, count);
  return sql`with "page" as (${pageIdsSql(query)})
    select ${LIST_ITEM_COLUMNS}, ${mine.columns}, "total"."n" as "total"
    from ${total} as "total"
    left join ("page" inner join "loans" on "loans"."id" = "page"."id" inner join "entities" on "entities"."id" = "loans"."bank_id" ${mine.join}) on true
    order by "page"."sort_key" ${direction}, "page"."id" ${direction}`;
}
