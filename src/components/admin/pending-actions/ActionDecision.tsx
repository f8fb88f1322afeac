/**
 * What the viewer may do with one pending action: a platform checker who did not make a
 * platform-scope action approves or rejects it (with a reason); the maker cancels their own.
 * Each decision is confirmed first; the server's refusal (403, 409, 422) is shown as it says it.
 */
import { useState } from 'react';
import { requestConfirm } from '@/stores/confirm';
import { toast } from '@/stores/toast';
import { decidePendingAction, type PendingActionRow, type Verdict } from './pending-actions-api';
import { ACTION_TYPE_LABELS, PENDING_TEXT as TEXT } from './pending-actions-text';
import { RejectDialog } from './RejectDialog';

interface Props {
  action: PendingActionRow;
  viewer: { userId: number | null; platformChecker: boolean };
  ready: boolean;
  onDecided: () => void;
}

const DONE: Record<Verdict, string> = { approve: TEXT.approved, reject: TEXT.rejected, cancel: TEXT.cancelled };

export function ActionDecision({ action, viewer, ready, onDecided }: Props) {
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const what = ACTION_TYPE_LABELS[action.action_type] ?? action.action_type;
  const own = viewer.userId !== null && action.maker?.id === viewer.userId;
  const checks = action.scope === 'platform' && viewer.platformChecker && !own;

  const decide = async (verdict: Verdict, reason?: string) => {
    const confirmed = await requestConfirm({
      header: verdict === 'approve' ? TEXT.approve : verdict === 'reject' ? TEXT.reject : TEXT.cancel,
      message: verdict === 'approve' ? TEXT.confirmApprove(what) : verdict === 'reject' ? TEXT.confirmReject(what) : TEXT.confirmCancel(what),
      acceptLabel: verdict === 'approve' ? TEXT.approve : verdict === 'reject' ? TEXT.reject : TEXT.cancel,
      rejectLabel: TEXT.keep,
      danger: verdict !== 'approve',
    });
    if (!confirmed) return;
    setBusy(true);
    const result = await decidePendingAction(action.id, verdict, reason);
    setBusy(false);
    if (!result.ok) {
      setMessage(result.fieldErrors['reason']?.[0] ?? result.message ?? TEXT.failed);
      return;
    }
    setMessage(null);
    toast({ severity: 'success', summary: DONE[verdict], life: 4000 });
    onDecided();
  };

  return (
    <div className="flex flex-col gap-2">
      {message && (
        <p role="alert" className="alert alert-soft alert-error">
          {message}
        </p>
      )}
      {own && action.scope === 'platform' && viewer.platformChecker && <p className="text-sm">{TEXT.ownAction}</p>}
      {action.scope === 'bank' && !own && <p className="text-sm opacity-80">{TEXT.bankScope}</p>}
      <div className="flex flex-wrap gap-2">
        {checks && (
          <>
            <button type="button" className="btn btn-sm btn-success" disabled={!ready || busy} onClick={() => void decide('approve')}>
              {TEXT.approve}
            </button>
            <button type="button" className="btn btn-sm btn-error btn-outline" disabled={!ready || busy} onClick={() => setRejecting(true)}>
              {TEXT.reject}
            </button>
          </>
        )}
        {own && (
          <button type="button" className="btn btn-sm" disabled={!ready || busy} onClick={() => void decide('cancel')}>
            {TEXT.cancel}
          </button>
        )}
      </div>
      {checks && (
        <RejectDialog
          open={rejecting}
          onClose={() => setRejecting(false)}
          onSubmit={(reason) => {
            setRejecting(false);
            void decide('reject', reason);
          }}
        />
      )}
    </div>
  );
}
