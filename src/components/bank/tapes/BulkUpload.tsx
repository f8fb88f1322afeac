/**
 * bank/mortgages/bulk-upload: template links, the drop zone, the upload's progress, then the
 * server's check of every row, its summary and problems, and the submit of the valid rows.
 * The batch id goes into the address (?batch=) so a reload or a shared link comes back to it.
 */
import { useEffect, useRef, useState } from 'react';
import { formatFileSize } from '@/domain/file-size';
import { pathFor } from '@/domain/routes';
import { NETWORK_FAILURE } from '@/lib/api/api-result';
import { uploadTape, type UploadHandle } from '@/lib/api/upload-tape';
import { FormAlert } from '@/components/forms/FormAlert';
import { ErrorState, LoadingState } from '@/components/data/LoadState';
import { hydratedMarker, useHydrated } from '@/components/ui/use-hydrated';
import { BatchSummary } from './BatchSummary';
import { DropZone } from './DropZone';
import { ErrorTable } from './ErrorTable';
import { ProgressBar } from './ProgressBar';
import { validationProgress } from './validation-progress';
import { canSubmitBatch, confirmAndSubmit } from './submit-batch';
import { TAPE_TEXT as T } from './tape-text';
import { TemplateLinks } from './TemplateLinks';
import { useBatch } from './use-batch';

const BATCH_PARAM = 'batch';

function batchIdFromUrl(): number | null {
  const raw = new URLSearchParams(location.search).get(BATCH_PARAM);
  return raw && /^\d{1,15}$/.test(raw) ? Number(raw) : null;
}

function rememberBatch(id: number | null) {
  const url = new URL(location.href);
  if (id === null) url.searchParams.delete(BATCH_PARAM);
  else url.searchParams.set(BATCH_PARAM, String(id));
  history.replaceState(null, '', url);
}

export default function BulkUpload() {
  const hydrated = useHydrated();
  const [batchId, setBatchId] = useState<number | null>(null);
  const [upload, setUpload] = useState<{ name: string; sent: number; total: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const handle = useRef<UploadHandle | null>(null);
  const cancelled = useRef(false);
  const { batch, failure: loadFailure, pollFailed, reload } = useBatch(batchId);

  useEffect(() => setBatchId(batchIdFromUrl()), []);

  const start = async (file: File) => {
    setFailure(null);
    setNotice(null);
    cancelled.current = false;
    setUpload({ name: file.name, sent: 0, total: file.size });
    handle.current = uploadTape(file, (sent, total) => setUpload({ name: file.name, sent, total }));
    const result = await handle.current.done;
    handle.current = null;
    setUpload(null);
    if (result.ok) {
      rememberBatch(result.data.id);
      setBatchId(result.data.id);
      return;
    }
    if (cancelled.current) setFailure(T.uploadCancelled);
    else if (result.status === NETWORK_FAILURE) setFailure(T.uploadNetwork);
    else setFailure(result.fieldErrors['file']?.[0] ?? result.message ?? T.uploadFailed);
  };

  const cancel = () => {
    cancelled.current = true;
    handle.current?.abort();
  };

  const startOver = () => {
    rememberBatch(null);
    setBatchId(null);
    setFailure(null);
    setNotice(null);
  };

  const submit = async () => {
    if (!batch) return;
    setSubmitting(true);
    setFailure(null);
    const result = await confirmAndSubmit(batch);
    setSubmitting(false);
    if (!result) return;
    if (result.ok) {
      setNotice(T.submitted);
      reload();
    } else {
      setFailure(result.message ?? T.submitFailed);
    }
  };

  const ready = hydrated && !submitting;
  const showChooser = batchId === null && upload === null;

  return (
    <div {...hydratedMarker(hydrated)} className="flex max-w-5xl flex-col gap-6">
      <TemplateLinks />
      {showChooser && <DropZone onFile={(file) => void start(file)} ready={hydrated} />}
      <FormAlert kind="error" message={failure} />
      {upload && (
        <section aria-labelledby="tape-upload-title" className="flex flex-col gap-2">
          <h2 id="tape-upload-title" className="text-lg font-semibold">
            {T.uploadingTitle(upload.name)}
          </h2>
          <ProgressBar
            label={T.uploadProgress}
            value={upload.sent}
            max={upload.total}
            text={T.uploaded(formatFileSize(upload.sent), formatFileSize(upload.total))}
          />
          <button type="button" className="btn self-start btn-ghost btn-sm" onClick={cancel} disabled={!hydrated}>
            {T.cancelUpload}
          </button>
        </section>
      )}
      {batchId !== null && !batch && !loadFailure && <LoadingState />}
      {loadFailure !== null && <ErrorState message={loadFailure || T.loadFailed} onRetry={reload} ready={hydrated} />}
      {batch && (
        <>
          {batch.status === 'validating' && (
            <section aria-labelledby="tape-validating-title" className="flex flex-col gap-2">
              <h2 id="tape-validating-title" className="text-lg font-semibold">
                {T.validatingTitle}
              </h2>
              <ProgressBar label={T.validationProgress} {...validationProgress(batch)} />
              {pollFailed && <p className="text-sm text-warning">{T.pollFailed}</p>}
            </section>
          )}
          <BatchSummary batch={batch} />
          <FormAlert kind="success" message={notice} />
          {batch.status !== 'validating' && batch.error_count > 0 && <ErrorTable batchId={batch.id} ready={hydrated} />}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" className="btn btn-ghost" onClick={startOver} disabled={!ready}>
              {T.another}
            </button>
            {batch.status === 'pending_approval' && (
              <a className="btn btn-ghost" href={pathFor('bank.mortgages')}>
                {T.toMortgages}
              </a>
            )}
            {canSubmitBatch(batch) && (
              <button type="button" className="btn btn-primary" onClick={() => void submit()} disabled={!ready}>
                {T.submit(batch.valid_rows)}
              </button>
            )}
          </div>
        </>
      )}
    </div>
  );
}
