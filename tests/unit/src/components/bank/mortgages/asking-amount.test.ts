import { describe, expect, it } from 'vitest';
import { askingAmount } from '@/components/bank/mortgages/asking-amount';

describe('the amount an asking price comes to', () => {
  it('is the current principal times the price, in cents', () => {
    expect(askingAmount('250000.00', '97.5')).toBe('243750.00');
    expect(askingAmount('100000.00', '100')).toBe('100000.00');
  });

  it('rounds half up to the cent without a float', () => {
    expect(askingAmount('0.10', '50.005')).toBe('0.05');
    expect(askingAmount('123456789012345.67', '99.999')).toBe('123455554444455.55');
  });

  it('is none without a price or with a malformed value', () => {
    expect(askingAmount('250000.00', null)).toBeNull();
    expect(askingAmount('abc', '97')).toBeNull();
  });
});
