/** The portfolio's headline figures as the cards show them: formatted from their decimal strings, "—" when there is none. */
import { formatDecimal, formatLtv, formatPercent } from '@/domain/format-decimal';
import type { Portfolio } from '../api/market-types';
import { currencyLines, perCurrencyFigure } from '@/domain/currency-lines';
import { PORTFOLIO_TEXT } from './portfolio-text';

export interface Figure {
  key: string;
  label: string;
  /** Several lines for money: one per currency. */
  value: string | readonly string[];
}

const F = PORTFOLIO_TEXT.figures;
const percent = (value: string | null) => (value === null ? '—' : formatPercent(value));
const ltv = (value: string | null) => (value === null ? '—' : formatLtv(value));

export function portfolioFigures(portfolio: Portfolio): Figure[] {
  return [
    { key: 'deals', label: F.deals, value: formatDecimal(String(portfolio.deals_count), 0) },
    {
      key: 'principal',
      label: F.principal,
      value: currencyLines(portfolio.by_currency, (entry) => entry.total_current_principal),
    },
    {
      key: 'amount',
      label: F.amount,
      value: currencyLines(portfolio.by_currency, (entry) => entry.total_amount),
    },
    {
      key: 'rate',
      label: F.rate,
      value: perCurrencyFigure(portfolio.by_currency, (entry) => entry.weighted_avg_rate_pct, percent),
    },
    {
      key: 'ltv',
      label: F.ltv,
      value: perCurrencyFigure(portfolio.by_currency, (entry) => entry.weighted_avg_ltv_pct, ltv),
    },
  ];
}
