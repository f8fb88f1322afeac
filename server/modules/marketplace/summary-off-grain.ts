/**
 * The marketplace summary for filters off the loan book's grain (ranges, arrears, search, occupancy,
 * rate type), which the running totals cannot answer. Up to COUNT_EXACT_UP_TO matching loans it is
 * summed over every one of them, exactly; past it, summing them would cost more with every loan
 * the market gains, so it is estimated from a sample of the table's pages of fixed size: every count
 * and sum is the sample's scaled by the table's rows over the sample's, so the weighted averages
 * are the sample's own. The answer says which.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { loans } from '../../db/schema/index.ts';
import { remainingTermSql } from '../../db/remaining-term-sql.ts';
import { figuresOf, summaryOfGroupingSets, type GrainSums } from '../../lib/loan-book/figures.ts';
import { COUNT_EXACT_UP_TO, cappedCountSql } from '../../lib/list-total.ts';

/** Rows of the loans table a sample reads (its pages' share of the table): the same work at any size. */
export const SAMPLE_READS_ROWS = 20_000;
/** Fewer matching loans than this in a sample say too little: the set is then summed in full. */
const SAMPLE_MIN_MATCHES = 200;

/**
 * The matching loans summed per (currency, region, property type), the loan book's own grain: exact
 * numerics, divided only once the grains are summed again, as the running totals are (server/lib/loan-book).
 */
const GRAIN_SUMS = {
  currency: sql<string>`${loans.currency}`.as('currency'),
  region: sql<string>`${loans.region}`.as('region'),
  propertyType: sql<string>`${loans.propertyType}::text`.as('property_type'),
  loans: sql<number>`count(*)`.as('loans'),
  principal: sql<string>`sum(${loans.currentPrincipal})`.as('principal'),
  rateWeighted: sql<string>`sum(${loans.currentPrincipal} * ${loans.interestRatePct})`.as('rate_weighted'),
  ltvWeighted: sql<string>`sum(${loans.currentPrincipal} * ${loans.currentLtvPct})`.as('ltv_weighted'),
  scoredPrincipal: sql<
    string | null
  >`sum(${loans.currentPrincipal}) filter (where ${loans.creditScore} is not null)`.as('scored_principal'),
  scoreWeighted: sql<string | null>`sum(${loans.currentPrincipal} * ${loans.creditScore})`.as('score_weighted'),
  termWeighted: sql<string>`sum(${loans.currentPrincipal} * ${remainingTermSql})`.as('term_weighted'),
};

const SUMS = [
  'loans',
  'principal',
  'rateWeighted',
  'ltvWeighted',
  'scoredPrincipal',
  'scoreWeighted',
  'termWeighted',
] as const;

/** The grains' sums as figures, per currency, per region and per property type (grouping sets of one statement). */
async function figuresOverGrains(db: Executor, grains: SQL, scale: SQL | null) {
  const scaled = (name: (typeof SUMS)[number]) => {
    const column = sql.identifier(GRAIN_SUMS[name].fieldAlias);
    return scale ? sql`(${column} * "scale"."factor")` : sql`${column}`;
  };
  const sums = Object.fromEntries(SUMS.map((name) => [name, scaled(name)])) as unknown as GrainSums;
  const grouping = sql<number>`grouping("grains"."currency", "grains"."region", "grains"."property_type")`;
  const scaleJoin = scale ? sql`cross join (${scale}) as "scale"` : sql``;
  const { rows } = await db.execute<Record<string, unknown>>(
    sql`with "grains" as (${grains})
      select ${grouping} as "grouped",
        coalesce("grains"."currency", "grains"."region", "grains"."property_type") as "key",
        ${summaryColumns(sums)}, coalesce(sum("grains"."loans"), 0)::int as "matched"
      from "grains" ${scaleJoin}
      group by grouping sets ((), ("grains"."currency"), ("grains"."region"), ("grains"."property_type"))
      order by 1, sum(${sums.principal}) desc, 2`,
  );
  const totals = rows.find((row) => Number(row['grouped']) === 7);
  return { ...summaryOfGroupingSets(rows.map(summaryRow)), matched: Number(totals?.['matched'] ?? 0) };
}

