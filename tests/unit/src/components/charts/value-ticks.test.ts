/** A chart's value axis: round steps from zero that reach the largest bar. */
import { describe, expect, it } from 'vitest';
import { valueTicks } from '@/components/charts/value-ticks';

describe('the value axis of a chart', () => {
  it('marks round steps from zero up to the largest value', () => {
    expect(valueTicks(100)).toEqual([0, 50, 100]);
    expect(valueTicks(120)).toEqual([0, 50, 100, 150]);
    expect(valueTicks(2_350_000)).toEqual([0, 1_000_000, 2_000_000, 3_000_000]);
  });

  it('has a single mark when there is nothing to chart', () => {
    expect(valueTicks(0)).toEqual([0]);
    expect(valueTicks(Number.NaN)).toEqual([0]);
  });

  it('keeps fractional steps exact instead of adding up float errors', () => {
    expect(valueTicks(0.3)).toEqual([0, 0.1, 0.2, 0.3]);
  });

  it('counts in whole steps when asked: no mark for half a loan', () => {
    expect(valueTicks(2)).toEqual([0, 0.5, 1, 1.5, 2]);
    expect(valueTicks(2, { wholeSteps: true })).toEqual([0, 1, 2]);
    expect(valueTicks(1, { wholeSteps: true })).toEqual([0, 1]);
    expect(valueTicks(37, { wholeSteps: true })).toEqual([0, 10, 20, 30, 40]);
  });
});
