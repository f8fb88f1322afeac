/**
 * investor/dashboard, the Marketplace (DOMAIN.md "Marketplace, proposals, deals"): every listed loan
 * of every active bank, filtered, sorted and paged on the server with the view kept in the address;
 * a summary of the filtered set, its distribution by region and property type, and a CSV export
 * with its progress.
 * The table comes first: the charts load only once the loans are on screen. The table shows what a buyer prices
 * on, and the columns the buyer chose besides; on a phone the filter panel is folded until asked for.
 */
import { lazy, Suspense, useId, useState } from 'react';
import { EmptyState } from '@/components/data/EmptyState';
import { ListResults } from '@/components/data/ListResults';
import { useListPage } from '@/components/data/use-list-page';
import { useListQuery } from '@/components/data/use-list-query';
import { useClientStore } from '@/components/ui/use-client-store';
import { hydratedMarker, useHydrated } from '@/components/ui/use-hydrated';
import { withFilters } from '@/lib/list-query';
import { getMarketLoans, marketCsvUrl } from '../api/marketplace-api';
import { ColumnChooser } from './ColumnChooser';
import { CsvExport } from './CsvExport';
import { $chosenMarketColumns } from './market-column-choice';
import { LoanRefLink, MyProposalLink, shownColumns } from './market-columns';
import { MARKET_FILTERS, MARKET_LIST_SPEC, csvParams, hasFilters, loansParams, withoutFilters } from './market-query';
import { MARKET_TEXT } from './market-text';
import { MarketFilters } from './MarketFilters';
import { SummaryCards } from './SummaryCards';
import { useMarketBanks, useMarketSummary } from './use-market-data';

const Distributions = lazy(() =>
  import('../charts/Distributions').then((module) => ({ default: module.Distributions })),
);

export default function Marketplace() {
  const ready = useHydrated();
  const list = useListQuery(MARKET_LIST_SPEC);
  const { query, change, fromUrl } = list;
  const loans = useListPage(getMarketLoans, loansParams(query), fromUrl);
  const summary = useMarketSummary(query, fromUrl);
  const banks = useMarketBanks(fromUrl);
  const filtered = hasFilters(query);
  const clear = () => change(withoutFilters(query));
  const chosenColumns = useClientStore($chosenMarketColumns, []);
  // On a phone the filter panel folds away behind a button, so the loans come first.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();

  return (
    <div
      className="flex flex-col gap-4"
      {...hydratedMarker(ready && fromUrl)}
      data-loading={loans.loading ? 'true' : undefined}
    >
      <div className="flex flex-wrap items-center justify-end gap-2">
        <button
          type="button"
          className="btn btn-sm md:hidden"
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          disabled={!ready}
          onClick={() => setFiltersOpen(!filtersOpen)}
        >
          {filtersOpen ? MARKET_TEXT.hideFilters : MARKET_TEXT.showFilters}
        </button>
        <ColumnChooser chosen={chosenColumns} ready={ready} />
        <CsvExport href={marketCsvUrl(csvParams(query))} expected={loans.total} ready={ready && fromUrl} />
      </div>
      <div id={filtersId} className={filtersOpen ? undefined : 'max-md:hidden'}>
        <MarketFilters
          values={query.filters}
          banks={banks.value}
          ready={ready}
          onApply={(values) =>
            change(withFilters(query, Object.fromEntries(MARKET_FILTERS.map((name) => [name, values[name]]))))
          }
          onClear={clear}
        />
      </div>
      <SummaryCards summary={summary} ready={ready} />
      <ListResults
        page={loans}
        list={list}
        ready={ready}
        empty={
          <EmptyState
            title={filtered ? MARKET_TEXT.emptyFilteredTitle : MARKET_TEXT.emptyTitle}
            detail={filtered ? MARKET_TEXT.emptyFilteredDetail : MARKET_TEXT.emptyDetail}
          >
            {filtered ? (
              <button type="button" className="btn btn-primary btn-sm" onClick={clear} disabled={!ready}>
                {MARKET_TEXT.clearFilters}
              </button>
            ) : (
              <a className="btn btn-sm" href="/app/investor/proposals">
                {MARKET_TEXT.myProposals}
              </a>
            )}
          </EmptyState>
        }
        table={{
          caption: MARKET_TEXT.caption,
          columns: shownColumns(chosenColumns),
          rowKey: (loan) => loan.id,
          cardTitle: (loan) => (
            <span className="flex flex-wrap items-center justify-between gap-2">
              <LoanRefLink loan={loan} />
              <MyProposalLink loan={loan} />
            </span>
          ),
        }}
      />
      {loans.rows !== null && summary.value !== null && summary.value.count > 0 && (
        <section aria-label={MARKET_TEXT.distribution}>
          <Suspense fallback={null}>
            <Distributions
              byRegion={summary.value.by_region}
              byPropertyType={summary.value.by_property_type}
              byCurrency={summary.value.by_currency}
            />
          </Suspense>
        </section>
      )}
    </div>
  );
}
