/**
 * Page links and the page size of a server-paginated list. Pages are real links to the page's
 * own address (so they work before hydration and open in a new tab); once hydrated a click
 * changes the view in place.
 */
import type { MouseEvent } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { deepestPage, PAGE_SIZES, type PageSize } from '@/domain/lists';
import { pageCount } from '@/domain/page-count';
import { DATA_TEXT } from './data-text';

export interface PaginationProps {
  page: number;
  perPage: PageSize;
  total: number;
  /** The total is an estimate: said as "about", and the last page is not offered as a number. */
  totalIsEstimate?: boolean;
  hrefFor: (page: number) => string;
  onPage: (page: number) => void;
  onPerPage: (perPage: PageSize) => void;
  ready: boolean;
}

/** The page numbers to show: the first, the last, and two either side of the current one. */
export function visiblePages(page: number, last: number): (number | null)[] {
  const wanted = new Set([1, last, page - 2, page - 1, page, page + 1, page + 2].filter((n) => n >= 1 && n <= last));
  const sorted = [...wanted].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  sorted.forEach((n, index) => {
    if (index > 0 && n - (sorted[index - 1] ?? n) > 1) result.push(null);
    result.push(n);
  });
  return result;
}

export function Pagination({
  page,
  perPage,
  total,
  totalIsEstimate = false,
  hrefFor,
  onPage,
  onPerPage,
  ready,
}: PaginationProps) {
  // Pages past the deepest one the API pages to (src/domain/lists.ts) are not offered.
  const deepest = deepestPage(perPage);
  const last = Math.min(pageCount(total, perPage), deepest);
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  const go = (target: number) => (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onPage(target);
  };
  const pageLink = (target: number, label: string, content: React.ReactNode, extra = '') =>
    target < 1 || target > last ? (
      <button type="button" className={`btn join-item btn-sm ${extra}`} disabled aria-label={label}>
        {content}
      </button>
    ) : (
      <a className={`btn join-item btn-sm ${extra}`} href={hrefFor(target)} aria-label={label} onClick={go(target)}>
        {content}
      </a>
    );

  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p aria-live="polite">
        {totalIsEstimate ? DATA_TEXT.showingAbout(from, to, total) : DATA_TEXT.showing(from, to, total)}
        {pageCount(total, perPage) > deepest && (
          <span className="block text-xs opacity-70">{DATA_TEXT.tooDeep(deepest)}</span>
        )}
      </p>
      <nav aria-label={DATA_TEXT.pages} className="join">
        {pageLink(page - 1, DATA_TEXT.previousPage, <ChevronLeft aria-hidden="true" className="size-4" />)}
        {visiblePages(Math.min(page, last), last).map((n, index) =>
          n === null ? (
            <span key={`gap-${index}`} className="btn btn-disabled join-item btn-sm" aria-hidden="true">
              …
            </span>
          ) : n === page ? (
            <a
              key={n}
              className="btn btn-active join-item btn-sm"
              href={hrefFor(n)}
              aria-current="page"
              aria-label={DATA_TEXT.page(n)}
              onClick={go(n)}
            >
              {n}
            </a>
          ) : (
            <span key={n} className="contents">
              {pageLink(n, DATA_TEXT.page(n), n, 'hidden sm:inline-flex')}
            </span>
          ),
        )}
        {pageLink(page + 1, DATA_TEXT.nextPage, <ChevronRight aria-hidden="true" className="size-4" />)}
      </nav>
      <label className="flex items-center gap-2">
        <span>{DATA_TEXT.perPage}</span>
        <select
          className="select w-20 select-sm"
          value={perPage}
          disabled={!ready}
          onChange={(event) => onPerPage(Number(event.target.value) as PageSize)}
        >
          {PAGE_SIZES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
