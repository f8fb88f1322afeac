import { describe, expect, it } from 'vitest';
import { marketFigures } from '@/components/investor/marketplace/summary-figures';
import { portfolioFigures } from '@/components/investor/portfolio/portfolio-figures';
import { distributionRows, measureOf } from '@/components/investor/charts/distribution-rows';
import type { MarketSummary, Portfolio } from '@/components/investor/api/market-types';

const SUMMARY: MarketSummary = {
  count: 1234,
  is_estimate: false,
  total_current_principal: '287654321.05',
  by_currency: [
    {
      key: 'GBP',
      count: 1234,
      total_current_principal: '287654321.05',
      weighted_avg_rate_pct: '4.57',
      weighted_avg_ltv_pct: '71.20',
      weighted_avg_credit_score: '712.50',
      weighted_avg_remaining_term_months: '245.49',
    },
  ],
  weighted_avg_rate_pct: '4.57',
  weighted_avg_ltv_pct: '71.20',
  weighted_avg_credit_score: '712.50',
  weighted_avg_remaining_term_months: '245.49',
  by_region: [],
  by_property_type: [],
};

const valuesOf = (figures: { key: string; value: string | readonly string[] }[]) =>
  Object.fromEntries(figures.map((figure) => [figure.key, figure.value]));

describe('the marketplace summary cards', () => {
  it('show each figure from its decimal string: grouped, percentages trimmed, score and term in whole units', () => {
    expect(valuesOf(marketFigures(SUMMARY))).toEqual({
      count: '1,234',
      principal: ['GBP 287,654,321.05'],
      rate: '4.57%',
      ltv: '71.20%',
      creditScore: '713',
      remainingTerm: '245 months',
    });
  });

  it('say "about" before every figure estimated from a sample of a large set, not before a dash', () => {
    const estimated = { ...SUMMARY, count: 412345, is_estimate: true, weighted_avg_credit_score: null };
    estimated.by_currency = [{ ...SUMMARY.by_currency[0]!, weighted_avg_credit_score: null }];
    expect(valuesOf(marketFigures(estimated))).toEqual({
      count: 'about 412,345',
      principal: ['about GBP 287,654,321.05'],
      rate: 'about 4.57%',
      ltv: 'about 71.20%',
      creditScore: '—',
      remainingTerm: 'about 245 months',
    });
  });

  it('show a dash for the averages of an empty set', () => {
    const empty = {
      ...SUMMARY,
      count: 0,
      total_current_principal: '0.00',
      by_currency: [],
      weighted_avg_rate_pct: null,
      weighted_avg_ltv_pct: null,
      weighted_avg_credit_score: null,
      weighted_avg_remaining_term_months: null,
    };
    expect(valuesOf(marketFigures(empty))).toEqual({
      count: '0',
      principal: ['0.00'],
      rate: '—',
      ltv: '—',
      creditScore: '—',
      remainingTerm: '—',
    });
  });

  it('show the principal of each currency on its own line, never their sum', () => {
    const mixed = {
      ...SUMMARY,
      count: 3,
      total_current_principal: '22222221.21',
      by_currency: [
        {
          key: 'GBP',
          count: 2,
          total_current_principal: '12345678.00',
          weighted_avg_rate_pct: '4.25',
          weighted_avg_ltv_pct: '70.00',
          weighted_avg_credit_score: null,
          weighted_avg_remaining_term_months: '120.40',
        },
        {
          key: 'USD',
          count: 1,
          total_current_principal: '9876543.21',
          weighted_avg_rate_pct: '6.10',
          weighted_avg_ltv_pct: '55.50',
          weighted_avg_credit_score: '700.00',
          weighted_avg_remaining_term_months: '300.00',
        },
      ],
      weighted_avg_rate_pct: null,
      weighted_avg_ltv_pct: null,
      weighted_avg_credit_score: null,
      weighted_avg_remaining_term_months: null,
    };
    const values = valuesOf(marketFigures(mixed));
    expect(values['principal']).toEqual(['GBP 12,345,678.00', 'USD 9,876,543.21']);
    // Averages weighted by principal are per currency too: one line each, never one figure over both.
    expect(values['rate']).toEqual(['GBP 4.25%', 'USD 6.10%']);
    expect(values['ltv']).toEqual(['GBP 70.00%', 'USD 55.50%']);
    expect(values['creditScore']).toEqual(['GBP —', 'USD 700']);
    expect(values['remainingTerm']).toEqual(['GBP 120 months', 'USD 300 months']);
  });
});

