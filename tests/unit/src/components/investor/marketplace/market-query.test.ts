import { describe, expect, it } from 'vitest';
import { parseListQuery, serialiseListQuery, withFilters, withSort } from '@/lib/list-query';
import {
  MARKET_LIST_SPEC,
  csvParams,
  hasFilters,
  joinList,
  loansParams,
  splitList,
  summaryParams,
  withoutFilters,
} from '@/components/investor/marketplace/market-query';

describe('the marketplace view kept in the URL', () => {
  it('opens the newest listings first, 25 a page, when the address has no query', () => {
    const query = parseListQuery('', MARKET_LIST_SPEC);
    expect(query).toEqual({ filters: {}, sort: 'listed_at', order: 'desc', page: 1, perPage: 25 });
    expect(loansParams(query)).toEqual({ sort: 'listed_at', order: 'desc', page: '1', per_page: '25' });
  });

  it('reads every filter, a sort by any column and the page from a shared link', () => {
    const query = parseListQuery(
      '?region=CA,NY&property_type=flat&rate_min=3.5&ltv_max=80&credit_score_min=700&balance_max=500000&arrears=current&bank_id=2&search=NW&sort=bank_name&order=asc&page=3&per_page=100',
      MARKET_LIST_SPEC,
    );
    expect(query.filters).toEqual({
      region: 'CA,NY',
      property_type: 'flat',
      rate_min: '3.5',
      ltv_max: '80',
      credit_score_min: '700',
      balance_max: '500000',
      arrears: 'current',
      bank_id: '2',
      search: 'NW',
    });
    expect(query).toMatchObject({ sort: 'bank_name', order: 'asc', page: 3, perPage: 100 });
  });

  it('writes back the same link it read, so a reload opens the same view', () => {
    const link = '?region=CA%2CNY&occupancy=owner&sort=current_ltv_pct&order=asc&page=2';
    expect(serialiseListQuery(parseListQuery(link, MARKET_LIST_SPEC), MARKET_LIST_SPEC)).toBe(link);
  });

  it('ignores a sort column the API does not offer', () => {
    expect(parseListQuery('?sort=borrower_name&order=asc', MARKET_LIST_SPEC).sort).toBe('listed_at');
  });

  it('asks the summary for the filters alone and the CSV for the filters and sort, never a page', () => {
    const query = withSort(
      withFilters(parseListQuery('?page=4', MARKET_LIST_SPEC), { region: 'TX', rate_max: '6' }),
      'interest_rate_pct',
      'desc',
    );
    const paged = { ...query, page: 4, perPage: 50 as const };
    expect(summaryParams(paged)).toEqual({ region: 'TX', rate_max: '6' });
    expect(csvParams(paged).toString()).toBe('region=TX&rate_max=6&sort=interest_rate_pct&order=desc');
    expect(loansParams(paged)).toEqual({
      region: 'TX',
      rate_max: '6',
      sort: 'interest_rate_pct',
      order: 'desc',
      page: '4',
      per_page: '50',
    });
  });

  it('clears every filter at once and goes back to page 1, keeping the sort', () => {
    const query = { ...parseListQuery('?region=CA&search=X&sort=loan_ref&order=asc', MARKET_LIST_SPEC), page: 3 };
    expect(hasFilters(query)).toBe(true);
    const cleared = withoutFilters(query);
    expect(hasFilters(cleared)).toBe(false);
    expect(cleared).toMatchObject({ filters: {}, sort: 'loan_ref', order: 'asc', page: 1 });
  });
});

describe('a filter of several codes', () => {
  it('splits a comma-separated list, dropping blanks and repeats', () => {
    expect(splitList(' CA, NY,,CA ')).toEqual(['CA', 'NY']);
    expect(splitList(undefined)).toEqual([]);
  });

  it('joins the chosen codes in the options’ order, so the same choice gives the same link', () => {
    expect(joinList(['NY', 'CA'], ['AL', 'CA', 'NY'])).toBe('CA,NY');
    expect(joinList([], ['AL'])).toBe('');
  });
});
