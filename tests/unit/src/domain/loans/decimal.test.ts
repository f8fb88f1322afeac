import { describe, expect, it } from 'vitest';
import { compareDecimals, formatDecimal, multiplyDecimal, parseDecimal } from '@/domain/loans/decimal';

describe('parseDecimal', () => {
  it('normalises to the scale', () => {
    expect(parseDecimal('250000', 2, 16)).toMatchObject({ ok: true, text: '250000.00' });
    expect(parseDecimal('007.5', 2, 16)).toMatchObject({ ok: true, text: '7.50' });
    expect(parseDecimal('-0.01', 2, 16)).toMatchObject({ ok: true, text: '-0.01' });
    expect(parseDecimal('+3', 4, 3)).toMatchObject({ ok: true, text: '3.0000' });
    expect(parseDecimal(0.1, 4, 3)).toMatchObject({ ok: true, text: '0.1000' });
  });

  it('tells why a value is refused', () => {
    expect(parseDecimal('1.234', 2, 16)).toEqual({ ok: false, reason: 'too_many_decimals' });
    expect(parseDecimal('1.2300', 2, 16)).toMatchObject({ ok: true, text: '1.23' });
    expect(parseDecimal('1000', 4, 3)).toEqual({ ok: false, reason: 'too_many_digits' });
    expect(parseDecimal('0001', 4, 3)).toMatchObject({ ok: true });
    expect(parseDecimal('1e3', 2, 16)).toEqual({ ok: false, reason: 'not_a_number' });
    expect(parseDecimal(Number.NaN, 2, 16)).toEqual({ ok: false, reason: 'not_a_number' });
    expect(parseDecimal(true, 2, 16)).toEqual({ ok: false, reason: 'not_a_number' });
  });
});

describe('decimal arithmetic', () => {
  const money = (text: string) => {
    const parsed = parseDecimal(text, 2, 16);
    if (!parsed.ok) throw new Error(text);
    return parsed.value;
  };

  it('compares across scales', () => {
    expect(compareDecimals(money('1.10'), { units: 11n, scale: 1 })).toBe(0);
    expect(compareDecimals(money('1.09'), { units: 11n, scale: 1 })).toBe(-1);
  });

  it('multiplies exactly', () => {
    expect(formatDecimal(multiplyDecimal(money('0.30'), '1.1'))).toBe('0.330');
    expect(formatDecimal(multiplyDecimal(money('9999999999999999.99'), '1.1'))).toBe('10999999999999999.989');
  });
});
