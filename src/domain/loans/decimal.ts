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

const NOT_A_NUMBER: DecimalParse = { ok: false, reason: 'not_a_number' };
const TOO_MANY_DECIMALS: DecimalParse = { ok: false, reason: 'too_many_decimals' };
const TOO_MANY_DIGITS: DecimalParse = { ok: false, reason: 'too_many_digits' };
const PLUS = 0x2b;
const MINUS = 0x2d;
const DOT = 0x2e;
const ZERO = 0x30;
const NINE = 0x39;

/** The end of the run of ASCII digits that starts at `from`. */
function digitsEnd(text: string, from: number): number {
  let at = from;
  for (let code = text.charCodeAt(at); code >= ZERO && code <= NINE; code = text.charCodeAt(++at));
  return at;
}

/**
 * Reads "250000", "250000.5", "-3.25" or a finite JS number (XLSX cells arrive as numbers)
 * into a decimal with exactly `scale` places. Extra decimal places are refused unless they are
 * zeros; `maxIntegerDigits` bounds the column's precision. The text is read in one pass (a
 * sign, digits, then a point and digits); a tape parses millions of these.
 */
export function parseDecimal(raw: unknown, scale: number, maxIntegerDigits: number): DecimalParse {
  const source = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? numberToPlainString(raw) : null;
  if (source === null) return NOT_A_NUMBER;
  const first = source.charCodeAt(0);
  const negative = first === MINUS;
  let integerStart = negative || first === PLUS ? 1 : 0;
  const integerEnd = digitsEnd(source, integerStart);
  if (integerEnd === integerStart) return NOT_A_NUMBER;
  let fractionEnd = integerEnd;
  if (integerEnd < source.length) {
    if (source.charCodeAt(integerEnd) !== DOT) return NOT_A_NUMBER;
    fractionEnd = digitsEnd(source, integerEnd + 1);
    if (fractionEnd !== source.length) return NOT_A_NUMBER;
  }
  const fractionStart = Math.min(integerEnd + 1, fractionEnd);
  while (fractionEnd > fractionStart && source.charCodeAt(fractionEnd - 1) === ZERO) fractionEnd -= 1;
  if (fractionEnd - fractionStart > scale) return TOO_MANY_DECIMALS;
  while (integerEnd - integerStart > 1 && source.charCodeAt(integerStart) === ZERO) integerStart += 1;
  if (integerEnd - integerStart > maxIntegerDigits) return TOO_MANY_DIGITS;
  const integerPart = source.slice(integerStart, integerEnd);
  const fraction = source.slice(fractionStart, fractionEnd).padEnd(scale, '0');
  const magnitude = BigInt(integerPart + fraction);
  const zero = fractionEnd === fractionStart && integerPart === '0';
  // The text formatDecimal would give, written from the digits already at hand: "-0.00" is "0.00".
  const text = `${negative && !zero ? '-' : ''}${integerPart}${scale > 0 ? `.${fraction}` : ''}`;
  return { ok: true, value: { units: negative ? -magnitude : magnitude, scale }, text };
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

/** A decimal string ("1.1") at its own number of places, for multiplyDecimal. */
export function decimalFactor(factor: string): Decimal {
  const places = (/\.(\d*?)0*$/.exec(factor)?.[1] ?? '').length;
  const parsed = parseDecimal(factor, places, 20);
  if (!parsed.ok) throw new Error(`Not a decimal factor: ${factor}`);
  return parsed.value;
}

/** `value` times a factor (a decimal string such as "1.1", or decimalFactor's), exact: the result carries both scales. */
export function multiplyDecimal(value: Decimal, factor: string | Decimal): Decimal {
  const by = typeof factor === 'string' ? decimalFactor(factor) : factor;
  return { units: value.units * by.units, scale: value.scale + by.scale };
}
