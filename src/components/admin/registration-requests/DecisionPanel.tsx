/**
 * The decision on a request: a platform maker proposes approving or rejecting it (with a reason);
 * while the decision waits, everyone sees who proposed what, and a checker who did not propose it
 * confirms or refuses it through the shared decision. Each step asks for confirmation first.
 */
import { useState, type FormEvent } from 'react';
import { fromResource } from '@/components/maker-checker/decision-rights';
import { PendingDecision } from '@/components/maker-checker/PendingDecision';
import { confirmAndRun } from '@/lib/confirm-and-run';
import type { ConfirmOptions } from '@/stores/confirm';
import { CHECK_DECISION_WORDS } from './check-decision-words';
import { proposeApproval, proposeRejection, type RegistrationDetail } from './registration-api';
import { REGISTRATION_TEXT as TEXT } from './registration-text';

interface Props {
  request: RegistrationDetail;
  ready: boolean;
  onChanged: () => void;
}

interface ReasonFormProps {
  busy: boolean;
  ready: boolean;
  /** The server's message on the reason, from the last try. */
  error: string | null;
  onSubmit: (reason: string) => void;
}

function ReasonForm({ busy, ready, error, onSubmit }: ReasonFormProps) {
  const [missing, setMissing] = useState(false);
  const shown = missing ? TEXT.reasonRequired : error;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim();
    setMissing(!reason);
    if (reason) onSubmit(reason);
  };
  return (
    <form className="flex flex-col gap-2" onSubmit={submit} noValidate>
      <label className="flex flex-col gap-1 text-sm">
        <span>{TEXT.reason}</span>
        <textarea
          name="reason"
          className="textarea w-full max-w-xl"
          rows={3}
          maxLength={1000}
          aria-invalid={shown ? true : undefined}
          disabled={!ready || busy}
        />
      </label>
      {shown && (
        <p role="alert" className="text-sm text-error">
          {shown}
        </p>
      )}
      <div>
        <button type="submit" className="btn btn-error btn-sm" disabled={!ready || busy}>
          {TEXT.reject}
        </button>
      </div>
    </form>
  );
}

export function DecisionPanel({ request, ready, onChanged }: Props) {
  const [busy, setBusy] = useState(false);
  const [reasonError, setReasonError] = useState<string | null>(null);

  const propose = async (confirm: ConfirmOptions, send: () => ReturnType<typeof proposeApproval>) => {
    setBusy(true);
    const result = await confirmAndRun(confirm, send, { done: TEXT.proposed, failed: TEXT.failed }, ['reason']);
    setBusy(false);
    if (!result) return;
    setReasonError(result.ok ? null : (result.fieldErrors['reason']?.[0] ?? null));
    // A 409 (another maker was faster) also changes what the page should show.
    if (result.ok || result.status === 409) onChanged();
  };

  const pending = request.pending_action;
  const decision = pending?.payload['decision'] === 'approve' ? 'approve' : 'reject';
  return (
    <section aria-labelledby="decision-heading" className="flex flex-col gap-3">
      <h2 id="decision-heading" className="text-lg font-semibold">
        {TEXT.decision}
      </h2>
      {request.status !== 'pending' && (
        <p>
          <strong>{request.status === 'approved' ? TEXT.decidedApproved : TEXT.decidedRejected}</strong>{' '}
          {request.decided_by && TEXT.decidedBy(request.decided_by.name)}
          {request.rejection_reason && <span className="block">{request.rejection_reason}</span>}
        </p>
      )}
      {pending && (
        <div
          className="flex flex-col gap-2 rounded-box border border-[var(--surface-border)] p-3"
          data-pending-action={pending.id}
        >
          <p>{TEXT.pendingBy(decision, pending.maker?.name ?? '')}</p>
          {typeof pending.payload['reason'] === 'string' && <p className="text-sm">{pending.payload['reason']}</p>}
          <PendingDecision
            action={fromResource(pending)}
            viewer={{ userId: null, checker: request.can.check }}
            words={CHECK_DECISION_WORDS}
            ready={ready}
            onDecided={onChanged}
          />
        </div>
      )}
      {request.can.decide && (
        <div className="flex flex-col gap-3">
          <div>
            <button
              type="button"
              className="btn btn-primary btn-sm"
              disabled={!ready || busy}
              onClick={() =>
                void propose({ message: TEXT.confirmApprove, acceptLabel: TEXT.confirmApproveAccept }, () =>
                  proposeApproval(request.id),
                )
              }
            >
              {TEXT.approve}
            </button>
          </div>
          <ReasonForm
            busy={busy}
            ready={ready}
            error={reasonError}
            onSubmit={(reason) =>
              void propose({ message: TEXT.confirmReject, acceptLabel: TEXT.confirmRejectAccept, danger: true }, () =>
                proposeRejection(request.id, reason),
              )
            }
          />
        </div>
      )}
    </section>
  );
}
