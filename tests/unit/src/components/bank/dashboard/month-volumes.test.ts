/** The bank's volume chart: one bar per calendar month from the first sale to the last, months without a sale at zero. */
import { describe, expect, it } from 'vitest';
import { withEmptyMonths } from '@/components/bank/dashboard/month-volumes';

const sold = (month: string, count: number, amount: string) => ({ month, count, amount });

describe('the months of the volume chart', () => {
  it('puts a month without a sale between its neighbours, at zero', () => {
    expect(withEmptyMonths([sold('2026-05', 2, '100.00'), sold('2026-07', 1, '50.00')])).toEqual([
      sold('2026-05', 2, '100.00'),
      sold('2026-06', 0, '0.00'),
      sold('2026-07', 1, '50.00'),
    ]);
  });

  it('runs across the turn of the year in calendar order', () => {
    expect(
      withEmptyMonths([sold('2026-02', 1, '1.00'), sold('2025-11', 3, '3.00')]).map((entry) => entry.month),
    ).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });

  it('adds nothing before the first sale or after the last, and nothing to an empty list', () => {
    expect(withEmptyMonths([sold('2026-03', 1, '9.99')])).toEqual([sold('2026-03', 1, '9.99')]);
    expect(withEmptyMonths([])).toEqual([]);
  });
});
