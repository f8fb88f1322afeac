import { daysInMonth, parseIsoDate } from './dates';

/**
 * Months from the data cut-off to maturity, a started month counting as a whole one (one day
 * before maturity is still one month to run).
 * Adding months keeps the day of month, clamped to the month's last day (31 Jan + 1 = 28/29 Feb).
 * Null when either date is not a valid ISO date or maturity is not after the cut-off: such a
 * loan is refused, and "0 months" would read as a loan about to end.
 */
export function remainingTermMonths(cutoff: string, maturity: string): number | null {
  const from = parseIsoDate(cutoff);
  const to = parseIsoDate(maturity);
  if (from === null || to === null) return null;
  if (to <= from) return null;
  const [fromYear, fromMonth] = from.split('-').map(Number) as [number, number];
  const [toYear, toMonth] = to.split('-').map(Number) as [number, number];
  let months = Math.max((toYear - fromYear) * 12 + (toMonth - fromMonth), 0);
  while (months > 0 && addMonths(from, months - 1) >= to) months -= 1;
  while (addMonths(from, months) < to) months += 1;
  return months;
}

/** `date` plus `months` calendar months, the day clamped to the target month's length. */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const targetDay = Math.min(day, daysInMonth(targetYear, targetMonth));
  return `${String(targetYear).padStart(4, '0')}-${String(targetMonth).padStart(2, '0')}-${String(targetDay).padStart(2, '0')}`;
}
