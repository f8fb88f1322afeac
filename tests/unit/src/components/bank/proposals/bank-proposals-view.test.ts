import { describe, expect, it } from 'vitest';
import { counterAmount } from '@/components/bank/proposals/counter-amount';
import { PROPOSAL_LIST_SPEC, proposalRequest, tabOf, withTab } from '@/components/bank/proposals/proposal-list-query';
import { parseListQuery, serialiseListQuery } from '@/lib/list-query';

const parse = (search: string) => parseListQuery(search, PROPOSAL_LIST_SPEC);

describe('the bank proposals view in the address', () => {
  it('opens on the proposals awaiting a response, with no status in the address', () => {
    const query = parse('');
    expect(tabOf(query)).toBe('awaiting');
    expect(proposalRequest(query)).toEqual({
      status: 'submitted',
      sort: 'updated_at',
      order: 'desc',
      page: '1',
      per_page: '25',
    });
  });

  it('reads the dashboard link ?status=submitted as the same tab', () => {
    expect(tabOf(parse('?status=submitted'))).toBe('awaiting');
  });

  it('asks for every status on the "all" tab and keeps the loan filter', () => {
    const query = withTab(parse('?loan_id=7&page=3'), 'all');
    expect(serialiseListQuery(query, PROPOSAL_LIST_SPEC)).toBe('?status=all&loan_id=7');
    expect(proposalRequest(query)).toEqual({
      loan_id: '7',
      sort: 'updated_at',
      order: 'desc',
      page: '1',
      per_page: '25',
    });
  });

  it('asks for the closed statuses together and leaves the default tab out of the address', () => {
    const closed = withTab(parse(''), 'closed');
    expect(tabOf(closed)).toBe('closed');
    expect(proposalRequest(closed)['status']).toBe('rejected,withdrawn,expired,superseded');
    expect(serialiseListQuery(withTab(closed, 'awaiting'), PROPOSAL_LIST_SPEC)).toBe('');
  });
});

describe('the counter amount shown while typing', () => {
  it('is the price of the current principal, half-even to the cent', () => {
    expect(counterAmount('98.125', '250000.00')).toBe('245312.50');
    // 0.005 of a cent exactly: rounds to the even cent.
    expect(counterAmount('50', '0.05')).toBe('0.02');
    expect(counterAmount('50', '0.07')).toBe('0.04');
  });

  it('accepts what the price rule accepts, with spaces around', () => {
    expect(counterAmount(' 99.5 ', '100000.00')).toBe('99500.00');
  });

  it('is nothing while the price is empty, malformed or out of range', () => {
    expect(counterAmount('', '250000.00')).toBeNull();
    expect(counterAmount('98.1234', '250000.00')).toBeNull();
    expect(counterAmount('abc', '250000.00')).toBeNull();
    expect(counterAmount('0', '250000.00')).toBeNull();
    expect(counterAmount('150.001', '250000.00')).toBeNull();
  });
});
