/**
 * A distribution of current principal, or of loans when the set mixes currencies (by region or by
 * property type), as a small bar chart with the same figures as a table for screen readers.
 */
import { BarChart } from '@/components/charts/BarChart';
import { barSummary } from '@/components/charts/bar-summary';
import { ChartTable } from '@/components/charts/ChartTable';
import { formatCompact, formatDecimal } from '@/domain/format-decimal';
import type { DistributionMeasure, DistributionRow } from './distribution-rows';
import { CHART_TEXT } from './chart-text';

/** The chart keeps the largest bars readable at 360 px; the table lists every row. */
const MAX_BARS = 10;

interface Props {
  title: string;
  tableCaption: string;
  keyHeading: string;
  rows: DistributionRow[];
  measure: DistributionMeasure;
  testId: string;
}

export function DistributionChart({ title, tableCaption, keyHeading, rows, measure, testId }: Props) {
  const loans = measure === 'loans';
  // Bar heights only: the amounts a person reads come from the decimal strings in the table.
  const heightOf = (row: DistributionRow) => (loans ? row.count : Number(row.principal ?? 0));
  const figureOf = (row: DistributionRow) =>
    `${loans ? CHART_TEXT.loanCount(row.count) : formatDecimal(row.principal ?? '0')} (${row.share})`;
  const columns = loans
    ? [keyHeading, CHART_TEXT.loans, CHART_TEXT.share]
    : [keyHeading, CHART_TEXT.loans, CHART_TEXT.principal, CHART_TEXT.share];
  // Rows come largest first when counting loans; by principal they are ordered by the server, largest first.
  const shown = rows.slice(0, MAX_BARS);
  const summary = barSummary(
    title,
    rows.map((row) => ({ label: row.label, figure: figureOf(row), value: heightOf(row) })),
    shown.length,
  );

  return (
    <figure className="flex flex-col gap-2 rounded-box border border-[var(--surface-border)] bg-base-100 p-3">
      <figcaption className="font-semibold">{title}</figcaption>
      {rows.length === 0 ? (
        <p className="text-sm opacity-80">{CHART_TEXT.nothing}</p>
      ) : (
        <>
          <BarChart
            bars={shown.map((row) => ({ key: row.key, label: row.short, value: heightOf(row) }))}
            summary={summary}
            tickLabel={(value) => formatCompact(String(Math.round(value)))}
            wholeSteps={loans}
            testId={testId}
          />
          <ChartTable
            caption={tableCaption}
            columns={columns}
            rows={rows.map((row) => ({
              key: row.key,
              cells: loans
                ? [row.label, row.count, row.share]
                : [row.label, row.count, formatDecimal(row.principal ?? '0'), row.share],
            }))}
          />
        </>
      )}
    </figure>
  );
}
