/**
 * Figures read from the loan book's running totals (server/db/schema/loan-book.ts): each grain's
 * rows summed, then divided for the weighted averages exactly as the full computation over the
 * loans divides, so the two answer the same digits (tests/api/invariants/maintained-aggregates.test.ts).
 */
import { desc, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { loanBookDeltas as book } from '../../db/schema/index.ts';
import { sliceWhere, type BookSlice } from './slice.ts';

const weighted = (weightedSum: SQLWrapper, weight: SQLWrapper) =>
  sql<string | null>`round(sum(${weightedSum}) / nullif(sum(${weight}), 0), 2)::text`;

/** The sums of a grain: the totals' columns, or a statement's own sums of the matching loans per grain. */
export interface GrainSums {
  loans: SQLWrapper;
  principal: SQLWrapper;
  rateWeighted: SQLWrapper;
  ltvWeighted: SQLWrapper;
  scoredPrincipal: SQLWrapper;
  scoreWeighted: SQLWrapper;
  termWeighted: SQLWrapper;
}

/** A summary's figures over grains: their sums summed, divided once for the weighted averages. */
export const figuresOf = (grain: GrainSums) => ({
  count: sql<number>`coalesce(sum(${grain.loans}), 0)::int`,
  totalCurrentPrincipal: sql<string>`round(coalesce(sum(${grain.principal}), 0), 2)::text`,
  weightedAvgRatePct: weighted(grain.rateWeighted, grain.principal),
  weightedAvgLtvPct: weighted(grain.ltvWeighted, grain.principal),
  weightedAvgCreditScore: weighted(grain.scoreWeighted, grain.scoredPrincipal),
  weightedAvgRemainingTermMonths: weighted(grain.termWeighted, grain.principal),
});

const FIGURES = figuresOf(book);

export type BookFigures = { [K in keyof typeof FIGURES]: (typeof FIGURES)[K]['_']['type'] };

/** The slice's figures in one row (count 0 and a zero principal when it is empty). */
export async function bookTotals(db: Executor, slice: BookSlice): Promise<BookFigures> {
  const [row] = await db.select(FIGURES).from(book).where(sliceWhere(slice));
  return row!;
}

/** Which of the grouping sets a row is: grouping() sets a bit for each of (currency, region, property type) not grouped. */
const GROUPED_BY = { 7: 'totals', 3: 'currency', 5: 'region', 6: 'propertyType' } as const;

/** A summary's figures: the FIGURES below, whether read from the totals or from the matching loans. */
export interface SummaryFigures {
  count: number;
  totalCurrentPrincipal: string;
  weightedAvgRatePct: string | null;
  weightedAvgLtvPct: string | null;
  weightedAvgCreditScore: string | null;
  weightedAvgRemainingTermMonths: string | null;
}
export type SummaryFiguresOf = SummaryFigures & { key: string };

/** The rows of the grouping sets ((), (currency), (region), (property type)), sorted apart, each set in its rows' order. */
export function summaryOfGroupingSets(rows: readonly (SummaryFigures & { grouped: number; key: string | null })[]) {
  const figures = {
    totals: [] as SummaryFigures[],
    currency: [] as SummaryFiguresOf[],
    region: [] as SummaryFiguresOf[],
    propertyType: [] as SummaryFiguresOf[],
  };
  for (const { grouped, key, ...row } of rows) {
    const set = GROUPED_BY[Number(grouped) as keyof typeof GROUPED_BY];
    if (set === 'totals') figures.totals.push(row);
    else figures[set].push({ key: key!, ...row });
  }
  return {
    totals: figures.totals[0]!,
    byCurrency: figures.currency,
    byRegion: figures.region,
    byPropertyType: figures.propertyType,
  };
}

/**
 * The slice's whole figures, per currency, per region and per property type in one statement (grouping sets,
 * not a statement each): a value only with loans, largest principal first, then by the value.
 */
export async function bookSummary(db: Executor, slice: BookSlice) {
  const grouping = sql<number>`grouping(${book.currency}, ${book.region}, ${book.propertyType})`;
  const rows = await db
    .select({
      grouped: grouping,
      key: sql<string | null>`coalesce(${book.currency}::text, ${book.region}::text, ${book.propertyType}::text)`,
      ...FIGURES,
    })
    .from(book)
    .where(sliceWhere(slice))
    .groupBy(sql`grouping sets ((), (${book.currency}), (${book.region}), (${book.propertyType}))`)
    .having(sql`sum(${book.loans}) <> 0 or ${grouping} = 7`)
    .orderBy(sql`1`, desc(sql`sum(${book.principal})`), sql`2`);
  return summaryOfGroupingSets(rows);
}

/** Count and principal per status and currency (the bank dashboard), in status then currency order. */
export async function bookByStatus(db: Executor, slice: BookSlice) {
  return db
    .select({
      status: book.status,
      currency: book.currency,
      count: sql<number>`sum(${book.loans})::int`,
      principal: sql<string>`round(coalesce(sum(${book.principal}), 0), 2)::text`,
    })
    .from(book)
    .where(sliceWhere(slice))
    .groupBy(book.status, book.currency)
    .having(sql`sum(${book.loans}) <> 0`)
    .orderBy(book.status, book.currency);
}

/** Sold loans per month of sale (UTC) and currency over the last twelve months, oldest first. */
export async function bookSoldPerMonth(db: Executor, slice: BookSlice) {
  const month = sql<string>`to_char(${book.soldMonth}, 'YYYY-MM')`;
  return db
    .select({
      month,
      currency: book.currency,
      count: sql<number>`sum(${book.loans})::int`,
      amount: sql<string>`round(coalesce(sum(${book.soldAmount}), 0), 2)::text`,
    })
    .from(book)
    .where(
      sql`${sliceWhere({ ...slice, statuses: ['sold'] })} and ${book.soldMonth} >= (date_trunc('month', now() at time zone 'UTC') - interval '11 months')::date`,
    )
    .groupBy(book.soldMonth, book.currency)
    .having(sql`sum(${book.loans}) <> 0`)
    .orderBy(book.soldMonth, book.currency);
}

/** How many loans the slice holds: an exact count from the totals, without reading a loan. */
export async function bookCount(db: Executor, slice: BookSlice): Promise<number> {
  return (await bookTotals(db, slice)).count;
}

/** bookCount as a subquery answering one row, column "n": for a statement that counts its set as it reads a page. */
export const bookCountSql = (slice: BookSlice): SQL =>
  sql`(select coalesce(sum(${book.loans}), 0)::int as "n" from ${book} where ${sliceWhere(slice)})`;
