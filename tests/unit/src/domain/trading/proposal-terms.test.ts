import { describe, expect, it } from 'vitest';
import { normalisePrice, PROPOSAL_MESSAGES, reasonError, validateProposalTerms } from '@/domain/trading/proposal-terms';
import { canTakeProposalAction } from '@/domain/trading/proposal-status';

const context = { today: '2026-11-24', bidDeadline: '2026-12-31' };
const valid = {
  price_pct: '98.125',
  settlement_date: '2027-01-15',
  valid_until: '2026-12-20',
  note: 'Subject to nothing.',
};

describe('validateProposalTerms', () => {
  it('accepts sound terms', () => {
    expect(validateProposalTerms(valid, context)).toEqual({});
  });

  it('names each broken rule under its field', () => {
    expect(validateProposalTerms({ ...valid, price_pct: '' }, context)).toEqual({
      price_pct: PROPOSAL_MESSAGES.priceRequired,
    });
    expect(validateProposalTerms({ ...valid, price_pct: '98.1255' }, context).price_pct).toBe(
      PROPOSAL_MESSAGES.priceFormat,
    );
    expect(validateProposalTerms({ ...valid, price_pct: '0' }, context).price_pct).toBe(PROPOSAL_MESSAGES.priceRange);
    expect(validateProposalTerms({ ...valid, price_pct: '150.001' }, context).price_pct).toBe(
      PROPOSAL_MESSAGES.priceRange,
    );
    expect(validateProposalTerms({ ...valid, price_pct: '1000' }, context).price_pct).toBe(
      PROPOSAL_MESSAGES.priceRange,
    );
    expect(validateProposalTerms({ ...valid, settlement_date: '2026-11-23' }, context).settlement_date).toBe(
      PROPOSAL_MESSAGES.settlementPast,
    );
    expect(validateProposalTerms({ ...valid, settlement_date: '2027-06-01' }, context).settlement_date).toBe(
      PROPOSAL_MESSAGES.settlementTooFar,
    );
    expect(validateProposalTerms({ ...valid, settlement_date: '2026-02-30' }, context).settlement_date).toBe(
      PROPOSAL_MESSAGES.dateFormat,
    );
    expect(validateProposalTerms({ ...valid, valid_until: '2026-11-01' }, context).valid_until).toBe(
      PROPOSAL_MESSAGES.validUntilPast,
    );
    expect(validateProposalTerms({ ...valid, valid_until: '2027-01-02' }, context).valid_until).toBe(
      PROPOSAL_MESSAGES.validUntilAfterDeadline('2026-12-31'),
    );
    expect(
      validateProposalTerms({ ...valid, settlement_date: '2026-12-01', valid_until: '2026-12-02' }, context)
        .valid_until,
    ).toBe(PROPOSAL_MESSAGES.validUntilAfterSettlement);
    expect(validateProposalTerms({ ...valid, note: 'x'.repeat(1001) }, context).note).toBe(
      PROPOSAL_MESSAGES.noteTooLong,
    );
    expect(validateProposalTerms({ ...valid, note: 'bad\u202eone' }, context).note).toMatch(
      /control or text-direction/,
    );
  });

  it('lets an offer without a bid deadline stand until settlement', () => {
    expect(
      validateProposalTerms({ ...valid, valid_until: '2027-01-15' }, { today: context.today, bidDeadline: null }),
    ).toEqual({});
  });
});

describe('normalisePrice and reasonError', () => {
  it('normalises a price to three decimals', () => {
    expect(normalisePrice(' 98.5 ')).toBe('98.500');
    expect(normalisePrice('abc')).toBeNull();
  });

  it('asks for a reason', () => {
    expect(reasonError('  ')).toBe(PROPOSAL_MESSAGES.reasonRequired);
    expect(reasonError('Price too low')).toBeNull();
  });
});

describe('proposal transitions', () => {
  it('lets the bank counter only what is submitted and the investor finally accept only what the bank accepted', () => {
    expect(canTakeProposalAction('counter', 'submitted')).toBe(true);
    expect(canTakeProposalAction('counter', 'countered')).toBe(false);
    expect(canTakeProposalAction('final_accept', 'accepted')).toBe(true);
    expect(canTakeProposalAction('final_accept', 'submitted')).toBe(false);
    expect(canTakeProposalAction('withdraw', 'final_accepted')).toBe(false);
  });
});
