/**
 * The decision on a request: a platform maker proposes approving or rejecting it (with a reason);
 * while the decision waits, everyone sees who proposed what, and a checker who did not propose it
 * confirms or refuses it. Each step asks for confirmation first.
 */
import { useState, type FormEvent } from 'react';
import { requestConfirm, type ConfirmOptions } from '@/stores/confirm';
import { checkAction, proposeApproval, proposeRejection, type RegistrationDetail } from './registration-api';
import { REGISTRATION_TEXT as TEXT } from './registration-text';

interface Props {
  request: RegistrationDetail;
  ready: boolean;
  onChanged: () => void;
}

function ReasonForm({ label, submitLabel, busy, ready, onSubmit }: { label: string; submitLabel: string; busy: boolean; ready: boolean; onSubmit: (reason: string) => void }) {
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim();
    if (!reason) return setError(TEXT.reasonRequired);
    setError(null);
    onSubmit(reason);
  };
  return (
    <form className="flex flex-col gap-2" onSubmit={submit} noValidate>
      <label className="flex flex-col gap-1 text-sm">
        <span>{label}</span>
        <textarea name="reason" className="textarea w-full max-w-xl" rows={3} maxLength={1000} aria-invalid={error ? true : undefined} disabled={!ready || busy} />
      </label>
      {error && (
        <p role="alert" className="text-sm text-error">
          {error}
        </p>
      )}
      <div>
        <button type="submit" className="btn btn-sm btn-error" disabled={!ready || busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}

export function DecisionPanel({ request, ready, onChanged }: Props) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const run = async (call: () => Promise<{ ok: boolean; message?: string | null }>) => {
    setBusy(true);
    const result = await call();
    setBusy(false);
    if (!result.ok) return setMessage(result.message ?? 'Something went wrong. Try again.');
    setMessage(null);
    onChanged();
  };

  /** Each step is confirmed in the shared dialog first. */
  const confirmThen = async (options: ConfirmOptions, call: () => Promise<{ ok: boolean; message?: string | null }>) => {
    if (await requestConfirm(options)) await run(call);
  };

  const pending = request.pending_action;
  const decision = pending?.payload['decision'] === 'approve' ? 'approve' : 'reject';
  return (
    <section aria-labelledby="decision-heading" className="flex flex-col gap-3">
      <h2 id="decision-heading" className="text-lg font-semibold">
        {TEXT.decision}
      </h2>
      {message && (
        <p role="alert" className="alert alert-soft alert-error">
          {message}
        </p>
      )}
      {request.status !== 'pending' && (
        <p>
          <strong>{request.status === 'approved' ? TEXT.decidedApproved : TEXT.decidedRejected}</strong>{' '}
          {request.decided_by && TEXT.decidedBy(request.decided_by.name)}
          {request.rejection_reason && <span className="block">{request.rejection_reason}</span>}
        </p>
      )}
      {pending && (
        <div className="flex flex-col gap-2 rounded-box border border-[var(--surface-border)] p-3" data-pending-action={pending.id}>
          <p>{TEXT.pendingBy(decision, pending.maker?.name ?? '')}</p>
          {typeof pending.payload['reason'] === 'string' && <p className="text-sm">{pending.payload['reason']}</p>}
          {request.can.check && (
            <>
              <div>
                <button
                  type="button"
                  className="btn btn-sm btn-primary"
                  disabled={!ready || busy}
                  onClick={() => void confirmThen({ message: TEXT.confirmCheck, acceptLabel: TEXT.confirmCheckAccept }, () => checkAction(pending.id, 'approve'))}
                >
                  {TEXT.checkApprove}
                </button>
              </div>
              <ReasonForm label={TEXT.checkReason} submitLabel={TEXT.checkReject} busy={busy} ready={ready} onSubmit={(reason) => void run(() => checkAction(pending.id, 'reject', reason))} />
            </>
          )}
        </div>
      )}
      {request.can.decide && (
        <div className="flex flex-col gap-3">
          <div>
            <button
              type="button"
              className="btn btn-sm btn-primary"
              disabled={!ready || busy}
              onClick={() => void confirmThen({ message: TEXT.confirmApprove, acceptLabel: TEXT.confirmApproveAccept }, () => proposeApproval(request.id))}
            >
              {TEXT.approve}
            </button>
          </div>
          <ReasonForm label={TEXT.reason} submitLabel={TEXT.reject} busy={busy} ready={ready} onSubmit={(reason) => void run(() => proposeRejection(request.id, reason))} />
        </div>
      )}
    </section>
  );
}
