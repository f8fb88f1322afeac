/**
 * Figures read from the loan book's running totals (server/db/schema/loan-book.ts): each grain's
 * rows summed, then divided for the weighted averages exactly as the full computation over the
 * loans divides, so the two answer the same digits (tests/api/invariants/maintained-aggregates.test.ts).
 */
import { desc, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { loanBookDeltas as book } from '../../db/schema/index.ts';
import { sliceWhere, type BookSlice } from './slice.ts';

const weighted = (weightedSum: SQL, weight: SQL) =>
  sql<string | null>`round(sum(${weightedSum}) / nullif(sum(${weight}), 0), 2)::text`;

const FIGURES = {
  count: sql<number>`coalesce(sum(${book.loans}), 0)::int`,
  totalCurrentPrincipal: sql<string>`round(coalesce(sum(${book.principal}), 0), 2)::text`,
  weightedAvgRatePct: weighted(sql`${book.rateWeighted}`, sql`${book.principal}`),
  weightedAvgLtvPct: weighted(sql`${book.ltvWeighted}`, sql`${book.principal}`),
  weightedAvgCreditScore: weighted(sql`${book.scoreWeighted}`, sql`${book.scoredPrincipal}`),
  weightedAvgRemainingTermMonths: weighted(sql`${book.termWeighted}`, sql`${book.principal}`),
};

export type BookFigures = { [K in keyof typeof FIGURES]: (typeof FIGURES)[K]['_']['type'] };

/** The slice's figures in one row (count 0 and a zero principal when it is empty). */
export async function bookTotals(db: Executor, slice: BookSlice): Promise<BookFigures> {
  const [row] = await db.select(FIGURES).from(book).where(sliceWhere(slice));
  return row!;
}

type Key = typeof book.currency | typeof book.region | typeof book.propertyType;

/** The slice's figures per value of a column, largest principal first, then by the value; only values with loans. */
export async function bookFiguresBy(db: Executor, slice: BookSlice, column: Key) {
  const principal = sql`sum(${book.principal})`;
  return db
    .select({ key: sql<string>`${column}::text`, ...FIGURES })
    .from(book)
    .where(sliceWhere(slice))
    .groupBy(column)
    .having(sql`sum(${book.loans}) <> 0`)
    .orderBy(desc(principal), sql`${column}::text`);
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
