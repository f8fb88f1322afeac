/**
 * A binding bid's rules (DOMAIN.md, "Portfolio sales", phase 2), one place for the server and the
 * bid screen: a price % per loan line or the line excluded, the amount each line comes to in integer
 * minor units of the pool's currency (rounded half up), and the total as their exact sum. BigInt
 * throughout, so the screen's running total is the server's to the minor unit.
 */
import { parseDecimal } from '../loans/decimal';
import { formatCount } from '../format-decimal';

/** Price percentages carry at most three decimals (98.125). */
export const BID_PRICE_SCALE = 3;
/** No loan of a pool is worth more than twice its principal: a higher price is a typing slip. */
export const BID_PRICE_MAX_PCT = 200;
const PRICE_MAX_UNITS = BigInt(BID_PRICE_MAX_PCT) * 10n ** BigInt(BID_PRICE_SCALE);

/** The CSV template's and upload's columns, in order. */
export const BID_CSV_COLUMNS = ['line', 'current_principal', 'currency', 'price_pct', 'excluded'] as const;
export const BID_CSV_REQUIRED = ['line', 'price_pct'] as const;
/** The multipart field of a bid upload. */
export const BID_FILE_FIELD = 'file';
/** A CSV of a 200,000-loan pool stays well under this. */
export const BID_CSV_MAX_BYTES = 10 * 1024 * 1024;

/** Currencies without minor units; every other currency the platform trades has two decimals. */
const ZERO_DECIMAL_CURRENCIES = new Set(['JPY']);
export const minorExponent = (currency: string): number => (ZERO_DECIMAL_CURRENCIES.has(currency) ? 0 : 2);

export const BID_MESSAGES = {
  price: `Give a price above 0 and at most ${BID_PRICE_MAX_PCT}%, with at most ${BID_PRICE_SCALE} decimals (for example 97.125).`,
  priceOrExclusion: 'Give a price for this line or mark it excluded, not both.',
  missingPrice: 'Give a price for this line or mark it excluded.',
  excludedFlag: 'Write "yes" in the excluded column to leave this line out, or leave it empty.',
  unknownLine: (line: string, count: number) =>
    `There is no line ${line} in this pool: its lines are numbered 1 to ${formatCount(count)}.`,
  repeatedLine: (line: number, firstRow: number) => `Line ${line} is already priced on row ${firstRow}.`,
  missingLines: (lines: readonly number[]) =>
    `${formatCount(lines.length)} ${lines.length === 1 ? 'line has' : 'lines have'} no price and no exclusion: ${summariseLines(lines)}.`,
  tooManyExclusions: (count: number, limit: number) =>
    limit === 0
      ? `This pool allows no exclusions; the bid leaves out ${formatCount(count)} ${count === 1 ? 'line' : 'lines'}.`
      : `The bid leaves out ${formatCount(count)} lines; this pool allows at most ${formatCount(limit)}.`,
  nothingPriced: 'Price at least one line: a bid cannot leave every loan out.',
  missingColumn: (column: string) => `The required column "${column}" is missing.`,
  unknownColumn: (column: string) => `The column "${column}" is not in the bid template.`,
  duplicateColumn: (column: string) => `The column "${column}" appears more than once.`,
  extraValues: (count: number, columns: number) => `The row has ${count} values but the header has ${columns} columns.`,
} as const;

/** "1–3, 7, 9–12" (at most a few ranges, then "…"). */
export function summariseLines(lines: readonly number[], shown = 5): string {
  const sorted = [...lines].sort((a, b) => a - b);
  const ranges: string[] = [];
  for (let index = 0; index < sorted.length && ranges.length <= shown;) {
    const start = sorted[index]!;
    let end = start;
    while (index + 1 < sorted.length && sorted[index + 1] === end + 1) end = sorted[++index]!;
    ranges.push(start === end ? `${start}` : `${start}–${end}`);
    index += 1;
  }
  return ranges.length > shown ? `${ranges.slice(0, shown).join(', ')}, …` : ranges.join(', ');
}

/** A price in units of 10^-3 percent, or null when the text is not a price the rules allow. */
export function parseBidPrice(text: string): bigint | null {
  const parsed = parseDecimal(text, BID_PRICE_SCALE, 4);
  if (!parsed.ok) return null;
  const units = parsed.value.units;
  return units > 0n && units <= PRICE_MAX_UNITS ? units : null;
}

/** The canonical text of a price in units of 10^-3 percent: 97125n is "97.125". */
export function priceText(units: bigint): string {
  const digits = units.toString().padStart(BID_PRICE_SCALE + 1, '0');
  return `${digits.slice(0, -BID_PRICE_SCALE)}.${digits.slice(-BID_PRICE_SCALE)}`;
}

/** a / b for positive b, rounded half up (away from zero for the non-negative values used here). */
function divideHalfUp(a: bigint, b: bigint): bigint {
  const quotient = a / b;
  return (a % b) * 2n >= b ? quotient + 1n : quotient;
}

const CENTS_TEXT = /^\d{1,18}\.\d{2}$/;

/** A principal as a decimal string ("250000.00") in minor units of its currency, rounded half up. */
export function principalMinor(principal: string, currency: string): bigint {
  const exponent = minorExponent(currency);
  // The money columns' own text ("250000.00"): read as it stands, the common case of every line of a bid.
  if (exponent === 2 && CENTS_TEXT.test(principal)) return BigInt(principal.replace('.', ''));
  const parsed = parseDecimal(principal, 2, 20);
  if (!parsed.ok) throw new Error(`Not a principal: ${principal}`);
  return divideHalfUp(parsed.value.units, 10n ** BigInt(2 - exponent));
}

/** What a line comes to: principal (minor units) × price % / 100, rounded half up to a whole minor unit. */
export function lineAmountMinor(principalInMinor: bigint, priceUnits: bigint): bigint {
  return divideHalfUp(principalInMinor * priceUnits, 100n * 10n ** BigInt(BID_PRICE_SCALE));
}

/** Minor units as a decimal string of the currency: 24531250n in GBP is "245312.50", 1500n in JPY "1500". */
export function minorToDecimal(minor: bigint, currency: string): string {
  const exponent = minorExponent(currency);
  if (exponent === 0) return minor.toString();
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(exponent + 1, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}

/** The words the excluded column accepts, any case; an empty cell means the line is priced. */
const EXCLUDED_YES = new Set(['yes', 'y', 'true', '1', 'x', 'excluded']);
const EXCLUDED_NO = new Set(['', 'no', 'n', 'false', '0']);
export function readExcludedFlag(text: string): boolean | null {
  const value = text.trim().toLowerCase();
  if (EXCLUDED_YES.has(value)) return true;
  if (EXCLUDED_NO.has(value)) return false;
  return null;
}
