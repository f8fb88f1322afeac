import { describe, expect, it } from 'vitest';
import { INDICATIVE_BID_MESSAGES as M, readIndicativeBid } from '../../../../../src/domain/pools/indicative-bid.ts';

describe('an indicative bid as the form and the API read it', () => {
  it('takes a price over 0% and at most 150% with up to three decimals, written with three', () => {
    expect(readIndicativeBid({ price_pct: ' 92.5 ', note: '  Subject to files.  ' })).toEqual({
      price: '92.500',
      note: 'Subject to files.',
    });
    expect(readIndicativeBid({ price_pct: '150' })).toEqual({ price: '150.000', note: '' });
    expect(readIndicativeBid({ price_pct: '0.001' })).toEqual({ price: '0.001', note: '' });
  });

  it.each([
    [undefined, M.priceRequired],
    ['  ', M.priceRequired],
    ['0', M.priceRange],
    ['-1', M.priceRange],
    ['150.001', M.priceRange],
    ['1000', M.priceRange],
    ['92.1234', M.priceFormat],
    ['9x', M.priceFormat],
  ])('refuses the price %j', (price, message) => {
    expect(readIndicativeBid({ price_pct: price })).toEqual({ errors: { price_pct: message } });
  });

  it('refuses a note over 1,000 characters or with characters text may not hold', () => {
    expect(readIndicativeBid({ price_pct: '90', note: 'x'.repeat(1001) }).errors).toEqual({ note: M.noteTooLong });
    expect(readIndicativeBid({ price_pct: '90', note: 'a\u0007b' }).errors).toHaveProperty('note');
  });
});
