/**
 * The stratification of a batch's valid rows (or a pool's loans): count, total principal, weighted average rate and
 * LTV, and the principal by region and by property type as tables with bars. A tape of several
 * currencies gives its amounts per currency, and each row's share is of its own currency's total.
 */
import type { BatchStratification, DistributionRow } from '@/lib/api/batches';
import { loanEnumLabel } from '@/domain/loans/enum-options';
import { formatCount, formatLtv, formatMoney, formatPercent } from '@/domain/format-decimal';
import { currencyLines, perCurrencyFigure } from '@/domain/currency-lines';
import { FigureValue } from '@/components/money/FigureValue';
import { shareOfTotal } from './principal-share';
import { STRATIFICATION_TEXT as T } from './stratification-text';

function Distribution({
  title,
  keyLabel,
  rows,
  totals,
  label,
}: {
  title: string;
  keyLabel: string;
  rows: DistributionRow[];
  /** Each currency's total principal: a row's share is of its own currency's. */
  totals: ReadonlyMap<string, string>;
  label: (key: string) => string;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="table table-sm">
        <caption className="text-start font-semibold">{title}</caption>
        <thead>
          <tr>
            <th scope="col">{keyLabel}</th>
            <th scope="col" className="text-end">
              {T.loans}
            </th>
            <th scope="col" className="text-end">
              {T.totalPrincipal}
            </th>
            <th scope="col" className="w-1/3">
              {T.share}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const share = shareOfTotal(row.current_principal, totals.get(row.currency) ?? '0');
            return (
              <tr key={`${row.key} ${row.currency}`}>
                <th scope="row" className="font-normal">
                  {label(row.key)}
                </th>
                <td className="text-end tabular-nums">{formatCount(row.count)}</td>
                <td className="text-end tabular-nums">{formatMoney(row.current_principal, row.currency)}</td>
                <td>
                  <div className="flex items-center gap-2">
                    <div className="h-2 min-w-16 flex-1 rounded bg-base-200" aria-hidden="true">
                      <div className="h-2 rounded bg-primary" style={{ width: `${share}%` }} />
                    </div>
                    <span className="w-12 text-end text-xs tabular-nums">{share}%</span>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** `title`: the batch review's words unless the screen names its own set (a pool's loans). */
export function Stratification({ data, title = T.stratTitle }: { data: BatchStratification; title?: string }) {
  const strata = data.by_currency;
  const figures: [string, string | string[]][] = [
    [T.loans, formatCount(data.count)],
    [T.totalPrincipal, currencyLines(strata, (stratum) => stratum.total_current_principal)],
    [
      T.waRate,
      perCurrencyFigure(
        strata,
        (stratum) => stratum.weighted_average_rate_pct,
        (v) => formatPercent(v),
      ),
    ],
    [T.waLtv, perCurrencyFigure(strata, (stratum) => stratum.weighted_average_ltv_pct, formatLtv)],
  ];
  const totals = new Map(strata.map((stratum) => [stratum.key, stratum.total_current_principal]));
  return (
    <section aria-labelledby="batch-strat-title" className="flex flex-col gap-3">
      <h2 id="batch-strat-title" className="text-lg font-semibold">
        {title}
      </h2>
      <dl className="stats w-full stats-vertical border border-base-300 lg:stats-horizontal">
        {figures.map(([label, value]) => (
          <div key={label} className="stat">
            <dt className="stat-title">{label}</dt>
            <dd className="stat-value text-xl tabular-nums">
              <FigureValue value={value} />
            </dd>
          </div>
        ))}
      </dl>
      <div className="grid grid-cols-1 gap-4 2xl:grid-cols-2">
        <Distribution
          title={T.byRegion}
          keyLabel={T.region}
          rows={data.by_region}
          totals={totals}
          label={(key) => loanEnumLabel('region', key)}
        />
        <Distribution
          title={T.byPropertyType}
          keyLabel={T.propertyType}
          rows={data.by_property_type}
          totals={totals}
          label={(key) => loanEnumLabel('property_type', key)}
        />
      </div>
    </section>
  );
}
