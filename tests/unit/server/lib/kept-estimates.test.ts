/** server/lib/kept-estimates.ts: an estimate is reused for its window, then worked out again. */
import { describe, expect, it } from 'vitest';
import { keptEstimates } from '../../../../server/lib/kept-estimates.ts';

function clock() {
  let now = 0;
  return { now: () => now, pass: (ms: number) => (now += ms) };
}

describe('kept estimates', () => {
  it('give an estimate back until its window has passed, then forget it', () => {
    const time = clock();
    const kept = keptEstimates<number>(10, 1000, time.now);
    kept.keep('fixed rates', 52_000);
    time.pass(999);
    expect(kept.get('fixed rates')).toBe(52_000);
    time.pass(1);
    expect(kept.get('fixed rates')).toBeUndefined();
    expect(kept.get('fixed rates')).toBeUndefined();
  });

  it('keep one estimate per question, a newer one replacing the older with a window of its own', () => {
    const time = clock();
    const kept = keptEstimates<number>(10, 1000, time.now);
    kept.keep('fixed rates', 52_000);
    kept.keep('in arrears', 11_000);
    time.pass(600);
    kept.keep('fixed rates', 51_000);
    time.pass(600);
    expect(kept.get('fixed rates')).toBe(51_000);
    expect(kept.get('in arrears')).toBeUndefined();
  });

  it('keep at most their limit of questions, the oldest kept going first', () => {
    const kept = keptEstimates<number>(2, 1000, clock().now);
    kept.keep('a', 1);
    kept.keep('b', 2);
    kept.keep('c', 3);
    expect([kept.get('a'), kept.get('b'), kept.get('c')]).toEqual([undefined, 2, 3]);
  });
});
