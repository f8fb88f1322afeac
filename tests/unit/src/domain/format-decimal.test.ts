import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCompact,
  formatCount,
  formatDecimal,
  formatLtv,
  formatMoney,
  formatPercent,
  formatPrice,
} from '@/domain/format-decimal';

describe('amounts formatted from their decimal strings', () => {
  it('groups thousands and keeps two places', () => {
    expect(formatDecimal('1234567.5')).toBe('1,234,567.50');
    expect(formatDecimal('250000.00')).toBe('250,000.00');
    expect(formatDecimal('0.1')).toBe('0.10');
    expect(formatDecimal('12')).toBe('12.00');
  });

  it('keeps amounts a float would round wrongly', () => {
    expect(formatDecimal('90071992547409931.99')).toBe('90,071,992,547,409,931.99');
    expect(formatDecimal('0.005')).toBe('0.01');
    expect(formatDecimal('1.015')).toBe('1.02');
  });

  it('carries a rounding into the whole part', () => {
    expect(formatDecimal('999.995')).toBe('1,000.00');
    expect(formatDecimal('9.9999', 3)).toBe('10.000');
  });

  it('keeps the sign, but not on an amount that rounds to zero', () => {
    expect(formatDecimal('-1500.25')).toBe('-1,500.25');
    expect(formatDecimal('-0.001')).toBe('0.00');
  });

  it('shows the currency code before the amount, and a dash for no amount', () => {
    expect(formatMoney('250000.00', 'USD')).toBe('USD 250,000.00');
    expect(formatMoney(null, 'USD')).toBe('—');
  });

  it('returns what is not a decimal unchanged', () => {
    expect(formatDecimal('n/a')).toBe('n/a');
  });
});

describe('percentages', () => {
  it('drops trailing zeros but keeps two places', () => {
    expect(formatPercent('4.2500')).toBe('4.25%');
    expect(formatPercent('4.1235')).toBe('4.1235%');
    expect(formatPercent('80.000')).toBe('80.00%');
    expect(formatPercent('97.5', 2, 3)).toBe('97.50%');
  });
});

describe('compact amounts for a chart', () => {
  it('shortens to K, M and B with one place', () => {
    expect(formatCompact('830000.00')).toBe('830K');
    expect(formatCompact('12540000.00')).toBe('12.5M');
    expect(formatCompact('3000000000')).toBe('3B');
    expect(formatCompact('999.99')).toBe('999');
  });
});

describe('one format for each kind of figure', () => {
  it('shows every price with 3 decimals: 97.5, 97.50 and 97.500 read the same', () => {
    for (const price of ['97.5', '97.50', '97.500', '97.5000']) expect(formatPrice(price)).toBe('97.500%');
    expect(formatPrice(null)).toBe('—');
  });

  it('shows every LTV with 2 decimals, however many the value holds', () => {
    expect(formatLtv('71.1')).toBe('71.10%');
    expect(formatLtv('63.909')).toBe('63.91%');
    expect(formatLtv('44.8655')).toMatch(/^44\.8[67]%$/);
  });
});

describe('counts', () => {
  it('groups the thousands of a count as en-US does, without Intl', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(10_000)).toBe('10,000');
    expect(formatCount(1_234_567)).toBe('1,234,567');
    expect(formatCount(-4_200)).toBe('-4,200');
  });

  it('reads the same as toLocaleString for any integer a screen counts', () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (count) => {
        expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
      }),
    );
  });
});
