import { describe, expect, it } from 'vitest';
import { recordIdFromPath } from '@/lib/record-id';

describe('the record id in an address', () => {
  it('reads the segment after the prefix', () => {
    expect(recordIdFromPath('/app/bank/mortgages/42', '/app/bank/mortgages/')).toBe(42);
    expect(recordIdFromPath('/app/bank/mortgages/42/listed', '/app/bank/mortgages/')).toBe(42);
  });

  it('has none for the built shell, words, zero or another area', () => {
    expect(recordIdFromPath('/app/bank/mortgages/_', '/app/bank/mortgages/')).toBeNull();
    expect(recordIdFromPath('/app/bank/mortgages/create', '/app/bank/mortgages/')).toBeNull();
    expect(recordIdFromPath('/app/bank/mortgages/0', '/app/bank/mortgages/')).toBeNull();
    expect(recordIdFromPath('/app/bank/deals/4', '/app/bank/mortgages/')).toBeNull();
  });
});
