/**
 * The tape's field parsers read text by character codes, for speed; each must answer exactly as
 * the plain pattern it replaced, for any text: the patterns are written out here as the reference.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDecimal, parseDecimal, type DecimalParse } from '@/domain/loans/decimal';
import { daysInMonth, parseIsoDate } from '@/domain/loans/dates';
import { LOAN_FIELD_BY_NAME } from '@/domain/loans/fields';
import { parseLoanField } from '@/domain/loans/validate';

function patternDecimal(raw: string, scale: number, maxIntegerDigits: number): DecimalParse {
  const match = /^([+-]?)(\d+)(?:\.(\d*))?$/.exec(raw.trim());
  if (!match) return { ok: false, reason: 'not_a_number' };
  const [, sign = '', integerDigits = '', rawFraction = ''] = match;
  const fraction = rawFraction.replace(/0+$/, '');
  if (fraction.length > scale) return { ok: false, reason: 'too_many_decimals' };
  const integerPart = integerDigits.replace(/^0+(?=\d)/, '');
  if (integerPart.length > maxIntegerDigits) return { ok: false, reason: 'too_many_digits' };
  const units = BigInt(integerPart + fraction.padEnd(scale, '0')) * (sign === '-' ? -1n : 1n);
  return { ok: true, value: { units, scale }, text: formatDecimal({ units, scale }) };
}

function patternDate(raw: string): string | null {
  const text = raw.trim();
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month) ? null : text;
}

function patternInteger(raw: string): number | null {
  const match = /^([+-]?\d{1,15})(?:\.0*)?$/.exec(raw.trim());
  return match ? Number(match[1]) : null;
}

/** Texts made of the characters these parsers care about, and a few they must refuse. */
const textOf = (alphabet: string[], maxLength: number) =>
  fc.array(fc.constantFrom(...alphabet), { maxLength }).map((chars) => chars.join(''));
const NUMBER_CHARS = ['0', '0', '1', '5', '9', '.', '-', '+', ' ', 'e', ',', '٣', '\t'];
const DATE_CHARS = ['0', '1', '2', '3', '9', '-', '-', ' ', '/', 'a'];
const RUNS = { numRuns: 5000 };

describe('parseDecimal', () => {
  it('reads any text as the decimal pattern does, at every scale and precision', () => {
    fc.assert(
      fc.property(textOf(NUMBER_CHARS, 14), fc.constantFrom(0, 2, 4), fc.constantFrom(3, 16), (text, scale, digits) => {
        expect(parseDecimal(text, scale, digits)).toEqual(patternDecimal(text, scale, digits));
      }),
      RUNS,
    );
  });

  it('reads the edge cases the pattern allows or refuses', () => {
    expect(parseDecimal('5.', 2, 16)).toMatchObject({ ok: true, text: '5.00' });
    expect(parseDecimal('-0.00', 2, 16)).toMatchObject({ ok: true, text: '0.00', value: { units: 0n } });
    expect(parseDecimal('.5', 2, 16)).toEqual({ ok: false, reason: 'not_a_number' });
    expect(parseDecimal('1..2', 2, 16)).toEqual({ ok: false, reason: 'not_a_number' });
    expect(parseDecimal('-', 2, 16)).toEqual({ ok: false, reason: 'not_a_number' });
    expect(parseDecimal('', 2, 16)).toEqual({ ok: false, reason: 'not_a_number' });
  });
});

describe('parseIsoDate', () => {
  it('reads any text as the date pattern does', () => {
    fc.assert(
      fc.property(textOf(DATE_CHARS, 12), (text) => {
        expect(parseIsoDate(text)).toBe(patternDate(text));
      }),
      RUNS,
    );
  });

  it('reads every day of the calendar, and refuses the days that do not exist', () => {
    const dates = fc
      .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
      .map(
        ([year, month, day]) =>
          `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      );
    fc.assert(
      fc.property(dates, (text) => {
        expect(parseIsoDate(text)).toBe(patternDate(text));
      }),
      RUNS,
    );
    expect(parseIsoDate('2024-02-29')).toBe('2024-02-29');
    expect(parseIsoDate('2100-02-29')).toBeNull();
  });
});

describe('whole-number fields', () => {
  const spec = LOAN_FIELD_BY_NAME.days_in_arrears;
  if (spec.kind !== 'int') throw new Error('days_in_arrears is a whole number');

  it('read any text as the whole-number pattern does, "360.0" included', () => {
    fc.assert(
      fc.property(textOf(NUMBER_CHARS, 18), (text) => {
        const parsed = parseLoanField(spec, text);
        const expected = patternInteger(text);
        if (text.trim() === '') expect(parsed).toHaveProperty('error');
        else if (expected === null || expected < spec.min || expected > spec.max)
          expect(parsed).toHaveProperty('error');
        else expect(parsed).toEqual({ value: expected });
      }),
      RUNS,
    );
    expect(parseLoanField(spec, '360.0')).toEqual({ value: 360 });
    expect(parseLoanField(spec, '1234567890123456')).toHaveProperty('error');
  });
});
