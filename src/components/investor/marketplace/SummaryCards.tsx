/**
 * The marketplace's summary of the filtered set as cards; the previous figures stay, dimmed, while new ones load.
 * Each figure keeps room for two lines (a market in two currencies) while it waits, so the cards do not grow when it arrives.
 */
import { ErrorState } from '@/components/data/LoadState';
import type { ApiData } from '@/components/data/use-api-data';
import type { MarketSummary } from '../api/market-types';
import { FIGURE_LABELS, marketFigures, type Figure } from './summary-figures';
import { FigureValue } from '@/components/money/FigureValue';
import { MARKET_TEXT } from './market-text';

const PLACEHOLDERS: Figure[] = Object.entries(FIGURE_LABELS).map(([key, label]) => ({ key, label, value: '…' }));

export function SummaryCards({ summary, ready }: { summary: ApiData<MarketSummary>; ready: boolean }) {
  // Filters the server refuses are explained once, above the loans.
  if (summary.invalid) return null;
  if (summary.error !== null && summary.value === null)
    return <ErrorState message={summary.error || null} onRetry={summary.retry} ready={ready} />;
  const figures = summary.value ? marketFigures(summary.value) : PLACEHOLDERS;
  return (
    <section
      aria-label={MARKET_TEXT.summary}
      aria-busy={summary.loading}
      data-summary-state={summary.loading ? 'loading' : 'ready'}
    >
      <dl
        className={`grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6 ${summary.loading && summary.value ? 'opacity-60 transition-opacity' : ''}`}
      >
        {figures.map((figure) => (
          <div key={figure.key} className="card border border-[var(--surface-border)] bg-base-100 p-3">
            <dt className="text-xs opacity-80">{figure.label}</dt>
            <dd className="min-h-12 text-xl font-semibold tabular-nums" data-figure={figure.key}>
              <FigureValue value={figure.value} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
