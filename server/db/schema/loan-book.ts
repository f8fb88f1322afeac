/**
 * The loan book's running totals, kept by triggers on loans (migration 0018) in the transaction of
 * every insert, update and delete, whichever path writes (the API, a batch import, the seed's COPY).
 * Each statement on loans appends one row per grain it changed, with its signed differences: writers
 * never wait on one another's totals. A total is the sum of a grain's rows; a periodic pass folds
 * them into one row per grain (server/lib/loan-book/compact.ts).
 *
 * The grain is what the summaries filter and group by: bank, status, currency, region, property
 * type, and for a sold loan its month of sale. Weighted averages are sums of principal times value,
 * exact numerics, divided only when read; a currency is a column, never summed into another.
 */
import { bigint, date, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { propertyType } from './loan-fields.ts';
import { loanStatus } from './loans.ts';

const total = () => numeric().notNull().default('0');

export const loanBookDeltas = pgTable(
  'loan_book_deltas',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    bankId: integer().notNull(),
    status: loanStatus().notNull(),
    currency: text().notNull(),
    region: text().notNull(),
    propertyType: propertyType().notNull(),
    /** The first day of the month a sold loan was sold in; null for every other status. */
    soldMonth: date(),
    loans: bigint({ mode: 'number' }).notNull().default(0),
    principal: total(),
    /** sum(current principal × interest rate %) */
    rateWeighted: total(),
    /** sum(current principal × current LTV %) */
    ltvWeighted: total(),
    /** sum(current principal) over the loans with a credit score */
    scoredPrincipal: total(),
    /** sum(current principal × credit score) */
    scoreWeighted: total(),
    /** sum(current principal × remaining term in months) */
    termWeighted: total(),
    /** sum(sold amount, else current principal): what the sold volume counts */
    soldAmount: total(),
  },
  (table) => [index('loan_book_deltas_status_idx').on(table.status, table.bankId)],
);
