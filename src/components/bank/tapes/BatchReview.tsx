/**
 * bank/mortgages/batch/{id}: a batch's summary, the stratification of its valid rows, its
 * problems, the manager's approve or reject once it was submitted (the officer's cancel), the
 * import's progress once approved, and every decision taken on it.
 */
import { lazy, Suspense, useState } from 'react';
import { useViewer } from '@/components/data/use-viewer';
import { LoadingState } from '@/components/data/LoadState';
import { RecordStatus } from '@/components/data/RecordStatus';
import { useRecordIdFromPath } from '@/components/data/use-record';
import { hydratedMarker, useHydrated } from '@/components/ui/use-hydrated';
import { BatchSummary } from './BatchSummary';
import { ErrorTable } from './ErrorTable';
import { ProgressBar } from './ProgressBar';
import { validationProgress } from './validation-progress';
import { Stratification } from './Stratification';
import { canSubmitBatch, confirmAndSubmit } from './submit-batch';
import { TAPE_TEXT as T } from './tape-text';
import { useBatch } from './use-batch';
import { DecisionTrail } from '@/components/maker-checker/DecisionTrail';
import { TRAIL_TEXT } from '@/components/maker-checker/decision-trail-text';
import { useDecisionTrail } from '@/components/maker-checker/use-decision-trail';

const PREFIX = '/app/bank/mortgages/batch/';

// Only a bank user on a submitted batch decides or reads who decides, and only a failed submission shows an
// alert: the rest (platform admins, batches not waiting) never download the decision panel or the forms kit.
const BatchDecision = lazy(() => import('./BatchDecision').then((module) => ({ default: module.BatchDecision })));
const FormAlert = lazy(() => import('@/components/forms/FormAlert').then((module) => ({ default: module.FormAlert })));

export default function BatchReview() {
  const hydrated = useHydrated();
  const viewer = useViewer();
  const batchId = useRecordIdFromPath(PREFIX);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const { batch, state, reload } = useBatch(batchId ?? null);
  const trail = useDecisionTrail(
    'batch',
    batch?.id ?? null,
    `${batch?.status}:${batch?.pending_action?.id}:${batch?.pending_action?.status}`,
  );

  const submit = async () => {
    if (!batch) return;
    setSubmitting(true);
    const result = await confirmAndSubmit(batch);
    setSubmitting(false);
    if (!result) return;
    if (result.ok) reload();
    else setFailure(result.message ?? T.submitFailed);
  };

  let body;
  if (state.kind !== 'ready' || !batch) {
    const shown = batchId === undefined ? { kind: 'loading' as const } : state;
    body = (
      <RecordStatus state={shown} notFound={T.notFound} onRetry={reload} ready={hydrated} loadFailed={T.loadFailed} />
    );
  } else {
    body = (
      <>
        <BatchSummary batch={batch} />
        {batch.status === 'validating' && <ProgressBar label={T.validationProgress} {...validationProgress(batch)} />}
        {batch.status === 'importing' && (
          <ProgressBar
            label={T.importProgress}
            value={batch.imported_rows}
            max={batch.valid_rows}
            text={T.importedSoFar(batch.imported_rows, batch.valid_rows)}
          />
        )}
        {failure && (
          <Suspense fallback={<p role="alert">{failure}</p>}>
            <FormAlert kind="error" message={failure} />
          </Suspense>
        )}
        {batch.status === 'pending_approval' && viewer.bankUser && (
          <Suspense fallback={<LoadingState />}>
            <BatchDecision
              batch={batch}
              manager={viewer.bankManager}
              viewerId={viewer.userId}
              checkersAvailable={
                trail.actions?.find((action) => action.id === batch.pending_action?.id)?.checkers_available ?? null
              }
              mayAddPeople={false}
              ready={hydrated}
              onDecided={reload}
            />
          </Suspense>
        )}
        {canSubmitBatch(batch) && viewer.bankUser && (
          <button
            type="button"
            className="btn self-start btn-primary"
            onClick={() => void submit()}
            disabled={!hydrated || submitting}
          >
            {T.submit(batch.valid_rows)}
          </button>
        )}
        {batch.stratification && batch.stratification.count > 0 && <Stratification data={batch.stratification} />}
        {batch.status !== 'validating' && batch.error_count > 0 && <ErrorTable batchId={batch.id} ready={hydrated} />}
        <section aria-labelledby="batch-trail-title" className="flex flex-col gap-3">
          <h2 id="batch-trail-title" className="text-lg font-semibold">
            {TRAIL_TEXT.title}
          </h2>
          <DecisionTrail actions={trail.actions} failed={trail.failed} nameOf={() => T.importAction} />
        </section>
      </>
    );
  }

  return (
    <div {...hydratedMarker(hydrated)} className="flex max-w-6xl flex-col gap-6">
      {body}
    </div>
  );
}
