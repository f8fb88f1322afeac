/**
 * A chunk's valid rows as one PostgreSQL array literal per template column, for
 * `unnest(...)`: the database reads each column with its type's own input function, as COPY
 * would, instead of parsing a JSON document per row and casting its fields one by one.
 */
import { sql, type SQL } from 'drizzle-orm';
import { LOAN_INPUT_FIELDS } from '../../../src/domain/loans/vocabulary.ts';
import type { LoanValues } from '../../../src/domain/loans/validate.ts';
import { FIELD_TYPES } from './import-sql.ts';

/** A text element in double quotes, its quotes and backslashes escaped: any text survives, the empty one included. */
const quotedElement = (text: string) => `"${text.replace(/["\\]/g, '\\$&')}"`;

/**
 * Validated numbers, dates and enum values are digits, dashes, dots and lower-case words: they
 * need no quotes. Text columns (a loan_ref may hold commas, quotes or braces) are always quoted.
 */
function arrayLiteral(values: readonly (string | number | null)[], quoteText: boolean): string {
  const elements = values.map((value) => {
    if (value === null) return 'NULL';
    return quoteText ? quotedElement(String(value)) : String(value);
  });
  return `{${elements.join(',')}}`;
}

/** `unnest` of the rows' numbers and of each template column, typed as the columns are, in LOAN_INPUT_FIELDS order. */
export function unnestStagedRowsSql(rows: readonly { rowNumber: number; values: LoanValues }[]): SQL {
  const columns = LOAN_INPUT_FIELDS.map((field) => {
    const type = FIELD_TYPES[field];
    const literal = arrayLiteral(
      rows.map((row) => row.values[field]),
      type === 'text',
    );
    return sql`${literal}::${sql.raw(type)}[]`;
  });
  const rowNumbers = `{${rows.map((row) => row.rowNumber).join(',')}}`;
  return sql`unnest(${rowNumbers}::int[], ${sql.join(columns, sql`, `)})`;
}
