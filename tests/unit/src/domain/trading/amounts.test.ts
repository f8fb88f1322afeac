import { describe, expect, it } from 'vitest';
import { platformFee, proposalAmount } from '@/domain/trading/amounts';

describe('proposalAmount', () => {
  it('is price % of the current principal, exact to the cent', () => {
    expect(proposalAmount('98.125', '250000.00')).toBe('245312.50');
    expect(proposalAmount('100', '123456.78')).toBe('123456.78');
    expect(proposalAmount('0.001', '0.01')).toBe('0.00');
  });

  it('rounds half to even at the cent', () => {
    // 50.000% of 0.05 is 0.025: half, rounded to the even 0.02
    expect(proposalAmount('50', '0.05')).toBe('0.02');
    // 50.000% of 0.07 is 0.035: half, rounded to the even 0.04
    expect(proposalAmount('50', '0.07')).toBe('0.04');
    // 33.333% of 100000.01 is 33333.0033...: below half, down
    expect(proposalAmount('33.333', '100000.01')).toBe('33333.00');
    // 62.500% of 0.99 is 0.61875: above half, up
    expect(proposalAmount('62.5', '0.99')).toBe('0.62');
    // 99.999% of 333333.33 = 333329.996666...: up to 333330.00
    expect(proposalAmount('99.999', '333333.33')).toBe('333330.00');
  });

  it('keeps every digit of large books where floating point would not', () => {
    // 97.531% of 9,999,999,999,999.99 = 9,753,099,999,999.990247..., beyond a double's precision
    expect(proposalAmount('97.531', '9999999999999.99')).toBe('9753099999999.99');
  });

  it('refuses what is not a decimal', () => {
    expect(() => proposalAmount('abc', '100.00')).toThrow();
    expect(() => proposalAmount('98.1234', '100.00')).toThrow();
  });
});

describe('platformFee', () => {
  it('is basis points of the amount, half-even to the cent', () => {
    expect(platformFee('245312.50', 10)).toBe('245.31');
    // 10 bps of 125.00 is 0.125: half, to the even 0.12
    expect(platformFee('125.00', 10)).toBe('0.12');
    // 10 bps of 135.00 is 0.135: half, to the even 0.14
    expect(platformFee('135.00', 10)).toBe('0.14');
    expect(platformFee('1000000.00', 0)).toBe('0.00');
  });

  it('refuses a fraction of a basis point', () => {
    expect(() => platformFee('100.00', 1.5)).toThrow();
  });
});
