/**
 * Months from the data cut-off to maturity in SQL, exactly as src/domain/loans/remaining-term.ts
 * counts them: a started month counts whole, and adding months clamps the day to the month's end
 * (PostgreSQL's date + interval does the same), 0 when maturity is not after the cut-off.
 */
import { sql, type SQL } from 'drizzle-orm';
import { loans } from '../../db/schema/index.ts';

const calendarMonths = sql`((extract(year from ${loans.maturityDate})::int - extract(year from ${loans.dataCutoffDate})::int) * 12
  + extract(month from ${loans.maturityDate})::int - extract(month from ${loans.dataCutoffDate})::int)`;

export const remainingTermSql: SQL<number> = sql<number>`(case when ${loans.maturityDate} <= ${loans.dataCutoffDate} then 0
  else ${calendarMonths} + case when (${loans.dataCutoffDate} + make_interval(months => ${calendarMonths}))::date >= ${loans.maturityDate} then 0 else 1 end
  end)`;
