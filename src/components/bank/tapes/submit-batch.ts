/** Submitting a checked batch: confirmed first, then the valid rows wait for a bank manager. */
import { requestConfirm } from '@/stores/confirm';
import { submitBatch, type Batch } from '@/lib/api/batches';
import type { ApiResult } from '@/lib/api/api-result';
import { TAPE_TEXT as T } from './tape-text';

export const canSubmitBatch = (batch: Batch) => batch.can.submit && batch.valid_rows > 0;

/** Null when the user did not confirm. */
export async function confirmAndSubmit(batch: Batch): Promise<ApiResult<unknown> | null> {
  const accepted = await requestConfirm({
    header: T.confirmSubmitHeader,
    message: T.confirmSubmit(batch.valid_rows, batch.error_rows),
    acceptLabel: T.confirmSubmitAccept,
  });
  if (!accepted) return null;
  return submitBatch(batch.id);
}
