/**
 * A marketplace CSV line written by the database: the list item's columns in CSV_COLUMNS order,
 * each cell as csvLine(cells, true) writes it (server/lib/tapes/csv-text.ts): a cell a spreadsheet
 * would run as a formula starts with a ', a cell with a quote, comma, semicolon or line break is
 * quoted, the line ends in CRLF. The export then only passes text along, at the database's pace,
 * instead of building nineteen cells per loan in Node.
 */
import { sql } from 'drizzle-orm';
import { REMAINING_TERM_SQL } from '../../db/remaining-term-sql.ts';

/** The CSV columns: a list item flattened, bank_name for the bank, without my_proposal. */
export const CSV_COLUMNS = [
  'id',
  'loan_ref',
  'bank_name',
  'status',
  'currency',
  'current_principal',
  'interest_rate_pct',
  'rate_type',
  'current_ltv_pct',
  'credit_score',
  'region',
  'property_type',
  'occupancy',
  'remaining_term_months',
  'days_in_arrears',
  'account_status',
  'asking_price_pct',
  'bid_deadline',
  'listed_at',
] as const;

/** Text typed by people (or a code a person could mistype): checked for formulas and quoted when it must be. */
const typed = (value: string) => {
  // Plain character tests rather than regular expressions: they run on four cells of every exported loan.
  const formula = `left(${value}, 1) in ('=', '+', '-', '@', E'\\t', E'\\r')`;
  const quoted = `strpos(${value}, '"') + strpos(${value}, ',') + strpos(${value}, ';') + strpos(${value}, E'\\r') + strpos(${value}, E'\\n') > 0`;
  const text = `(case when ${formula} then '''' || ${value} else ${value} end)`;
  return `(case when ${quoted} then '"' || replace(${text}, '"', '""') || '"' else ${text} end)`;
};
/** A number: only a minus sign could make it a formula. */
const number = (value: string) => `(case when ${value} < 0 then '''' else '' end || coalesce((${value})::text, ''))`;
/** Codes, dates and times: never a formula, never quoted. */
const plain = (value: string) => `coalesce((${value})::text, '')`;

const CELLS: Record<(typeof CSV_COLUMNS)[number], string> = {
  id: plain('"loans"."id"'),
  loan_ref: typed('"loans"."loan_ref"'),
  bank_name: typed('"entities"."name"'),
  status: plain('"loans"."status"'),
  currency: typed('"loans"."currency"'),
  current_principal: number('"loans"."current_principal"'),
  interest_rate_pct: number('"loans"."interest_rate_pct"'),
  rate_type: plain('"loans"."rate_type"'),
  current_ltv_pct: number('"loans"."current_ltv_pct"'),
  credit_score: number('"loans"."credit_score"'),
  region: typed('"loans"."region"'),
  property_type: plain('"loans"."property_type"'),
  occupancy: plain('"loans"."occupancy"'),
  remaining_term_months: number(REMAINING_TERM_SQL),
  days_in_arrears: number('"loans"."days_in_arrears"'),
  account_status: plain('"loans"."account_status"'),
  asking_price_pct: number('"loans"."asking_price_pct"'),
  bid_deadline: plain('"loans"."bid_deadline"'),
  listed_at: plain(`to_char("loans"."listed_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`),
};

/** The line of the loan (joined to its bank as "entities"), as one text value. */
export const csvLineSql = (columns: readonly (typeof CSV_COLUMNS)[number][]) =>
  sql.raw(`(${columns.map((column) => CELLS[column]).join(` || ',' || `)} || E'\\r\\n')`);
