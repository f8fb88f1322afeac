/**
 * The marketplace summary for filters off the loan book's grain (ranges, arrears, search, occupancy,
 * rate type), which the running totals cannot answer. Summing every matching loan would cost more
 * with every loan the market gains, so one statement first reads a sample of the table's pages of
 * fixed size, the same pages for the same table (two readings agree): every count and sum is the
 * sample's scaled by the table's rows over the sample's, so the weighted averages are the
 * sample's own. A sample that is the whole table is the exact answer. When the sample says the set
 * holds no more than COUNT_EXACT_UP_TO loans, or met too few of them to say much, the set is summed
 * over every matching loan instead, exactly. The answer says which.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { loans } from '../../db/schema/index.ts';
import { remainingTermSql } from '../../db/remaining-term-sql.ts';
import { figuresOf, summaryOfGroupingSets, type GrainSums } from '../../lib/loan-book/figures.ts';
import { COUNT_EXACT_UP_TO } from '../../lib/list-total.ts';

/** Rows of the loans table a sample reads (its pages' share of the table): the same work at any size. */
export const SAMPLE_READS_ROWS = 2_500;
/** Fewer matching loans than this in a sample say too little: the set is then summed in full. */
const SAMPLE_MIN_MATCHES = 200;

const SUMS = [
  'loans',
  'principal',
  'rateWeighted',
  'ltvWeighted',
  'scoredPrincipal',
  'scoreWeighted',
  'termWeighted',
] as const;
const COLUMN_OF: Record<(typeof SUMS)[number], string> = {
  loans: 'loans',
  principal: 'principal',
  rateWeighted: 'rate_weighted',
  ltvWeighted: 'ltv_weighted',
  scoredPrincipal: 'scored_principal',
  scoreWeighted: 'score_weighted',
  termWeighted: 'term_weighted',
};

/**
 * The loans read per (currency, region, property type), the loan book's own grain: exact numerics,
 * divided only once the grains are summed again, as the running totals are (server/lib/loan-book).
 * With `matching`, every sum counts only the loans it holds (a sample's other loans are counted as read).
 */
function grainSumsSql(matching: SQL | null): SQL {
  const only = (condition?: SQL) => {
    const conditions = [matching, condition].filter((part): part is SQL => part !== null && part !== undefined);
    return conditions.length === 0 ? sql`` : sql` filter (where ${sql.join(conditions, sql` and `)})`;
  };
  const principal = loans.currentPrincipal;
  const sums: Record<(typeof SUMS)[number], SQL> = {
    loans: sql`count(*)${only()}`,
    principal: sql`sum(${principal})${only()}`,
    rateWeighted: sql`sum(${principal} * ${loans.interestRatePct})${only()}`,
    ltvWeighted: sql`sum(${principal} * ${loans.currentLtvPct})${only()}`,
    scoredPrincipal: sql`sum(${principal})${only(sql`${loans.creditScore} is not null`)}`,
    scoreWeighted: sql`sum(${principal} * ${loans.creditScore})${only()}`,
    termWeighted: sql`sum(${principal} * ${remainingTermSql})${only()}`,
  };
  return sql.join(
    [
      sql`${loans.currency} as "currency", ${loans.region} as "region", ${loans.propertyType}::text as "property_type"`,
      ...SUMS.map((name) => sql`${sums[name]} as ${sql.identifier(COLUMN_OF[name])}`),
    ],
    sql`, `,
  );
}

const GROUPED = sql`group by ${loans.currency}, ${loans.region}, ${loans.propertyType}`;

const FIGURE_COLUMNS = {
  count: 'count',
  totalCurrentPrincipal: 'total_current_principal',
  weightedAvgRatePct: 'weighted_avg_rate_pct',
  weightedAvgLtvPct: 'weighted_avg_ltv_pct',
  weightedAvgCreditScore: 'weighted_avg_credit_score',
  weightedAvgRemainingTermMonths: 'weighted_avg_remaining_term_months',
} as const;

/** A row of the statement in the figures' own names (the driver answers in the columns' names). */
const summaryRow = (row: Record<string, unknown>) => ({
  grouped: Number(row['grouped']),
  key: row['key'] as string | null,
  count: Number(row['count']),
  totalCurrentPrincipal: row['total_current_principal'] as string,
  weightedAvgRatePct: row['weighted_avg_rate_pct'] as string | null,
  weightedAvgLtvPct: row['weighted_avg_ltv_pct'] as string | null,
  weightedAvgCreditScore: row['weighted_avg_credit_score'] as string | null,
  weightedAvgRemainingTermMonths: row['weighted_avg_remaining_term_months'] as string | null,
});

