import { describe, expect, it } from 'vitest';
import { sumDecimals } from '@/components/bank/dashboard/sum-decimals';

describe('adding amounts exactly', () => {
  it('adds decimal strings without a float', () => {
    expect(sumDecimals(['0.10', '0.20'])).toBe('0.30');
    expect(sumDecimals(['90071992547409931.99', '0.01'])).toBe('90071992547409932.00');
    expect(sumDecimals([])).toBe('0.00');
    expect(sumDecimals(['5', '-7.5'])).toBe('-2.50');
  });
});
