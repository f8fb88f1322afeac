/** Where a bar chart's marks go: inside the drawing at any width, tallest bar under the top tick, labels that never collide. */
import { describe, expect, it } from 'vitest';
import { barLayout, CHAR_WIDTH, LINE_HEIGHT, type BarDatum } from '@/components/charts/bar-layout';

const label = (value: number) => String(value);
const months = (count: number): BarDatum[] =>
  Array.from({ length: count }, (_, index) => ({
    key: `m${index}`,
    label: `2025-${String(index + 1).padStart(2, '0')}`,
    value: (index + 1) * 1000,
  }));

describe('the layout of a bar chart', () => {
  it('draws bars from the baseline, as high as their values, the largest reaching into the top tick', () => {
    const layout = barLayout({
      bars: [
        { key: 'a', label: 'A', value: 50 },
        { key: 'b', label: 'B', value: 100 },
      ],
      width: 400,
      height: 200,
      tickLabel: label,
    });
    const [half, full] = layout.bars;
    expect(layout.ticks.map((tick) => tick.value)).toEqual([0, 50, 100]);
    expect(full!.y).toBe(layout.plot.top);
    expect(full!.y + full!.height).toBe(layout.plot.bottom);
    expect(half!.height).toBeCloseTo(full!.height / 2);
    expect(layout.ticks[0]!.y).toBe(layout.plot.bottom);
  });

  it('keeps every bar and label anchor inside the drawing, right of the value axis, in order', () => {
    for (const width of [280, 360, 1000]) {
      const layout = barLayout({ bars: months(12), width, height: 220, tickLabel: label });
      const axisLabelWidth = Math.max(...layout.ticks.map((tick) => tick.label.length * CHAR_WIDTH));
      expect(layout.plot.left).toBeGreaterThan(axisLabelWidth);
      for (const [index, bar] of layout.bars.entries()) {
        expect(bar.x).toBeGreaterThanOrEqual(layout.plot.left);
        expect(bar.x + bar.width).toBeLessThanOrEqual(width);
        if (index > 0) expect(bar.x).toBeGreaterThan(layout.bars[index - 1]!.x + layout.bars[index - 1]!.width);
      }
    }
  });

  it('keeps short labels upright and leans long ones that would run into each other', () => {
    const regions = barLayout({
      bars: [
        { key: 'CA', label: 'CA', value: 3 },
        { key: 'NY', label: 'NY', value: 1 },
      ],
      width: 320,
      height: 200,
      tickLabel: label,
    });
    expect(regions.labelAngle).toBe(0);
    const types = barLayout({
      bars: months(12).map((bar) => ({ ...bar, label: 'Multi-family' })),
      width: 320,
      height: 200,
      tickLabel: label,
    });
    expect(types.labelAngle).toBe(-45);
    // A leaning label needs more room under the bars than an upright one.
    expect(types.plot.bottom).toBeLessThan(regions.plot.bottom);
  });

  it('leaves the first leaning label room on the left so it is not cut off', () => {
    const layout = barLayout({
      bars: [
        { key: 'x', label: 'Manufactured', value: 1 },
        { key: 'y', label: 'Multi-family', value: 2 },
        { key: 'z', label: 'House', value: 3 },
        { key: 'w', label: 'Flat', value: 4 },
        { key: 'v', label: 'Co-op', value: 5 },
        { key: 'u', label: 'PUD', value: 6 },
      ],
      width: 300,
      height: 200,
      tickLabel: label,
    });
    expect(layout.labelAngle).toBe(-45);
    const first = layout.bars[0]!;
    expect(first.labelX - 'Manufactured'.length * CHAR_WIDTH * Math.SQRT1_2).toBeGreaterThanOrEqual(0);
  });

  it('shows every other label when even leaning ones would overlap, and all of them when there is room', () => {
    const narrow = barLayout({ bars: months(12), width: 200, height: 220, tickLabel: label });
    const shownNarrow = narrow.bars.filter((bar) => bar.label !== '');
    expect(shownNarrow.length).toBeLessThan(12);
    expect(narrow.bars[0]!.label).toBe('2025-01');
    // The labels kept are far enough apart, across the lean, for a line of text.
    const gap = (shownNarrow[1]!.labelX - shownNarrow[0]!.labelX) * Math.SQRT1_2;
    expect(gap).toBeGreaterThanOrEqual(LINE_HEIGHT);
    const wide = barLayout({ bars: months(12), width: 1000, height: 220, tickLabel: label });
    expect(wide.bars.every((bar) => bar.label !== '')).toBe(true);
    expect(wide.labelAngle).toBe(0);
  });

  it('draws a baseline and no bar height for an all-zero chart', () => {
    const layout = barLayout({ bars: [{ key: 'a', label: 'A', value: 0 }], width: 300, height: 200, tickLabel: label });
    expect(layout.ticks).toHaveLength(1);
    expect(layout.bars[0]!.height).toBe(0);
  });
});
