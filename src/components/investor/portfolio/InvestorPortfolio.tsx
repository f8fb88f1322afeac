/**
 * investor/main-dashboard (DOMAIN.md "Dashboards"): the portfolio bought (count, principal, weighted
 * rate and LTV), its spread by region and property type, deals by status and the open proposals.
 * An investor with no deal yet is sent to the Marketplace.
 */
import { lazy, Suspense } from 'react';
import { EmptyState } from '@/components/data/EmptyState';
import { ErrorState, LoadingState } from '@/components/data/LoadState';
import { useApiData } from '@/components/data/use-api-data';
import { hydratedMarker, useHydrated } from '@/components/ui/use-hydrated';
import { dataOf } from '@/lib/api/api-result';
import { getPortfolio } from '../api/portfolio-api';
import type { Portfolio } from '../api/market-types';
import { DistributionsPlaceholder } from '../charts/DistributionsPlaceholder';
import { FigureValue } from '@/components/money/FigureValue';
import { DealsByStatus } from './DealsByStatus';
import { OpenProposals } from './OpenProposals';
import { portfolioFigures } from './portfolio-figures';
import { MARKETPLACE_PATH, PORTFOLIO_TEXT } from './portfolio-text';

const Distributions = lazy(() =>
  import('../charts/Distributions').then((module) => ({ default: module.Distributions })),
);

const loadPortfolio = () => dataOf(getPortfolio());

export default function InvestorPortfolio() {
  const ready = useHydrated();
  const answer = useApiData('portfolio', loadPortfolio);

  return (
    <div className="flex flex-col gap-6" {...hydratedMarker(ready)} data-portfolio-state={answer.phase}>
      {answer.phase === 'loading' && <LoadingState />}
      {answer.phase === 'failed' && <ErrorState message={answer.error || null} onRetry={answer.retry} ready={ready} />}
      {answer.phase === 'ready' && <PortfolioView portfolio={answer.value!} />}
    </div>
  );
}

function PortfolioView({ portfolio }: { portfolio: Portfolio }) {
  return (
    <>
      <section aria-labelledby="portfolio-bought" className="flex flex-col gap-2">
        <h2 id="portfolio-bought" className="text-lg font-semibold">
          {PORTFOLIO_TEXT.bought}
        </h2>
        {portfolio.deals_count === 0 ? (
          <EmptyState title={PORTFOLIO_TEXT.emptyTitle} detail={PORTFOLIO_TEXT.emptyDetail}>
            <a className="btn btn-primary btn-sm" href={MARKETPLACE_PATH}>
              {PORTFOLIO_TEXT.toMarketplace}
            </a>
          </EmptyState>
        ) : (
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-5">
            {portfolioFigures(portfolio).map((figure) => (
              <div key={figure.key} className="card border border-[var(--surface-border)] bg-base-100 p-3">
                <dt className="text-xs opacity-80">{figure.label}</dt>
                <dd className="text-xl font-semibold tabular-nums" data-figure={figure.key}>
                  <FigureValue value={figure.value} />
                </dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      {portfolio.deals_count > 0 && (
        <section aria-label={PORTFOLIO_TEXT.spread}>
          <Suspense fallback={<DistributionsPlaceholder />}>
            <Distributions
              byRegion={portfolio.by_region}
              byPropertyType={portfolio.by_property_type}
              byCurrency={portfolio.by_currency}
            />
          </Suspense>
        </section>
      )}
      <DealsByStatus counts={portfolio.deals_by_status} />
      <OpenProposals count={portfolio.open_proposals_count} latest={portfolio.open_proposals} />
    </>
  );
}
