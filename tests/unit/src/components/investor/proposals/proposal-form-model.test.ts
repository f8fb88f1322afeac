import { describe, expect, it } from 'vitest';
import { PROPOSAL_MESSAGES } from '@/domain/trading';
import {
  checkTerms,
  liveAmount,
  newProposalValues,
  otherErrors,
  revisionValues,
  termsBody,
} from '@/components/investor/proposals/proposal-form-model';

const TODAY = '2026-03-02';

describe('the amount shown while the price is typed', () => {
  it('is the price of the current principal, exact to the cent', () => {
    expect(liveAmount('98.125', '250000.00')).toBe('245312.50');
    expect(liveAmount('100', '123456.78')).toBe('123456.78');
  });

  it('rounds half to even as the server does, with no float in between', () => {
    // 0.5 cent exactly: 12.5 of 0.10 is 0.0125, which rounds to the even 0.01.
    expect(liveAmount('12.5', '0.10')).toBe('0.01');
    expect(liveAmount('99.999', '123456789012345.67')).toBe('123455554444455.55');
  });

  it('is none while the price is empty, malformed or out of range', () => {
    expect(liveAmount('', '250000.00')).toBeNull();
    expect(liveAmount('9a', '250000.00')).toBeNull();
    expect(liveAmount('98.1255', '250000.00')).toBeNull();
    expect(liveAmount('0', '250000.00')).toBeNull();
    expect(liveAmount('150.001', '250000.00')).toBeNull();
  });
});

describe('the checks made before a proposal is sent', () => {
  const good = { price_pct: '97.5', settlement_date: '2026-03-20', valid_until: '2026-03-10', note: '' };

  it('pass good terms', () => {
    expect(checkTerms(good, { today: TODAY, bidDeadline: '2026-03-15' })).toEqual({});
  });

  it('name each broken rule under its field', () => {
    const errors = checkTerms(
      { price_pct: '151', settlement_date: '2026-03-01', valid_until: '2026-03-16', note: '' },
      { today: TODAY, bidDeadline: '2026-03-15' },
    );
    expect(errors).toEqual({
      price_pct: [PROPOSAL_MESSAGES.priceRange],
      settlement_date: [PROPOSAL_MESSAGES.settlementPast],
      valid_until: [PROPOSAL_MESSAGES.validUntilAfterDeadline('2026-03-15')],
    });
  });

  it('keep the offer on or before the settlement date', () => {
    expect(checkTerms({ ...good, valid_until: '2026-03-21' }, { today: TODAY, bidDeadline: null })).toEqual({
      valid_until: [PROPOSAL_MESSAGES.validUntilAfterSettlement],
    });
  });

  it('refuse a price that is not a number', () => {
    expect(checkTerms({ ...good, price_pct: 'ninety' }, { today: TODAY, bidDeadline: null })).toEqual({
      price_pct: [PROPOSAL_MESSAGES.priceFormat],
    });
  });
});

describe('the values the form starts from', () => {
  it('suggest the asking price, a settlement a month out and an offer of two weeks', () => {
    expect(newProposalValues({ asking_price_pct: '98.5', bid_deadline: null }, TODAY)).toEqual({
      price_pct: '98.500',
      settlement_date: '2026-04-01',
      valid_until: '2026-03-16',
      note: '',
    });
  });

  it('end the offer by the bid deadline when it comes sooner, and pass the checks', () => {
    const values = newProposalValues({ asking_price_pct: null, bid_deadline: '2026-03-05' }, TODAY);
    expect(values.valid_until).toBe('2026-03-05');
    expect(values.price_pct).toBe('');
    expect(checkTerms({ ...values, price_pct: '95' }, { today: TODAY, bidDeadline: '2026-03-05' })).toEqual({});
  });

  it('start a revision from the present terms', () => {
    expect(
      revisionValues({ price_pct: '97.000', settlement_date: '2026-04-01', valid_until: '2026-03-20', note: null }),
    ).toEqual({ price_pct: '97.000', settlement_date: '2026-04-01', valid_until: '2026-03-20', note: '' });
  });
});

describe('what the form sends', () => {
  it('gives the price its three decimals and leaves an empty note out', () => {
    expect(
      termsBody({ price_pct: ' 98.5 ', settlement_date: '2026-04-01', valid_until: '2026-03-20', note: '  ' }),
    ).toEqual({ price_pct: '98.500', settlement_date: '2026-04-01', valid_until: '2026-03-20', note: null });
  });

  it('shows apart the server messages no field of the form holds', () => {
    expect(otherErrors({ price_pct: ['x'], investor_id: ['Choose the investor organisation to act for.'] })).toEqual([
      'Choose the investor organisation to act for.',
    ]);
  });
});
