/** Volume sold per month: the amount of each month as a bar, with the loans sold and the amounts as a table for screen readers. */
import { BarChart } from '@/components/charts/BarChart';
import { barSummary } from '@/components/charts/bar-summary';
import { ChartTable } from '@/components/charts/ChartTable';
import { formatCompact, formatMoney } from '@/domain/format-decimal';
import { DASHBOARD_TEXT } from './dashboard-text';
import { withEmptyMonths, type MonthVolume } from './month-volumes';

const COLUMNS = [DASHBOARD_TEXT.month, DASHBOARD_TEXT.sold, DASHBOARD_TEXT.amount];

/** One currency's months: the amounts are in `currency`, never mixed with another's. */
export function VolumeChart({ months: sold, currency }: { months: readonly MonthVolume[]; currency: string }) {
  const months = withEmptyMonths(sold);
  // Bar heights only: the amounts a person reads are formatted from their decimal strings.
  const bars = months.map((entry) => ({ key: entry.month, label: entry.month, value: Number(entry.amount) }));
  const summary = barSummary(
    `${DASHBOARD_TEXT.volume} (${currency})`,
    months.map((entry, index) => ({
      label: entry.month,
      figure: DASHBOARD_TEXT.monthFigure(formatMoney(entry.amount, currency), entry.count),
      value: bars[index]!.value,
    })),
  );
  return (
    <figure>
      <BarChart
        bars={bars}
        summary={summary}
        tickLabel={(value) => formatCompact(String(value))}
        testId="volume-chart"
      />
      <ChartTable
        caption={DASHBOARD_TEXT.volumeTable(currency)}
        columns={COLUMNS}
        rows={months.map((entry) => ({
          key: entry.month,
          cells: [entry.month, entry.count, formatMoney(entry.amount, currency)],
        }))}
      />
    </figure>
  );
}
