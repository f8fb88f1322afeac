import { describe, expect, it } from 'vitest';
import { addMonths, remainingTermMonths } from '@/domain/loans/remaining-term';

describe('remainingTermMonths', () => {
  it.each([
    ['2026-10-31', '2051-03-15', 293],
    ['2026-01-15', '2026-02-15', 1],
    ['2026-01-15', '2026-02-16', 2],
    ['2026-01-15', '2026-02-14', 1],
    ['2026-01-15', '2026-01-16', 1],
    ['2026-01-31', '2026-02-28', 1],
    ['2024-01-31', '2024-02-29', 1],
    ['2026-01-31', '2026-03-01', 2],
    ['2026-02-28', '2026-03-31', 2],
    ['2026-12-01', '2027-12-01', 12],
    ['2026-10-31', '2056-10-31', 360],
  ])('from %s to %s is %i months (a started month counts)', (cutoff, maturity, months) => {
    expect(remainingTermMonths(cutoff, maturity)).toBe(months);
  });

  it('is unknown, not 0 months, when maturity is not after the cut-off', () => {
    expect(remainingTermMonths('2026-10-31', '2026-10-31')).toBeNull();
    expect(remainingTermMonths('2026-10-31', '2020-01-01')).toBeNull();
  });

  it('is null while a date is incomplete or invalid', () => {
    expect(remainingTermMonths('', '2051-03-15')).toBeNull();
    expect(remainingTermMonths('2026-10-31', '2051-02-30')).toBeNull();
  });
});

describe('addMonths', () => {
  it('keeps the day, clamped to the month length, across years', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2026-05-15', 0)).toBe('2026-05-15');
    expect(addMonths('2026-05-15', 24)).toBe('2028-05-15');
  });
});
