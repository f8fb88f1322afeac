/**
 * The space the two distribution charts take while their code downloads: the same frames, titles and
 * chart height, so the sections below do not move when the charts arrive (cumulative layout shift).
 */
import { CHART_TEXT } from './chart-text';

function ChartFrame({ title }: { title: string }) {
  return (
    <div
      className="flex flex-col gap-2 rounded-box border border-[var(--surface-border)] bg-base-100 p-3"
      aria-hidden="true"
    >
      <p className="font-semibold">{title}</p>
      <div className="h-[220px] w-full" />
    </div>
  );
}

export function DistributionsPlaceholder() {
  return (
    <div className="grid gap-4 sm:grid-cols-2" data-testid="distributions-placeholder">
      <ChartFrame title={CHART_TEXT.byRegion} />
      <ChartFrame title={CHART_TEXT.byPropertyType} />
    </div>
  );
}
