import { describe, expect, it } from 'vitest';
import { shareOfTotal } from '@/components/bank/tapes/principal-share';

describe('shareOfTotal', () => {
  it('gives tenths of a percent from the amounts in cents', () => {
    expect(shareOfTotal('250000.00', '1000000.00')).toBe(25);
    expect(shareOfTotal('1.00', '3.00')).toBe(33.3);
    expect(shareOfTotal('9999999999999999.99', '9999999999999999.99')).toBe(100);
  });

  it('is 0 for an empty total', () => {
    expect(shareOfTotal('5.00', '0.00')).toBe(0);
  });
});
