import { describe, expect, it } from 'vitest';
import { pageCount } from '@/domain/page-count';

describe('pageCount', () => {
  it('counts pages, with one page for an empty list', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
    expect(pageCount(1000, 100)).toBe(10);
  });
});
