import { describe, expect, it } from 'vitest';
import { DEAL_LIST_SPEC, dealTabOf, withDealTab } from '@/components/deals/deal-list-query';
import { dealPath, loanPath } from '@/components/deals/deal-text';
import { listQueryParams, parseListQuery, serialiseListQuery } from '@/lib/list-query';

const parse = (search: string) => parseListQuery(search, DEAL_LIST_SPEC);

describe('the deals view in the address', () => {
  it('shows every deal by default, newest first', () => {
    const query = parse('');
    expect(dealTabOf(query)).toBe('all');
    expect(listQueryParams(query, DEAL_LIST_SPEC, true).toString()).toBe(
      'sort=created_at&order=desc&page=1&per_page=25',
    );
  });

  it('opens the tab of the dashboard link ?status=funds_sent and asks the API for it', () => {
    const query = parse('?status=funds_sent');
    expect(dealTabOf(query)).toBe('funds_sent');
    expect(listQueryParams(query, DEAL_LIST_SPEC, true).get('status')).toBe('funds_sent');
  });

  it('treats an unknown status as the "all" tab and a tab change as page 1', () => {
    expect(dealTabOf(parse('?status=bogus'))).toBe('all');
    expect(serialiseListQuery(withDealTab(parse('?page=4&sort=amount&order=asc'), 'settled'), DEAL_LIST_SPEC)).toBe(
      '?status=settled&sort=amount&order=asc',
    );
    expect(serialiseListQuery(withDealTab(parse('?status=settled'), 'all'), DEAL_LIST_SPEC)).toBe('');
  });

  it('links each side to its own deal and loan pages', () => {
    expect(dealPath('bank', 12)).toBe('/app/bank/deals/12');
    expect(dealPath('investor', 12)).toBe('/app/investor/deals/12');
    expect(loanPath('bank', 3)).toBe('/app/bank/mortgages/3');
    expect(loanPath('investor', 3)).toBe('/app/investor/mortgages/3');
  });
});