/**
 * The grains' sums (each times `"scale"."factor"` when a scale is given) as figures: the set, per
 * currency, per region and per property type as grouping sets of one statement; with the loans the
 * grains met before scaling (`matched`) and whether the scale was 1, the whole table read (`whole`).
 */
async function figuresOverGrains(db: Executor, grains: SQL, scale: SQL | null) {
  const scaled = (name: (typeof SUMS)[number]) => {
    const column = sql`${sql.identifier('grains')}.${sql.identifier(COLUMN_OF[name])}`;
    return scale ? sql`(${column} * "scale"."factor")` : column;
  };
  const sums = Object.fromEntries(SUMS.map((name) => [name, scaled(name)])) as unknown as GrainSums;
  const figures = Object.entries(figuresOf(sums)).map(
    ([name, figure]) => sql`${figure} as ${sql.identifier(FIGURE_COLUMNS[name as keyof typeof FIGURE_COLUMNS])}`,
  );
  const grouping = sql`grouping("grains"."currency", "grains"."region", "grains"."property_type")`;
  const { rows } = await db.execute<Record<string, unknown>>(
    sql`with "grains" as (${grains})
      select ${grouping} as "grouped",
        coalesce("grains"."currency", "grains"."region", "grains"."property_type") as "key",
        ${sql.join(figures, sql`, `)}, coalesce(sum("grains"."loans"), 0)::int as "matched",
        ${scale ? sql`bool_and("scale"."whole")` : sql`true`} as "whole"
      from "grains" ${scale ? sql`cross join (${scale}) as "scale"` : sql``}
      group by grouping sets ((), ("grains"."currency"), ("grains"."region"), ("grains"."property_type"))
      having sum("grains"."loans") > 0 or ${grouping} = 7
      order by 1, sum(${sums.principal}) desc, 2`,
  );
  const totals = rows.find((row) => Number(row['grouped']) === 7);
  return {
    ...summaryOfGroupingSets(rows.map(summaryRow)),
    matched: Number(totals?.['matched'] ?? 0),
    whole: totals?.['whole'] !== false,
  };
}

/** Every matching loan summed: exact, whatever the size (the full computation the others are held to). */
export function marketSummaryFigures(db: Executor, where: SQL) {
  return figuresOverGrains(db, sql`select ${grainSumsSql(null)} from ${loans} where ${where} ${GROUPED}`, null);
}

/**
 * About `sampleRows` rows of the table, read as a sample of its pages (all of them when the table
 * is no larger), summed per grain over the matching ones; the scale is the table's rows over the
 * rows read, or exactly 1 when the sample is the whole table.
 */
function sampledSummaryFigures(db: Executor, where: SQL, sampleRows: number) {
  const tableRows = sql`(select greatest("reltuples", 1)::numeric from "pg_class" where "oid" = 'loans'::regclass)`;
  const percent = sql`least(100, 100.0 * ${sampleRows} / ${tableRows})`;
  // Whether a row matches is worked out once, not once per sum ("offset 0" keeps the planner from
  // folding the subquery, and its condition into every sum, again).
  const sample = sql`(select ${loans}.*, (${where}) as "matches"
    from ${loans} tablesample system ((select ${percent})::float4) repeatable (0) offset 0) as ${loans}`;
  const grains = sql`select ${grainSumsSql(sql`"matches"`)}, count(*) as "read" from ${sample} ${GROUPED}`;
  const scale = sql`select ${percent} >= 100 as "whole",
    case when ${percent} >= 100 then 1 else ${tableRows} / nullif(sum("grains"."read"), 0) end as "factor" from "grains"`;
  return figuresOverGrains(db, grains, scale);
}

/** Up to how many matching loans the figures are exact, and how many rows a sample reads. */
export interface SummaryBounds {
  exactUpTo: number;
  sampleRows: number;
}
export const SUMMARY_BOUNDS: SummaryBounds = { exactUpTo: COUNT_EXACT_UP_TO, sampleRows: SAMPLE_READS_ROWS };

/** The summary's figures for a set off the grain, and whether they are estimated from a sample. */
export async function offGrainSummary(db: Executor, where: SQL, bounds = SUMMARY_BOUNDS) {
  const sampled = await sampledSummaryFigures(db, where, bounds.sampleRows);
  if (sampled.whole) return { figures: sampled, isEstimate: false };
  // A small set is worth its exact figures, and a sample that met too few of the loans would be a guess.
  if (sampled.totals.count <= bounds.exactUpTo || sampled.matched < SAMPLE_MIN_MATCHES)
    return { figures: await marketSummaryFigures(db, where), isEstimate: false };
  return { figures: sampled, isEstimate: true };
}
