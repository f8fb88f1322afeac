import { describe, expect, it } from 'vitest';
import { lookAlike } from '../../../support/timing.ts';

describe('lookAlike', () => {
  it('sees answers that cost the same as alike, even when the load moves both sides of some pairs', () => {
    const quiet = [60, 62, 58, 61, 59, 60];
    const busy = [60, 400, 58, 390, 59, 410];
    const other = [61, 395, 60, 405, 58, 60];
    expect(
      lookAlike(
        quiet,
        quiet.map((value) => value + 2),
      ).alike,
    ).toBe(true);
    expect(lookAlike(busy, other).alike).toBe(true);
  });

  it('tells apart a side that skips tens of milliseconds of work on every pair', () => {
    const hashed = [60, 400, 58, 390, 59, 410];
    const skipped = [2, 30, 2, 28, 3, 31];
    const { alike, detail } = lookAlike(hashed, skipped);
    expect(alike).toBe(false);
    expect(detail).toContain('median ratio of the pairs');
  });

  it('calls answers a few milliseconds apart alike whatever their ratio', () => {
    expect(lookAlike([2, 2.1, 1.9], [3.2, 3.1, 3.3]).alike).toBe(true);
  });
});
