/** The problems of a batch as row, column, value and message, a page at a time, with the full report as CSV. */
import { useState } from 'react';
import { DataTable, type Column } from '@/components/data/DataTable';
import { ErrorState, LoadingState } from '@/components/data/LoadState';
import { useApiData } from '@/components/data/use-api-data';
import { errorReportUrl, getBatchErrors, type BatchError } from '@/lib/api/batches';
import { pageCount } from '@/domain/page-count';
import { TAPE_TEXT as T } from './tape-text';

const COLUMNS: Column<BatchError>[] = [
  {
    key: 'row',
    label: T.row,
    align: 'end',
    render: (error) => (error.row > 0 ? error.row : T.fileLevel),
    hideInCard: true,
  },
  { key: 'column', label: T.column, render: (error) => <code className="text-xs">{error.column || T.none}</code> },
  {
    key: 'value',
    label: T.value,
    render: (error) => (error.value ? <span className="break-all">{error.value}</span> : T.emptyValue),
  },
  { key: 'message', label: T.message, render: (error) => error.message },
];

export function ErrorTable({ batchId, ready }: { batchId: number; ready: boolean }) {
  const [page, setPage] = useState(1);
  const errors = useApiData(`${batchId}:${page}`, () => getBatchErrors(batchId, page));
  const answer = errors.value;

  const pages = answer ? pageCount(answer.meta.total, answer.meta.per_page) : 1;

  return (
    <section aria-labelledby="batch-errors-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="batch-errors-title" className="text-lg font-semibold">
          {T.errorsTitle}
        </h2>
        <a className="btn btn-outline btn-sm" href={errorReportUrl(batchId)} download>
          {T.report}
        </a>
      </div>
      {errors.error !== null ? (
        <ErrorState message={errors.error || T.errorsLoadFailed} onRetry={errors.retry} ready={ready} />
      ) : !answer ? (
        <LoadingState />
      ) : (
        <>
          <DataTable
            caption={T.errorsCaption}
            columns={COLUMNS}
            rows={answer.data}
            rowKey={(error) => `${error.row}:${error.column}:${error.message}`}
            cardTitle={(error) => `${T.row} ${error.row > 0 ? error.row : T.fileLevel}`}
            ready={ready}
          />
          {pages > 1 && (
            <nav className="flex items-center justify-between gap-2 text-sm" aria-label={T.errorsTitle}>
              <button
                type="button"
                className="btn btn-sm"
                disabled={!ready || page <= 1}
                onClick={() => setPage(page - 1)}
              >
                {T.previous}
              </button>
              <span aria-live="polite">{T.pageOf(page, pages)}</span>
              <button
                type="button"
                className="btn btn-sm"
                disabled={!ready || page >= pages}
                onClick={() => setPage(page + 1)}
              >
                {T.next}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
