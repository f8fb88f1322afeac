/**
 * Exact decimals for money and percentages: a value is held as integer units of its last
 * decimal place (cents for money) in a BigInt, so comparisons never go through floating point.
 */

export interface Decimal {
  /** The value in units of 10^-scale. */
  units: bigint;
  /** Decimal places of `units`. */
  scale: number;
}

export type DecimalParse =
  | { ok: true; value: Decimal; text: string }
  | { ok: false; reason: 'not_a_number' | 'too_many_decimals' | 'too_many_digits' };

const DECIMAL_PATTERN = /^([+-]?)(\d+)(?:\.(\d*))?$/;

/**
 * Reads "250000", "250000.5", "-3.25" or a finite JS number (XLSX cells arrive as numbers)
 * into a decimal with exactly `scale` places. Extra decimal places are refused unless they are
 * zeros; `maxIntegerDigits` bounds the column's precision.
 */
export function parseDecimal(raw: unknown, scale: number, maxIntegerDigits: number): DecimalParse {
  const source = typeof raw === 'number' ? numberToPlainString(raw) : typeof raw === 'string' ? raw.trim() : null;
  if (source === null) return { ok: false, reason: 'not_a_number' };
  const match = DECIMAL_PATTERN.exec(source);
  if (!match) return { ok: false, reason: 'not_a_number' };
  const [, sign = '', integerDigits = '', rawFraction = ''] = match;
  const fraction = rawFraction.replace(/0+$/, '');
  if (fraction.length > scale) return { ok: false, reason: 'too_many_decimals' };
  const integerPart = integerDigits.replace(/^0+(?=\d)/, '');
  if (integerPart.length > maxIntegerDigits) return { ok: false, reason: 'too_many_digits' };
  const units = BigInt(integerPart + fraction.padEnd(scale, '0')) * (sign === '-' ? -1n : 1n);
  const value = { units, scale };
  return { ok: true, value, text: formatDecimal(value) };
}

/** Plain digits for a JS number; exponent forms (1e21, 1e-7) are left for the pattern to refuse. */
function numberToPlainString(value: number): string | null {
  return Number.isFinite(value) ? String(value) : null;
}

/** "250000.00" for 25000000n at scale 2: the normalised text the API and database use. */
export function formatDecimal({ units, scale }: Decimal): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const integerPart = digits.slice(0, digits.length - scale);
  const fraction = scale > 0 ? `.${digits.slice(digits.length - scale)}` : '';
  return `${negative ? '-' : ''}${integerPart}${fraction}`;
}

/** 10^n as a BigInt; the few scales in use are worked out once (a tape validates them per cell). */
const POWERS_OF_TEN: bigint[] = [];
function powerOfTen(n: number): bigint {
  return (POWERS_OF_TEN[n] ??= 10n ** BigInt(n));
}

/** A whole number as a decimal at `scale` (for limits such as 25 or 0). */
export function decimalOf(whole: number | bigint, scale: number): Decimal {
  return { units: BigInt(whole) * powerOfTen(scale), scale };
}

/** -1, 0 or 1; both sides are brought to the larger scale first. */
export function compareDecimals(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const scale = Math.max(a.scale, b.scale);
  const left = a.scale === scale ? a.units : a.units * powerOfTen(scale - a.scale);
  const right = b.scale === scale ? b.units : b.units * powerOfTen(scale - b.scale);
  return left < right ? -1 : left > right ? 1 : 0;
}

/** `value` times a factor given as a decimal string ("1.1"), exact: the result carries both scales. */
export function multiplyDecimal(value: Decimal, factor: string): Decimal {
  const places = (/\.(\d*?)0*$/.exec(factor)?.[1] ?? '').length;
  const parsed = parseDecimal(factor, places, 20);
  if (!parsed.ok) throw new Error(`Not a decimal factor: ${factor}`);
  return { units: value.units * parsed.value.units, scale: value.scale + parsed.value.scale };
}
