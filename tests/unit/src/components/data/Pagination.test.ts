/** The pagination of a large list: an estimated total said as "about", and no page offered past the deepest one the API pages to. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Pagination } from '@/components/data/Pagination';
import { deepestPage } from '@/domain/lists';

const render = (total: number, totalIsEstimate: boolean, page = 1) =>
  renderToStaticMarkup(
    createElement(Pagination, {
      page,
      perPage: 25,
      total,
      totalIsEstimate,
      hrefFor: (n: number) => `?page=${n}`,
      onPage: () => {},
      onPerPage: () => {},
      ready: true,
    }),
  );

describe('the pagination of a list', () => {
  it('shows an exact total as it is, and offers its last page', () => {
    const html = render(143, false);
    expect(html).toContain('Showing 1–25 of 143');
    expect(html).toContain('href="?page=6"');
    expect(html).not.toContain('about');
  });

  it('says "about" for an estimated total, and stops at the deepest page with the reason', () => {
    const html = render(1_000_000, true);
    expect(html).toContain('Showing 1–25 of about 1,000,000');
    expect(html).toContain(`href="?page=${deepestPage(25)}"`);
    expect(html).not.toContain(`href="?page=${deepestPage(25) + 1}"`);
    expect(html).not.toContain('href="?page=40000"');
    expect(html).toContain(`Pages go up to page ${deepestPage(25)}`);
  });
});
