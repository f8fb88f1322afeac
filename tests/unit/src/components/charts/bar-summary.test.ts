/** A bar chart's text alternative names what it charts, its highest and lowest figures, and what is left to the table. */
import { describe, expect, it } from 'vitest';
import { barSummary } from '@/components/charts/bar-summary';

const entry = (label: string, value: number) => ({ label, figure: `${value}.00`, value });

describe('the summary a screen reader hears for a bar chart', () => {
  it('names the highest and the lowest bar with the figures the table shows', () => {
    expect(
      barSummary('By region', [entry('California (CA)', 300), entry('New York (NY)', 100), entry('Texas (TX)', 200)]),
    ).toBe(
      'By region, a bar chart of 3 bars. Highest: California (CA), 300.00. Lowest: New York (NY), 100.00. The table that follows lists every figure.',
    );
  });

  it('names the one bar of a single-bar chart once', () => {
    expect(barSummary('Volume sold per month', [entry('2025-06', 5)])).toBe(
      'Volume sold per month, a bar chart of 1 bar: 2025-06, 5.00. The table that follows lists every figure.',
    );
  });

  it('takes the first of equal bars', () => {
    expect(barSummary('By type', [entry('House', 2), entry('Flat', 2)])).toContain(
      'Highest: House, 2.00. Lowest: House, 2.00.',
    );
  });

  it('says when only the largest bars are drawn, and still names the lowest of all', () => {
    const entries = Array.from({ length: 12 }, (_, index) => entry(`R${index}`, 12 - index));
    expect(barSummary('By region', entries, 10)).toBe(
      'By region, a bar chart of the 10 largest of 12. Highest: R0, 12.00. Lowest: R11, 1.00. The table that follows lists every figure.',
    );
  });
});
