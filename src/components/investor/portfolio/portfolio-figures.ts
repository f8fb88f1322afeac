/** The portfolio's headline figures as the cards show them: formatted from their decimal strings, "—" when there is none. */
import { formatDecimal, formatPercent } from '@/lib/format-decimal';
import type { Portfolio } from '../api/market-types';
import { PORTFOLIO_TEXT } from './portfolio-text';

export interface Figure {
  key: string;
  label: string;
  value: string;
}

const F = PORTFOLIO_TEXT.figures;
const percent = (value: string | null) => (value === null ? '—' : formatPercent(value));

export function portfolioFigures(portfolio: Portfolio): Figure[] {
  return [
    { key: 'deals', label: F.deals, value: formatDecimal(String(portfolio.deals_count), 0) },
    { key: 'principal', label: F.principal, value: formatDecimal(portfolio.total_current_principal, 2) },
    { key: 'amount', label: F.amount, value: formatDecimal(portfolio.total_amount, 2) },
    { key: 'rate', label: F.rate, value: percent(portfolio.weighted_avg_rate_pct) },
    { key: 'ltv', label: F.ltv, value: percent(portfolio.weighted_avg_ltv_pct) },
  ];
}
