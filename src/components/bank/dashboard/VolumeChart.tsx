/**
 * Volume sold per month as a bar chart drawn in SVG, with the same figures as a table for screen
 * readers. Plain SVG rather than a charting library: a dozen bars and an axis do not need the
 * 20 KB a library costs on a slow line, and SVG attributes keep to the pages' content security policy.
 */
import { useEffect, useRef, useState } from 'react';
import { formatCompact, formatMoney } from '@/lib/format-decimal';
import { DASHBOARD_TEXT } from './dashboard-text';
import { valueTicks } from './value-ticks';

export interface MonthVolume {
  month: string;
  count: number;
  amount: string;
}

const HEIGHT = 240;
const AXIS_WIDTH = 60;
const LABEL_HEIGHT = 24;
const TOP_GAP = 8;
const BAR_SHARE = 0.6;
const BAR_MAX_WIDTH = 64;

/** The chart's drawing, sized to the width it is given. */
function Bars({ months, width }: { months: MonthVolume[]; width: number }) {
  // Bar heights only: the amounts a person reads are formatted from their decimal strings.
  const heights = months.map((entry) => Number(entry.amount));
  const ticks = valueTicks(Math.max(0, ...heights));
  const top = ticks[ticks.length - 1] || 1;
  const plotHeight = HEIGHT - LABEL_HEIGHT - TOP_GAP;
  const band = (width - AXIS_WIDTH) / Math.max(months.length, 1);
  const barWidth = Math.min(band * BAR_SHARE, BAR_MAX_WIDTH);
  const yOf = (value: number) => TOP_GAP + plotHeight * (1 - value / top);

  return (
    <svg width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} className="block fill-current text-xs">
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={AXIS_WIDTH} x2={width} y1={yOf(tick)} y2={yOf(tick)} stroke="currentColor" strokeOpacity={0.2} />
          <text x={AXIS_WIDTH - 8} y={yOf(tick)} textAnchor="end" dominantBaseline="middle">
            {formatCompact(String(tick))}
          </text>
        </g>
      ))}
      {months.map((entry, index) => {
        const x = AXIS_WIDTH + index * band;
        const y = yOf(heights[index] ?? 0);
        return (
          <g key={entry.month}>
            <rect x={x + (band - barWidth) / 2} y={y} width={barWidth} height={TOP_GAP + plotHeight - y} className="fill-primary" />
            <text x={x + band / 2} y={HEIGHT - 6} textAnchor="middle">
              {entry.month}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

export function VolumeChart({ months }: { months: MonthVolume[] }) {
  const host = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    measure();
    const resize = new ResizeObserver(measure);
    resize.observe(element);
    return () => resize.disconnect();
  }, []);

  return (
    <figure>
      <div ref={host} aria-hidden="true" className="min-h-[240px] w-full" data-testid="volume-chart">
        {width > AXIS_WIDTH && <Bars months={months} width={width} />}
      </div>
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
