/** server/lib/bounded-memo.ts: values kept by key, the least recently used dropped first. */
import { describe, expect, it, vi } from 'vitest';
import { boundedMemo } from '../../../../server/lib/bounded-memo.ts';

describe('a bounded memo', () => {
  it('makes a value once per key while the key is kept', () => {
    const memo = boundedMemo<string>(2);
    const make = vi.fn(() => 'compiled');
    expect(memo('a', make)).toBe('compiled');
    expect(memo('a', make)).toBe('compiled');
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('drops the least recently used key when full, and keeps one used lately', () => {
    const memo = boundedMemo<number>(2);
    let made = 0;
    const make = () => ++made;
    memo('a', make); // 1
    memo('b', make); // 2
    expect(memo('a', make)).toBe(1); // a is now the most recently used
    memo('c', make); // 3, drops b
    expect(memo('a', make)).toBe(1);
    expect(memo('b', make)).toBe(4);
    expect(made).toBe(4);
  });
});
