/** Calendar dates as "YYYY-MM-DD" strings: compared as text, validated as real days, no time zones. */

const ZERO = 0x30;
const DASH = 0x2d;

/** The number of the ASCII digits of `text` from `from` to `to`, or -1 when one is not a digit. */
function digitsValue(text: string, from: number, to: number): number {
  let value = 0;
  for (let at = from; at < to; at++) {
    const digit = text.charCodeAt(at) - ZERO;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/**
 * The ISO text ("YYYY-MM-DD") of a real calendar day, or null. A Date (an XLSX cell) is read as
 * its UTC day. Read by character codes, not a pattern: a tape has millions of dates.
 */
export function parseIsoDate(raw: unknown): string | null {
  if (raw instanceof Date) return Number.isNaN(raw.getTime()) ? null : raw.toISOString().slice(0, 10);
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  if (text.length !== 10 || text.charCodeAt(4) !== DASH || text.charCodeAt(7) !== DASH) return null;
  const year = digitsValue(text, 0, 4);
  const month = digitsValue(text, 5, 7);
  const day = digitsValue(text, 8, 10);
  if (year < 0 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return text;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Days in `month` (1-12) of `year`, Gregorian leap years included. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)) return 29;
  return DAYS_IN_MONTH[month - 1] ?? Number.NaN;
}

/** Today's date in UTC, the default "today" for the cut-off rule. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** ISO dates order as strings do. */
export function compareIsoDates(a: string, b: string): -1 | 0 | 1 {
  return a < b ? -1 : a > b ? 1 : 0;
}
