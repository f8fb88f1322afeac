/** The problems of a batch as row, column, value and message, a page at a time, with the full report as CSV. */
import { useEffect, useState } from 'react';
import { DataTable, type Column } from '@/components/data/DataTable';
import { ErrorState, LoadingState } from '@/components/data/LoadState';
import { errorReportUrl, getBatchErrors, type BatchError, type ErrorsPage } from '@/lib/api/batches';
import { TAPE_TEXT as T } from './tape-text';

const COLUMNS: Column<BatchError>[] = [
  { key: 'row', label: T.row, align: 'end', render: (error) => (error.row > 0 ? error.row : T.fileLevel), hideInCard: true },
  { key: 'column', label: T.column, render: (error) => <code className="text-xs">{error.column || T.none}</code> },
  { key: 'value', label: T.value, render: (error) => (error.value ? <span className="break-all">{error.value}</span> : T.emptyValue) },
  { key: 'message', label: T.message, render: (error) => error.message },
];

export function ErrorTable({ batchId, ready }: { batchId: number; ready: boolean }) {
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<ErrorsPage | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    let stopped = false;
    setFailure(null);
    void getBatchErrors(batchId, page).then((result) => {
      if (stopped) return;
      if (result.ok) setAnswer(result.data);
      else setFailure(result.message ?? T.errorsLoadFailed);
    });
    return () => {
      stopped = true;
    };
  }, [batchId, page, round]);

  const pages = answer ? Math.max(1, Math.ceil(answer.meta.total / Math.max(answer.meta.per_page, 1))) : 1;

  return (
    <section aria-labelledby="batch-errors-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="batch-errors-title" className="text-lg font-semibold">
          {T.errorsTitle}
        </h2>
        <a className="btn btn-sm btn-outline" href={errorReportUrl(batchId)} download>
          {T.report}
        </a>
      </div>
      {failure ? (
        <ErrorState message={failure} onRetry={() => setRound((n) => n + 1)} ready={ready} />
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
              <button type="button" className="btn btn-sm" disabled={!ready || page <= 1} onClick={() => setPage(page - 1)}>
                {T.previous}
              </button>
              <span aria-live="polite">{T.pageOf(page, pages)}</span>
              <button type="button" className="btn btn-sm" disabled={!ready || page >= pages} onClick={() => setPage(page + 1)}>
                {T.next}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