const FIGURE_NAMES = {
  count: 'count',
  totalCurrentPrincipal: 'total_current_principal',
  weightedAvgRatePct: 'weighted_avg_rate_pct',
  weightedAvgLtvPct: 'weighted_avg_ltv_pct',
  weightedAvgCreditScore: 'weighted_avg_credit_score',
  weightedAvgRemainingTermMonths: 'weighted_avg_remaining_term_months',
} as const;

const summaryColumns = (sums: GrainSums) =>
  sql.join(
    Object.entries(figuresOf(sums)).map(
      ([name, figure]) => sql`${figure} as ${sql.identifier(FIGURE_NAMES[name as keyof typeof FIGURE_NAMES])}`,
    ),
    sql`, `,
  );

/** A row of the statement in the figures' own names (the driver answers in the columns' names). */
function summaryRow(row: Record<string, unknown>) {
  return {
    grouped: Number(row['grouped']),
    key: row['key'] as string | null,
    count: Number(row['count']),
    totalCurrentPrincipal: row['total_current_principal'] as string,
    weightedAvgRatePct: row['weighted_avg_rate_pct'] as string | null,
    weightedAvgLtvPct: row['weighted_avg_ltv_pct'] as string | null,
    weightedAvgCreditScore: row['weighted_avg_credit_score'] as string | null,
    weightedAvgRemainingTermMonths: row['weighted_avg_remaining_term_months'] as string | null,
  };
}

/** The grains' sums of the matching loans read from `from` (the loans table, or a sample of it). */
const grainsOf = (from: SQL, where: SQL): SQL => {
  const columns = Object.values(GRAIN_SUMS).map(
    (column) => sql`${column.getSQL()} as ${sql.identifier(column.fieldAlias)}`,
  );
  return sql`select ${sql.join(columns, sql`, `)} from ${from} where ${where}
    group by ${loans.currency}, ${loans.region}, ${loans.propertyType}`;
};

/** Every matching loan summed: exact, whatever the size (the full computation the others are held to). */
export function marketSummaryFigures(db: Executor, where: SQL) {
  return figuresOverGrains(db, grainsOf(sql`${loans}`, where), null);
}

/**
 * A sample of the table's pages (the same pages for the same table, so a summary does not move
 * between two readings) summed per grain, each sum scaled by the table's rows over the sample's:
 * the sample's share of the table is taken from the table's size in the catalogue.
 */
function sampledSummaryFigures(db: Executor, where: SQL, sampleRows: number) {
  const tableRows = sql`(select greatest("reltuples", 1) from "pg_class" where "oid" = 'loans'::regclass)`;
  const sampled = sql`${loans} tablesample system ((select least(100, 100.0 * ${sampleRows} / ${tableRows})::float4)) repeatable (0)`;
  const factor = sql`select ${tableRows}::numeric / nullif((select count(*) from ${sampled}), 0) as "factor"`;
  return figuresOverGrains(db, grainsOf(sampled, where), factor);
}

/** Up to how many matching loans the figures are exact, and how many rows a sample past that reads. */
export interface SummaryBounds {
  exactUpTo: number;
  sampleRows: number;
}
const BOUNDS: SummaryBounds = { exactUpTo: COUNT_EXACT_UP_TO, sampleRows: SAMPLE_READS_ROWS };

/** The summary's figures for a set off the grain, and whether they are estimated from a sample. */
export async function offGrainSummary(db: Executor, where: SQL, matches: () => SQL, bounds = BOUNDS) {
  const { rows } = await db.execute<{ n: number }>(cappedCountSql(matches(), bounds.exactUpTo));
  const counted = Number(rows[0]?.n ?? 0);
  if (counted <= bounds.exactUpTo) return { figures: await marketSummaryFigures(db, where), isEstimate: false };
  const sampled = await sampledSummaryFigures(db, where, bounds.sampleRows);
  // A sample that met too few of the loans would be a guess: sum them all instead.
  if (sampled.matched < SAMPLE_MIN_MATCHES)
    return { figures: await marketSummaryFigures(db, where), isEstimate: false };
  return { figures: sampled, isEstimate: true };
}