describe('the portfolio figures', () => {
  it('show the loans bought, their principal, what was paid and the weighted rate and LTV', () => {
    const portfolio = {
      deals_count: 3,
      total_current_principal: '750000.00',
      total_amount: '735187.50',
      by_currency: [
        {
          key: 'USD',
          count: 3,
          total_current_principal: '750000.00',
          total_amount: '735187.50',
          weighted_avg_rate_pct: '5.10',
          weighted_avg_ltv_pct: null,
        },
      ],
      weighted_avg_rate_pct: '5.10',
      weighted_avg_ltv_pct: null,
    } as Portfolio;
    expect(valuesOf(portfolioFigures(portfolio))).toEqual({
      deals: '3',
      principal: ['USD 750,000.00'],
      amount: ['USD 735,187.50'],
      rate: '5.10%',
      ltv: '—',
    });
  });

  it('show principal and what was paid per currency when the deals are in several', () => {
    const portfolio = {
      deals_count: 3,
      total_current_principal: '450000.00',
      total_amount: '441000.00',
      by_currency: [
        {
          key: 'GBP',
          count: 2,
          total_current_principal: '300000.00',
          total_amount: '294000.00',
          weighted_avg_rate_pct: '4.00',
          weighted_avg_ltv_pct: '70.00',
        },
        {
          key: 'USD',
          count: 1,
          total_current_principal: '150000.00',
          total_amount: '147000.00',
          weighted_avg_rate_pct: '6.20',
          weighted_avg_ltv_pct: '65.25',
        },
      ],
      weighted_avg_rate_pct: null,
      weighted_avg_ltv_pct: null,
    } as Portfolio;
    const values = valuesOf(portfolioFigures(portfolio));
    expect(values['principal']).toEqual(['GBP 300,000.00', 'USD 150,000.00']);
    expect(values['amount']).toEqual(['GBP 294,000.00', 'USD 147,000.00']);
    expect(values['rate']).toEqual(['GBP 4.00%', 'USD 6.20%']);
    expect(values['ltv']).toEqual(['GBP 70.00%', 'USD 65.25%']);
  });
});

describe('a distribution as its chart and table show it', () => {
  it('names each key and gives its exact share of the principal to a tenth of a percent', () => {
    const rows = distributionRows('region', [
      { key: 'CA', count: 2, total_current_principal: '200000.00' },
      { key: 'NY', count: 1, total_current_principal: '100000.00' },
    ]);
    expect(rows.map((row) => [row.short, row.label, row.count, row.share])).toEqual([
      ['CA', 'California (CA)', 2, '66.7%'],
      ['NY', 'New York (NY)', 1, '33.3%'],
    ]);
  });

  it('uses the property types’ words, short on the axis', () => {
    const rows = distributionRows('property_type', [
      { key: 'pud', count: 1, total_current_principal: '0.05' },
      { key: 'multi_family', count: 1, total_current_principal: '0.15' },
    ]);
    expect(rows.map((row) => [row.short, row.label, row.share])).toEqual([
      ['PUD', 'Planned unit development', '25.0%'],
      ['Multi-family', 'Multi-family', '75.0%'],
    ]);
  });

  it('measures loans, not principal, when the set mixes currencies: shares of the count, most loans first', () => {
    const entries = [
      { key: 'CA', count: 1, total_current_principal: '900000.00' },
      { key: 'NY', count: 3, total_current_principal: '300000.00' },
    ];
    expect(measureOf([{ key: 'GBP' }, { key: 'USD' }])).toBe('loans');
    expect(measureOf([{ key: 'GBP' }])).toBe('principal');
    expect(measureOf([])).toBe('principal');
    expect(distributionRows('region', entries, 'loans').map((row) => [row.key, row.count, row.share])).toEqual([
      ['NY', 3, '75.0%'],
      ['CA', 1, '25.0%'],
    ]);
    expect(distributionRows('region', entries, 'principal').map((row) => [row.key, row.share])).toEqual([
      ['CA', '75.0%'],
      ['NY', '25.0%'],
    ]);
  });

  it('gives no share of nothing', () => {
    expect(distributionRows('region', [{ key: 'TX', count: 0, total_current_principal: '0.00' }])[0]?.share).toBe(
      '0.0%',
    );
  });
});
