/** A chart as the server renders it: one named image for assistive technology, and its figures as a table with headings. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BarChart } from '@/components/charts/BarChart';
import { ChartTable } from '@/components/charts/ChartTable';

describe('the markup of a chart', () => {
  it('is one image named by its summary, not in the tab order, drawn once its width is known', () => {
    const html = renderToStaticMarkup(
      createElement(BarChart, {
        bars: [{ key: 'a', label: 'A', value: 1 }],
        summary: 'By region, a bar chart of 1 bar',
        tickLabel: String,
        testId: 'region-chart',
      }),
    );
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="By region, a bar chart of 1 bar"');
    expect(html).not.toContain('tabindex');
    expect(html).not.toContain('<svg');
  });

  it('lists the figures in a captioned table whose rows are headed by the bar they describe', () => {
    const html = renderToStaticMarkup(
      createElement(ChartTable, {
        caption: 'Loans by region, as a table',
        columns: ['Region', 'Loans', 'Share'],
        rows: [{ key: 'NY', cells: ['New York (NY)', 9, '100.0%'] }],
      }),
    );
    expect(html).toContain('<div class="sr-only"><table><caption>Loans by region, as a table</caption>');
    expect(html).toContain('<th scope="col">Region</th><th scope="col">Loans</th><th scope="col">Share</th>');
    expect(html).toContain('<tr><th scope="row">New York (NY)</th><td>9</td><td>100.0%</td></tr>');
  });
});
