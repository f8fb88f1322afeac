/** The marketplace summary as the cards show it: each figure formatted from its decimal string, "—" when there is none. */
import { formatDecimal, formatLtv, formatPercent } from '@/domain/format-decimal';
import type { MarketSummary } from '../api/market-types';
import { currencyLines, perCurrencyFigure } from '@/domain/currency-lines';

export interface Figure {
  key: string;
  label: string;
  /** Several lines for money: one per currency. */
  value: string | readonly string[];
}

const NONE = '—';
const whole = (value: string | null) => (value === null ? NONE : formatDecimal(value, 0));
const percent = (value: string | null) => (value === null ? NONE : formatPercent(value));
const ltv = (value: string | null) => (value === null ? NONE : formatLtv(value));

export const FIGURE_LABELS = {
  count: 'Loans',
  principal: 'Total current principal',
  rate: 'Weighted average rate',
  ltv: 'Weighted average LTV',
  creditScore: 'Weighted average credit score',
  remainingTerm: 'Weighted average remaining term',
} as const;

/** A figure estimated from a sample of a large set reads "about" (MarketSummary.is_estimate). */
const about = (value: Figure['value']): Figure['value'] =>
  typeof value === 'string'
    ? value === NONE
      ? value
      : `about ${value}`
    : value.map((line) => (line === NONE ? line : `about ${line}`));

export function marketFigures(summary: MarketSummary): Figure[] {
  const figures = exactFigures(summary);
  return summary.is_estimate ? figures.map((figure) => ({ ...figure, value: about(figure.value) })) : figures;
}

function exactFigures(summary: MarketSummary): Figure[] {
  const months = (value: string | null) => (value === null ? NONE : `${whole(value)} months`);
  const averaged = (
    valueOf: (entry: MarketSummary['by_currency'][number]) => string | null,
    format: (value: string | null) => string,
  ) => perCurrencyFigure(summary.by_currency, valueOf, format);
  return [
    { key: 'count', label: FIGURE_LABELS.count, value: formatDecimal(String(summary.count), 0) },
    {
      key: 'principal',
      label: FIGURE_LABELS.principal,
      value: currencyLines(summary.by_currency, (entry) => entry.total_current_principal),
    },
    { key: 'rate', label: FIGURE_LABELS.rate, value: averaged((entry) => entry.weighted_avg_rate_pct, percent) },
    { key: 'ltv', label: FIGURE_LABELS.ltv, value: averaged((entry) => entry.weighted_avg_ltv_pct, ltv) },
    {
      key: 'creditScore',
      label: FIGURE_LABELS.creditScore,
      value: averaged((entry) => entry.weighted_avg_credit_score, whole),
    },
    {
      key: 'remainingTerm',
      label: FIGURE_LABELS.remainingTerm,
      value: averaged((entry) => entry.weighted_avg_remaining_term_months, months),
    },
  ];
}
