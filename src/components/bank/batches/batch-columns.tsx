/**
 * The batch list's columns: the file (a link to the batch's review for those who may open it), when it
 * was uploaded, its valid rows, its status, and the decision on it: who decided, when, and why a
 * rejected one was rejected, for the officer who submitted it.
 */
import type { Column } from '@/components/data/DataTable';
import { fromBatchAction } from '@/components/maker-checker/decision-rights';
import { PendingDecision } from '@/components/maker-checker/PendingDecision';
import { batchDecisionWords } from '../tapes/batch-decision-words';
import { formatTimestamp } from '@/components/data/format-timestamp';
import type { BatchListItem } from '@/lib/api/batches';
import { BatchStatusBadge } from '../tapes/BatchStatusBadge';
import { BATCH_LIST_TEXT as TEXT, batchPath } from './batch-list-text';

export function batchFile(batch: BatchListItem, linked: boolean) {
  return linked ? (
    <a className="link font-medium break-all link-hover" href={batchPath(batch.id)}>
      {batch.file_name}
    </a>
  ) : (
    <span className="font-medium break-all">{batch.file_name}</span>
  );
}

interface RowContext {
  viewerId: number | null;
  ready: boolean;
  /** After the maker took a submission back. */
  onChanged: () => void;
}

function Decision({ batch, viewerId, ready, onChanged }: { batch: BatchListItem } & RowContext) {
  const action = batch.pending_action;
  if (!action) return null;
  const decided = action.decided_at ? formatTimestamp(action.decided_at) : '';
  return (
    <div className="flex max-w-96 flex-col gap-1 text-xs" data-decision={action.status}>
      <span className="opacity-80">
        {TEXT.submittedBy(action.maker_name ?? '—', formatTimestamp(action.created_at))}
      </span>
      {action.status === 'pending' && (
        <span className="font-medium">{action.maker_id === viewerId ? TEXT.ownWaiting : TEXT.waitingFor}</span>
      )}
      {action.status === 'pending' && batch.can.cancel && (
        // The officer who submitted it takes it back here: the review page is the managers'.
        <span>
          <PendingDecision
            action={fromBatchAction(action)}
            viewer={{ userId: viewerId, checker: false }}
            words={batchDecisionWords(batch.valid_rows)}
            compact
            ready={ready}
            onDecided={onChanged}
          />
        </span>
      )}
      {action.status === 'approved' && <span>{TEXT.approvedBy(action.checker_name ?? '—', decided)}</span>}
      {action.status === 'rejected' && (
        <>
          <span className="font-medium">{TEXT.rejectedBy(action.checker_name ?? '—', decided)}</span>
          {action.reason && <span className="whitespace-pre-line">{TEXT.reason(action.reason)}</span>}
        </>
      )}
      {action.status === 'cancelled' && <span>{TEXT.cancelledOn(decided)}</span>}
    </div>
  );
}

/** `linked`: the viewer may open a batch's review page (not a bank officer, spec section 6). */
export function batchColumns(linked: boolean, row: RowContext): Column<BatchListItem>[] {
  return [
    { key: 'file', label: TEXT.columns.file, hideInCard: true, render: (batch) => batchFile(batch, linked) },
    { key: 'uploaded', label: TEXT.columns.uploaded, render: (batch) => formatTimestamp(batch.created_at) },
    {
      key: 'rows',
      label: TEXT.columns.rows,
      align: 'end',
      render: (batch) => (
        <span className="whitespace-nowrap tabular-nums">{TEXT.rowsOf(batch.valid_rows, batch.total_rows)}</span>
      ),
    },
    { key: 'status', label: TEXT.columns.status, render: (batch) => <BatchStatusBadge status={batch.status} /> },
    {
      key: 'decision',
      label: TEXT.columns.decision,
      render: (batch) => <Decision batch={batch} {...row} />,
    },
  ];
}
