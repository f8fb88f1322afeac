/**
 * The banner of a change waiting for a checker: what is proposed as a diff, who proposed it,
 * and, for a platform checker who did not make it, approve or reject (with a reason).
 */
import { useState, type FormEvent } from 'react';
import { DiffTable } from '@/components/data/DiffTable';
import { formatTimestamp } from '@/components/data/RevisionHistory';
import { approveChange, rejectChange, type EntityPendingAction } from './entities-api';
import { ACTION_LABELS, ENTITY_TEXT as TEXT, entityFieldLabel, entityFieldValue } from './entity-text';
import { confirmAndRun } from './confirm-and-run';
import { ReasonField } from './ReasonField';

interface Props {
  action: EntityPendingAction;
  mayCheck: boolean;
  ready: boolean;
  onDecided: () => void;
}

export function PendingEntityChange({ action, mayCheck, ready, onDecided }: Props) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const what = ACTION_LABELS[action.action_type] ?? action.action_type;
  const diff = action.diff.filter((change) => change.field !== 'reason');
  const given = action.diff.find((change) => change.field === 'reason')?.after;

  const run = async (send: () => ReturnType<typeof confirmAndRun>) => {
    setBusy(true);
    const result = await send();
    setBusy(false);
    if (result?.ok) onDecided();
  };

  const approve = () => run(() => confirmAndRun({ header: TEXT.approve, message: TEXT.confirmApprove, acceptLabel: TEXT.approve }, () => approveChange(action.id), TEXT.approved));

  const reject = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setReasonError(TEXT.rejectReasonRequired);
    setReasonError(null);
    void run(() =>
      confirmAndRun({ header: TEXT.reject, message: TEXT.confirmReject, acceptLabel: TEXT.reject, danger: true }, () => rejectChange(action.id, reason.trim()), TEXT.rejected),
    );
  };

  return (
    <section aria-label={what} className="flex flex-col gap-3 rounded-box border border-warning bg-warning/10 p-3" data-pending-action={action.id}>
      <p className="font-medium">
        {TEXT.pendingBanner(what, action.maker?.name ?? '')}{' '}
        <time className="text-sm font-normal opacity-80" dateTime={action.created_at}>
          {formatTimestamp(action.created_at)}
        </time>
      </p>
      {typeof given === 'string' && (
        <p className="text-sm">
          {TEXT.pendingReason}: {given}
        </p>
      )}
      <DiffTable
        caption={TEXT.diffCaption}
        rows={diff.map((change) => ({ field: change.field, label: entityFieldLabel(change.field), before: entityFieldValue(change.field, change.before), after: entityFieldValue(change.field, change.after) }))}
      />
      {mayCheck && (
        <div className="flex flex-col gap-3">
          <div>
            <button type="button" className="btn btn-sm btn-primary" disabled={!ready || busy} onClick={() => void approve()}>
              {TEXT.approve}
            </button>
          </div>
          <form className="flex flex-col gap-2" onSubmit={reject} noValidate>
            <ReasonField label={TEXT.rejectReason} value={reason} error={reasonError} disabled={!ready || busy} onChange={setReason} />
            <div>
              <button type="submit" className="btn btn-sm btn-error" disabled={!ready || busy}>
                {TEXT.reject}
              </button>
            </div>
          </form>
        </div>
      )}
    </section>
  );
}
