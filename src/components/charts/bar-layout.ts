/**
 * Where each mark of a bar chart goes, for a given width: the value axis on the left with its round
 * ticks, one band per bar, and the bars' labels underneath, leaning when they would run into each
 * other and thinned out when even leaning cannot keep them apart. Text is measured by an estimate
 * per character, so the layout is a pure function that needs no browser.
 */
import { valueTicks } from './value-ticks';

export interface BarDatum {
  key: string;
  /** Short words under the bar: a region code, a month. */
  label: string;
  /** The bar's height in the chart's unit; the figures a person reads come from the table. */
  value: number;
}

export interface BarLayoutInput {
  bars: readonly BarDatum[];
  width: number;
  height: number;
  tickLabel: (value: number) => string;
  wholeSteps?: boolean;
}

export interface PlacedTick {
  value: number;
  y: number;
  label: string;
}

export interface PlacedBar {
  key: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Where the bar's label is anchored; its text is empty when the labels are thinned out and this one is skipped. */
  labelX: number;
  label: string;
}

export interface BarLayout {
  ticks: PlacedTick[];
  bars: PlacedBar[];
  plot: { left: number; right: number; top: number; bottom: number };
  /** Labels lean by this many degrees (counter-clockwise) when upright ones would collide. */
  labelAngle: 0 | -45;
}

/** The advance of one character of the charts' 12 px text, generous: capitals such as the M of "3M" are wider than digits. */
export const CHAR_WIDTH = 8;
export const LINE_HEIGHT = 14;
const TOP_GAP = 8;
/** Between a tick's text and the plot. */
export const TICK_GAP = 6;
/** Between the drawing's left edge and the widest tick text. */
const EDGE_GAP = 4;
const BAR_SHARE = 0.6;
const BAR_MAX_WIDTH = 48;
const LABEL_GAP = 6;
const SIN_45 = Math.SQRT1_2;

const textWidth = (text: string) => text.length * CHAR_WIDTH;

export function barLayout({ bars, width, height, tickLabel, wholeSteps = false }: BarLayoutInput): BarLayout {
  const ticks = valueTicks(Math.max(0, ...bars.map((bar) => bar.value)), { wholeSteps });
  const tickLabels = ticks.map(tickLabel);
  const axisWidth = EDGE_GAP + Math.max(...tickLabels.map(textWidth)) + TICK_GAP;
  const widest = Math.max(0, ...bars.map((bar) => textWidth(bar.label)));
  const count = Math.max(bars.length, 1);

  const uprightBand = (width - axisWidth) / count;
  const lean = widest > uprightBand - LABEL_GAP;
  // A leaning label reaches left of its bar's centre: the first one must not leave the drawing,
  // so left + (width - left) / (2 × count) ≥ reach, solved for left.
  const reach = lean ? widest * SIN_45 : 0;
  const half = 1 / (2 * count);
  const left = Math.max(axisWidth, Math.ceil((reach - width * half) / (1 - half)));
  const band = Math.max(width - left, 0) / count;
  const labelHeight = lean ? Math.ceil(widest * SIN_45 + LINE_HEIGHT * SIN_45) + LABEL_GAP : LINE_HEIGHT + LABEL_GAP;
  // Leaning labels sit band × sin 45° apart; upright ones cannot collide once they lean.
  const every = lean ? Math.ceil(LINE_HEIGHT / (band * SIN_45)) : 1;

  const top = TOP_GAP;
  const bottom = Math.max(height - labelHeight, top + 1);
  const highest = ticks[ticks.length - 1] || 1;
  const yOf = (value: number) => top + (bottom - top) * (1 - value / highest);
  const barWidth = Math.min(band * BAR_SHARE, BAR_MAX_WIDTH);

  return {
    ticks: ticks.map((value, index) => ({ value, y: yOf(value), label: tickLabels[index] ?? '' })),
    bars: bars.map((bar, index) => {
      const centre = left + band * (index + 0.5);
      const y = yOf(Math.max(bar.value, 0));
      return {
        key: bar.key,
        x: centre - barWidth / 2,
        y,
        width: barWidth,
        height: bottom - y,
        labelX: centre,
        label: index % every === 0 ? bar.label : '',
      };
    }),
    plot: { left, right: width, top, bottom },
    labelAngle: lean ? -45 : 0,
  };
}
