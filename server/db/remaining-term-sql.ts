/**
 * Months from the data cut-off to maturity in SQL, exactly as src/domain/loans/remaining-term.ts
 * counts them: a started month counts whole, and adding months clamps the day to the month's end
 * (PostgreSQL's date + interval does the same), 0 when maturity is not after the cut-off.
 * Written out once as text: the list builds it into every page's statement.
 */
import { sql, type SQL } from 'drizzle-orm';

const cutoff = '"loans"."data_cutoff_date"';
const maturity = '"loans"."maturity_date"';
const calendarMonths = `((extract(year from ${maturity})::int - extract(year from ${cutoff})::int) * 12
  + extract(month from ${maturity})::int - extract(month from ${cutoff})::int)`;

export const REMAINING_TERM_SQL = `(case when ${maturity} <= ${cutoff} then 0
  else ${calendarMonths} + case when (${cutoff} + make_interval(months => ${calendarMonths}))::date >= ${maturity} then 0 else 1 end
  end)`;

export const remainingTermSql = sql.raw(REMAINING_TERM_SQL) as SQL<number>;
