/**
 * A small bar chart drawn in SVG, sized to its container: one image for assistive technology, named by
 * its summary, with the figures in a ChartTable beside it. Plain SVG rather than a chart library: a
 * dozen bars and an axis cost a few hundred bytes instead of 20 KB on a slow line, the text takes the
 * page's colours (dark mode included) through currentColor, and SVG attributes keep to the content
 * security policy, which refuses inline styles. Not interactive, so never in the tab order.
 */
import { barLayout, TICK_GAP, type BarDatum, type BarLayout } from './bar-layout';
import { useElementWidth } from './use-element-width';

/** Matches the h-[220px] of the drawing's box, so the page does not move when the bars arrive. */
const HEIGHT = 220;

interface Props {
  bars: readonly BarDatum[];
  /** The text alternative: what is charted and its highest and lowest figures (see barSummary). */
  summary: string;
  tickLabel: (value: number) => string;
  /** Counts: no tick between whole numbers. */
  wholeSteps?: boolean;
  testId: string;
}

function Drawing({ layout, width }: { layout: BarLayout; width: number }) {
  const { plot, labelAngle } = layout;
  const labelY = plot.bottom + 6;
  return (
    <svg
      width={width}
      height={HEIGHT}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      aria-hidden="true"
      className="block fill-current text-xs"
    >
      {layout.ticks.map((tick) => (
        <g key={tick.value}>
          <line x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} stroke="currentColor" strokeOpacity={0.2} />
          <text x={plot.left - TICK_GAP} y={tick.y} textAnchor="end" dominantBaseline="middle">
            {tick.label}
          </text>
        </g>
      ))}
      {layout.bars.map((bar) => (
        <g key={bar.key}>
          <rect x={bar.x} y={bar.y} width={bar.width} height={bar.height} className="fill-primary" />
          {bar.label &&
            (labelAngle === 0 ? (
              <text x={bar.labelX} y={labelY} textAnchor="middle" dominantBaseline="hanging">
                {bar.label}
              </text>
            ) : (
              <text
                x={bar.labelX}
                y={labelY}
                textAnchor="end"
                dominantBaseline="hanging"
                transform={`rotate(${labelAngle} ${bar.labelX} ${labelY})`}
              >
                {bar.label}
              </text>
            ))}
        </g>
      ))}
    </svg>
  );
}

export function BarChart({ bars, summary, tickLabel, wholeSteps = false, testId }: Props) {
  const [host, width] = useElementWidth<HTMLDivElement>();
  const layout = width > 0 ? barLayout({ bars, width, height: HEIGHT, tickLabel, wholeSteps }) : null;
  return (
    <div ref={host} role="img" aria-label={summary} className="h-[220px] w-full" data-testid={testId}>
      {layout && <Drawing layout={layout} width={width} />}
    </div>
  );
}
