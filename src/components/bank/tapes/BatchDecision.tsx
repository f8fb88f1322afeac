/**
 * The four-eyes decision on a submitted batch: a bank manager who did not submit it approves
 * (every valid row becomes an approved loan, in one step) or rejects with a reason; both confirmed.
 */
import { useId, useState, type FormEvent } from 'react';
import { approvePendingAction, rejectPendingAction } from '@/components/bank/api/loans-api';
import { confirmAndRun } from '@/components/bank/mortgages/run-action';
import type { Batch } from '@/lib/api/batches';
import { TAPE_TEXT as T } from './tape-text';

interface Props {
  batch: Batch;
  manager: boolean;
  viewerId: number | null;
  ready: boolean;
  onDecided: () => void;
}

export function BatchDecision({ batch, manager, viewerId, ready, onDecided }: Props) {
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const action = batch.pending_action;
  if (!action || action.status !== 'pending') return null;
  const own = viewerId !== null && action.maker_id === viewerId;
  if (!manager || own || !batch.can.approve) {
    return <p className="alert alert-soft alert-info text-sm">{own ? T.ownBatch : T.awaitingOther}</p>;
  }

  const run = async (send: () => ReturnType<typeof confirmAndRun>) => {
    setBusy(true);
    const result = await send();
    setBusy(false);
    if (result?.ok) onDecided();
    return result;
  };

  const approve = () =>
    run(() => confirmAndRun({ header: T.approve, message: T.confirmApprove(batch.valid_rows), acceptLabel: T.approve }, () => approvePendingAction(action.id), T.approved));

  const reject = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setReasonError(T.reasonRequired);
      return;
    }
    setReasonError(null);
    const result = await run(() =>
      confirmAndRun({ header: T.reject, message: T.confirmRejectMessage, acceptLabel: T.reject, danger: true }, () => rejectPendingAction(action.id, reason.trim()), T.rejected),
    );
    if (result && !result.ok) setReasonError(result.fieldErrors['reason']?.[0] ?? result.message);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-box border border-warning p-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {T.decisionTitle}
      </h2>
      {!rejecting ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          <button type="button" className="btn btn-success" disabled={!ready || busy} onClick={() => void approve()}>
            {T.approve}
          </button>
          <button type="button" className="btn btn-error btn-outline" disabled={!ready || busy} onClick={() => setRejecting(true)}>
            {T.reject}
          </button>
        </div>
      ) : (
        <form className="flex flex-col gap-2" onSubmit={(event) => void reject(event)} noValidate>
          <label htmlFor={`${id}-reason`} className="text-sm font-medium">
            {T.rejectReason}
          </label>
          <textarea
            id={`${id}-reason`}
            className={`textarea w-full ${reasonError ? 'textarea-error' : ''}`}
            value={reason}
            maxLength={1000}
            required
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${id}-error` : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          {reasonError && (
            <p id={`${id}-error`} className="text-sm text-error">
              {reasonError}
            </p>
          )}
          <div className="flex gap-2">
            <button type="submit" className="btn btn-sm btn-error" disabled={!ready || busy}>
              {T.confirmReject}
            </button>
            <button type="button" className="btn btn-sm btn-ghost" onClick={() => setRejecting(false)}>
              {T.cancel}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
