/** What a batch is at: its file, status and row counts, and why it was refused when it was. */
import type { Batch } from '@/lib/api/batches';
import { TAPE_TEXT as T } from './tape-text';
import { BatchStatusBadge } from './BatchStatusBadge';
import { formatCount } from '@/domain/format-decimal';

export function BatchSummary({ batch }: { batch: Batch }) {
  const figures = [
    // While the file is read, its rows so far are not its total.
    [batch.status === 'validating' ? T.rowsSoFar : T.totalRows, batch.total_rows],
    [T.validRows, batch.valid_rows],
    [T.errorRows, batch.error_rows],
    [T.errorCount, batch.error_count],
  ] as const;
  return (
    <section aria-labelledby="batch-summary-title" className="flex flex-col gap-3" data-batch-status={batch.status}>
      <h2 id="batch-summary-title" className="text-lg font-semibold">
        {T.summaryTitle}
      </h2>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div className="flex flex-wrap gap-2">
          <dt className="font-medium">{T.file}:</dt>
          <dd className="break-all">{batch.file_name}</dd>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <dt className="font-medium">{T.status}:</dt>
          <dd>
            <BatchStatusBadge status={batch.status} testId="batch-status" />
          </dd>
        </div>
      </dl>
      {batch.status === 'rejected' && batch.pending_action?.reason && (
        <div role="status" className="alert alert-soft text-sm alert-error" data-testid="batch-rejection">
          {T.rejectedBecause(batch.pending_action.checker_name ?? '—', batch.pending_action.reason)}
        </div>
      )}
      {batch.status === 'failed' && batch.failure_message && (
        <div role="alert" className="alert alert-soft text-sm alert-error">
          {batch.failure_message}
        </div>
      )}
      <dl className="stats w-full stats-vertical border border-base-300 sm:stats-horizontal">
        {figures.map(([label, value]) => (
          <div key={label} className="stat">
            <dt className="stat-title">{label}</dt>
            <dd className="stat-value text-2xl">{formatCount(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
