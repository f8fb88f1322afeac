/**
 * Volume sold per month as a bar chart (uPlot, loaded only when there is something to draw) with
 * the same figures as a table for screen readers. uPlot draws on a canvas and styles through the
 * CSSOM, so it keeps to the pages' content security policy.
 */
import { useEffect, useRef } from 'react';
import { formatCompact, formatMoney } from '@/lib/format-decimal';
import { DASHBOARD_TEXT } from './dashboard-text';

export interface MonthVolume {
  month: string;
  count: number;
  amount: string;
}

const HEIGHT = 240;

function cssColour(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

export function VolumeChart({ months }: { months: MonthVolume[] }) {
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let disposed = false;
    let cleanup = () => {};
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([{ default: UPlot }]) => {
      if (disposed) return;
      const ink = cssColour('--color-base-content', '#333');
      const bar = cssColour('--color-primary', '#3b82f6');
      const labels = months.map((entry) => entry.month);
      // Bar heights only: the amounts a person reads are formatted from their decimal strings.
      const heights = months.map((entry) => Number(entry.amount));
      const chart = new UPlot(
        {
          width: element.clientWidth || 600,
          height: HEIGHT,
          legend: { show: false },
          cursor: { show: false },
          scales: { x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] } },
          axes: [
            { stroke: ink, grid: { show: false }, ticks: { show: false }, values: (_u, splits) => splits.map((index) => labels[index] ?? '') },
            { stroke: ink, size: 60, grid: { stroke: 'rgba(127,127,127,0.2)' }, values: (_u, splits) => splits.map((value) => formatCompact(String(Math.round(value)))) },
          ],
          series: [{}, { label: DASHBOARD_TEXT.amount, fill: bar, stroke: bar, points: { show: false }, paths: UPlot.paths.bars!({ size: [0.6, 64] }) }],
        },
        [months.map((_, index) => index), heights],
        element,
      );
      const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
      resize.observe(element);
      cleanup = () => {
        resize.disconnect();
        chart.destroy();
      };
    });
    return () => {
      disposed = true;
      cleanup();
    };
  }, [months]);

  return (
    <figure>
      <div ref={host} aria-hidden="true" className="min-h-[240px] w-full" data-testid="volume-chart" />
      <table className="sr-only">
        <caption>{DASHBOARD_TEXT.volumeTable}</caption>
        <thead>
          <tr>
            <th scope="col">{DASHBOARD_TEXT.month}</th>
            <th scope="col">{DASHBOARD_TEXT.sold}</th>
            <th scope="col">{DASHBOARD_TEXT.amount}</th>
          </tr>
        </thead>
        <tbody>
          {months.map((entry) => (
            <tr key={entry.month}>
              <th scope="row">{entry.month}</th>
              <td>{entry.count}</td>
              <td>{formatMoney(entry.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
