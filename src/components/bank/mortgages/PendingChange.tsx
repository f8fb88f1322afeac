/**
 * A change awaiting the four-eyes decision, shown as a diff. A bank manager who did not propose it
 * approves or rejects it (with a reason); everyone else sees who proposed it and when.
 */
import { useId, useState, type FormEvent } from 'react';
import { DiffTable } from '@/components/data/DiffTable';
import { formatTimestamp } from '@/components/data/RevisionHistory';
import { approvePendingAction, rejectPendingAction } from '../api/loans-api';
import type { PendingAction } from '../api/loan-types';
import { fieldLabel, formatFieldValue } from '@/components/loans/loan-field-view';
import { DETAIL_TEXT } from './mortgage-text';
import { confirmAndRun } from './run-action';

interface Props {
  action: PendingAction;
  currency: string | null;
  /** The viewer is a bank manager, who decides the bank's actions. */
  manager: boolean;
  /** The API's word that an action on this loan awaits this viewer. */
  canApprove: boolean;
  viewerId: number | null;
  ready: boolean;
  onDecided: () => void;
}

export function PendingChange({ action, currency, manager, canApprove, viewerId, ready, onDecided }: Props) {
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reasonId = useId();
  const what = DETAIL_TEXT.actionNames[action.action_type] ?? action.action_type;
  const ownAction = viewerId !== null && action.maker?.id === viewerId;
  const decides = manager && canApprove && !ownAction;

  const run = async (send: () => ReturnType<typeof confirmAndRun>) => {
    setBusy(true);
    const result = await send();
    setBusy(false);
    if (result?.ok) onDecided();
    return result;
  };

  const approve = () =>
    run(() => confirmAndRun({ header: DETAIL_TEXT.approve, message: DETAIL_TEXT.confirmApprove(what), acceptLabel: DETAIL_TEXT.approve }, () => approvePendingAction(action.id), DETAIL_TEXT.approved));

  const reject = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setReasonError(DETAIL_TEXT.reasonRequired);
      return;
    }
    setReasonError(null);
    const result = await run(() =>
      confirmAndRun(
        { header: DETAIL_TEXT.reject, message: DETAIL_TEXT.confirmRejectMessage(what), acceptLabel: DETAIL_TEXT.reject, danger: true },
        () => rejectPendingAction(action.id, reason.trim()),
        DETAIL_TEXT.rejected,
      ),
    );
    if (result && !result.ok) setReasonError(result.fieldErrors['reason']?.[0] ?? null);
  };

  const rows = action.diff.map((change) => ({
    field: change.field,
    label: fieldLabel(change.field),
    before: formatFieldValue(change.field, change.before, currency),
    after: formatFieldValue(change.field, change.after, currency),
  }));

  return (
    <section className="card flex flex-col items-stretch gap-3 border border-l-4 border-[var(--surface-border)] border-l-warning bg-base-100 p-4" aria-label={`${DETAIL_TEXT.pendingTitle}: ${what}`} data-pending-action={action.action_type}>
      <div>
        <h2 className="font-semibold first-letter:uppercase">
          {DETAIL_TEXT.pendingTitle}: {what}
        </h2>
        <p className="text-sm opacity-80">{DETAIL_TEXT.proposedBy(action.maker?.name ?? '—', formatTimestamp(action.created_at))}</p>
      </div>
      {rows.length > 0 && (
        <DiffTable caption={DETAIL_TEXT.changeCaption} rows={rows} />
      )}
      {manager && ownAction && <p className="text-sm">{DETAIL_TEXT.ownAction}</p>}
      {decides && !rejecting && (
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn btn-sm btn-success" disabled={!ready || busy} onClick={() => void approve()}>
            {DETAIL_TEXT.approve}
          </button>
          <button type="button" className="btn btn-sm" disabled={!ready || busy} onClick={() => setRejecting(true)}>
            {DETAIL_TEXT.reject}
          </button>
        </div>
      )}
      {decides && rejecting && (
        <form className="flex flex-col gap-2" onSubmit={(event) => void reject(event)} noValidate>
          <label htmlFor={reasonId} className="text-sm font-medium">
            {DETAIL_TEXT.rejectReason}
          </label>
          <textarea
            id={reasonId}
            className={`textarea w-full ${reasonError ? 'textarea-error' : ''}`}
            value={reason}
            maxLength={1000}
            required
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${reasonId}-error` : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          {reasonError && (
            <p id={`${reasonId}-error`} className="text-sm text-error">
              {reasonError}
            </p>
          )}
          <div className="flex gap-2">
            <button type="submit" className="btn btn-sm btn-error" disabled={busy}>
              {DETAIL_TEXT.confirmReject}
            </button>
            <button type="button" className="btn btn-sm btn-ghost" onClick={() => setRejecting(false)}>
              {DETAIL_TEXT.cancel}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
