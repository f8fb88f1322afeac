/** Suspending (with a reason) or reactivating an organisation: a platform maker proposes, a checker decides. */
import { useState, type FormEvent } from 'react';
import { ENTITY_MESSAGES } from '@/domain/entity-fields';
import { proposeReactivation, proposeSuspension, type EntityDetail } from './entities-api';
import { ENTITY_TEXT as TEXT } from './entity-text';
import { confirmAndRun } from '@/lib/confirm-and-run';
import { ReasonField } from './ReasonField';

interface Props {
  entity: EntityDetail;
  ready: boolean;
  onProposed: () => void;
}

export function EntityStatusActions({ entity, ready, onProposed }: Props) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!entity.can.suspend && !entity.can.reactivate) return null;

  const run = async (send: () => ReturnType<typeof confirmAndRun>) => {
    setBusy(true);
    const result = await send();
    setBusy(false);
    if (result && !result.ok) setReasonError(result.fieldErrors['reason']?.[0] ?? null);
    if (result?.ok) {
      setReason('');
      onProposed();
    }
  };

  const suspend = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setReasonError(ENTITY_MESSAGES.reasonRequired);
    setReasonError(null);
    void run(() =>
      confirmAndRun(
        { header: TEXT.suspend, message: TEXT.confirmSuspend(entity.name), acceptLabel: TEXT.suspend, danger: true },
        () => proposeSuspension(entity.id, reason.trim()),
        { done: TEXT.proposed, failed: TEXT.failed },
        ['reason'],
      ),
    );
  };

  return (
    <section aria-labelledby="entity-status-heading" className="flex flex-col gap-2">
      <h2 id="entity-status-heading" className="text-lg font-semibold">
        {TEXT.status}
      </h2>
      {entity.can.suspend && (
        <form className="flex flex-col gap-2" onSubmit={suspend} noValidate>
          <ReasonField
            label={TEXT.suspendReason}
            value={reason}
            error={reasonError}
            disabled={!ready || busy}
            onChange={setReason}
          />
          <div>
            <button type="submit" className="btn btn-error btn-sm" disabled={!ready || busy}>
              {TEXT.suspend}
            </button>
          </div>
        </form>
      )}
      {entity.can.reactivate && (
        <div>
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={!ready || busy}
            onClick={() =>
              void run(() =>
                confirmAndRun(
                  {
                    header: TEXT.reactivate,
                    message: TEXT.confirmReactivate(entity.name),
                    acceptLabel: TEXT.reactivate,
                  },
                  () => proposeReactivation(entity.id),
                  { done: TEXT.proposed, failed: TEXT.failed },
                ),
              )
            }
          >
            {TEXT.reactivate}
          </button>
        </div>
      )}
    </section>
  );
}
