/** Previous and next page of a list read inside a record's page (not its own address): the page is local state. */
import { DATA_TEXT } from './data-text';

interface Props {
  page: number;
  total: number;
  perPage: number;
  onPage: (page: number) => void;
  ready: boolean;
  label: string;
}

export function PageSteps({ page, total, perPage, onPage, ready, label }: Props) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages <= 1) return null;
  return (
    <nav className="join self-center" aria-label={label}>
      <button
        type="button"
        className="btn join-item btn-sm"
        onClick={() => onPage(page - 1)}
        disabled={!ready || page <= 1}
      >
        {DATA_TEXT.previousPage}
      </button>
      <span className="btn pointer-events-none join-item tabular-nums btn-sm" aria-current="page">
        {page} / {pages}
      </span>
      <button
        type="button"
        className="btn join-item btn-sm"
        onClick={() => onPage(page + 1)}
        disabled={!ready || page >= pages}
      >
        {DATA_TEXT.nextPage}
      </button>
    </nav>
  );
}
