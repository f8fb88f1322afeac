/** The volume chart's axis: round steps from zero that reach the largest bar. */
import { describe, expect, it } from 'vitest';
import { valueTicks } from '@/components/bank/dashboard/value-ticks';

describe('the volume chart axis', () => {
  it('marks round steps from zero up to the largest value', () => {
    expect(valueTicks(100)).toEqual([0, 50, 100]);
    expect(valueTicks(120)).toEqual([0, 50, 100, 150]);
    expect(valueTicks(2_350_000)).toEqual([0, 1_000_000, 2_000_000, 3_000_000]);
  });

  it('has a single mark when nothing was sold', () => {
    expect(valueTicks(0)).toEqual([0]);
  });
});
