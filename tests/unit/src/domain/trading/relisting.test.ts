import { describe, expect, it } from 'vitest';
import { bidDeadlineWhenRelisted } from '@/domain/trading/relisting';

describe('bidDeadlineWhenRelisted', () => {
  it('keeps a deadline that is today or ahead, since a proposal may still be valid until then', () => {
    expect(bidDeadlineWhenRelisted('2026-11-24', '2026-11-24')).toBe('2026-11-24');
    expect(bidDeadlineWhenRelisted('2027-01-15', '2026-11-24')).toBe('2027-01-15');
  });

  it('drops a deadline that has passed, and leaves no deadline as none', () => {
    expect(bidDeadlineWhenRelisted('2026-11-23', '2026-11-24')).toBeNull();
    expect(bidDeadlineWhenRelisted(null, '2026-11-24')).toBeNull();
  });
});
