/**
 * The volume sold per month as the chart draws it: every month from the first sale to the last,
 * a month without a sale as zero. The API lists only months with sales, and a time axis that
 * skipped one would draw its neighbours side by side as if they followed each other.
 */

export interface MonthVolume {
  /** YYYY-MM */
  month: string;
  count: number;
  amount: string;
}

const MONTH = /^(\d{4})-(\d{2})$/;

/** Months since January of year 0. */
function indexOf(month: string): number {
  const [, year = '0', number = '1'] = MONTH.exec(month) ?? [];
  return Number(year) * 12 + Number(number) - 1;
}

const monthAt = (index: number) =>
  `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;

export function withEmptyMonths(months: readonly MonthVolume[]): MonthVolume[] {
  const valid = months.filter((entry) => MONTH.test(entry.month));
  if (valid.length === 0) return [];
  const byIndex = new Map(valid.map((entry) => [indexOf(entry.month), entry]));
  const first = Math.min(...byIndex.keys());
  const last = Math.max(...byIndex.keys());
  const filled: MonthVolume[] = [];
  for (let index = first; index <= last; index += 1)
    filled.push(byIndex.get(index) ?? { month: monthAt(index), count: 0, amount: '0.00' });
  return filled;
}
