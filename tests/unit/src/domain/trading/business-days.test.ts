import { describe, expect, it } from 'vitest';
import { addBusinessDays, finalAcceptanceDeadline } from '@/domain/trading/business-days';

const at = (iso: string) => new Date(iso);

describe('addBusinessDays', () => {
  it('counts weekdays only', () => {
    // Monday 10:00 + 2 business days = Wednesday 10:00
    expect(addBusinessDays(at('2026-11-23T10:00:00Z'), 2).toISOString()).toBe('2026-11-25T10:00:00.000Z');
    // Thursday + 2 = Monday
    expect(addBusinessDays(at('2026-11-26T15:30:00Z'), 2).toISOString()).toBe('2026-11-30T15:30:00.000Z');
    // Friday + 2 = Tuesday
    expect(addBusinessDays(at('2026-11-27T09:00:00Z'), 2).toISOString()).toBe('2026-12-01T09:00:00.000Z');
  });

  it('starts an acceptance made at the weekend from Monday morning', () => {
    expect(finalAcceptanceDeadline(at('2026-11-28T18:00:00Z')).toISOString()).toBe('2026-12-02T00:00:00.000Z');
    expect(finalAcceptanceDeadline(at('2026-11-29T01:00:00Z')).toISOString()).toBe('2026-12-02T00:00:00.000Z');
  });
});
