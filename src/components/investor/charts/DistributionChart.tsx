/**
 * A distribution of current principal, or of loans when the set mixes currencies (by region or by
 * property type), as a small bar chart with the same figures as a table for screen readers. uPlot, the portal's one chart library, is
 * fetched only when there is something to draw, so the first paint never waits for it.
 */
import { useEffect, useRef } from 'react';
import { formatCompact, formatDecimal } from '@/lib/format-decimal';
import type { DistributionMeasure, DistributionRow } from './distribution-rows';
import { CHART_TEXT } from './chart-text';

const HEIGHT = 200;
/** The chart keeps the largest bars readable at 390 px; the table lists every row. */
const MAX_BARS = 10;

function cssColour(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

interface Props {
  title: string;
  tableCaption: string;
  keyHeading: string;
  rows: DistributionRow[];
  measure: DistributionMeasure;
  testId: string;
}

/** Whole steps for a count of loans: half a loan is not a tick. */
const LOAN_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000, 100000];

export function DistributionChart({ title, tableCaption, keyHeading, rows, measure, testId }: Props) {
  const loans = measure === 'loans';
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = host.current;
    if (!element || rows.length === 0) return;
    let disposed = false;
    let cleanup = () => {};
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([{ default: UPlot }]) => {
      if (disposed) return;
      const ink = cssColour('--color-base-content', '#333');
      const bar = cssColour('--color-primary', '#3b82f6');
      const shown = rows.slice(0, MAX_BARS);
      const labels = shown.map((row) => row.short);
      // Words such as "Multi-family" would run into each other side by side: they lean instead.
      const lean = labels.some((label) => label.length > 4);
      // Bar heights only: the amounts a person reads come from the decimal strings in the table.
      const heights = shown.map((row) => (loans ? row.count : Number(row.principal)));
      const axisLabel = loans ? CHART_TEXT.loans : CHART_TEXT.principal;
      const chart = new UPlot(
        {
          width: element.clientWidth || 320,
          height: HEIGHT,
          legend: { show: false },
          cursor: { show: false },
          scales: {
            x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] },
            y: { range: (_u, _min, max) => [0, max * 1.05 || 1] },
          },
          axes: [
            {
              stroke: ink,
              grid: { show: false },
              ticks: { show: false },
              splits: () => shown.map((_, index) => index),
              ...(lean ? { rotate: 35, size: 72 } : {}),
              values: (_u, splits) => splits.map((index) => labels[index] ?? ''),
            },
            {
              stroke: ink,
              size: 52,
              label: axisLabel,
              labelSize: 18,
              grid: { stroke: 'rgba(127,127,127,0.2)' },
              ...(loans ? { incrs: LOAN_STEPS } : {}),
              values: (_u, splits) => splits.map((value) => formatCompact(String(Math.round(value)))),
            },
          ],
          series: [
            {},
            {
              label: axisLabel,
              fill: bar,
              stroke: bar,
              points: { show: false },
              paths: UPlot.paths.bars!({ size: [0.6, 48] }),
            },
          ],
        },
        [shown.map((_, index) => index), heights],
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
  }, [rows, loans]);

  return (
    <figure className="flex flex-col gap-2 rounded-box border border-[var(--surface-border)] bg-base-100 p-3">
      <figcaption className="font-semibold">{title}</figcaption>
      {rows.length === 0 ? (
        <p className="text-sm opacity-80">{CHART_TEXT.nothing}</p>
      ) : (
        <>
          <div ref={host} aria-hidden="true" className="min-h-[200px] w-full" data-testid={testId} />
          {/* Clipped by a block: a table ignores the 1 px width of sr-only and would widen a phone's page. */}
          <div className="sr-only">
            <table>
              <caption>{tableCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{keyHeading}</th>
                  <th scope="col">{CHART_TEXT.loans}</th>
                  {!loans && <th scope="col">{CHART_TEXT.principal}</th>}
                  <th scope="col">{CHART_TEXT.share}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.key}>
                    <th scope="row">{row.label}</th>
                    <td>{row.count}</td>
                    {!loans && <td>{formatDecimal(row.principal)}</td>}
                    <td>{row.share}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </figure>
  );
}
