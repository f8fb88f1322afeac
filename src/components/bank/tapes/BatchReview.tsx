/**
 * bank/mortgages/batch/{id}: a batch's summary, the stratification of its valid rows, its
 * problems, the manager's approve or reject once it was submitted, and the import's progress
 * once approved.
 */
import { useState } from 'react';
import { useViewer } from '@/components/bank/use-viewer';
import { FormAlert } from '@/components/forms/FormAlert';
import { RecordStatus } from '@/components/data/RecordStatus';
import { useRecordIdFromPath } from '@/components/data/use-record';
import { hydratedMarker, useHydrated } from '@/components/ui/use-hydrated';
import { BatchDecision } from './BatchDecision';
import { BatchSummary } from './BatchSummary';
import { ErrorTable } from './ErrorTable';
import { ProgressBar } from './ProgressBar';
import { validationProgress } from './validation-progress';
import { Stratification } from './Stratification';
import { canSubmitBatch, confirmAndSubmit } from './submit-batch';
import { TAPE_TEXT as T } from './tape-text';
import { useBatch } from './use-batch';

const PREFIX = '/app/bank/mortgages/batch/';

export default function BatchReview() {
  const hydrated = useHydrated();
  const viewer = useViewer();
  const batchId = useRecordIdFromPath(PREFIX);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const { batch, state, reload } = useBatch(batchId ?? null);

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
        <FormAlert kind="error" message={failure} />
        {batch.status === 'pending_approval' && viewer.bankUser && (
          <BatchDecision
            batch={batch}
            manager={viewer.manager}
            viewerId={viewer.userId}
            ready={hydrated}
            onDecided={reload}
          />
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
      </>
    );
  }

  return (
    <div {...hydratedMarker(hydrated)} className="flex max-w-6xl flex-col gap-6">
      {body}
    </div>
  );
}
