/**
 * The batch.import action type: an officer or manager submits a validated batch, another
 * manager of the bank approves it through the maker/checker engine, and the approval leaves the
 * batch `importing`: once it has committed, the import runs in the background (import-job.ts),
 * where every valid row becomes an approved loan in one transaction, or none does.
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { batches } from '../../db/schema/index.ts';
import { conflict, notFound, ValidationError } from '../../lib/http-errors.ts';
import type { ActionTypes, PendingActionRow } from '../../lib/maker-checker/index.ts';
import { refsNowTaken } from './import-sql.ts';
import { BATCH_MESSAGES } from './messages.ts';
import { lockBatch, type BatchRow, type BatchStatus } from './queries.ts';

export const BATCH_IMPORT = 'batch.import';

async function lockedBatch(tx: Executor, id: number): Promise<BatchRow> {
  const batch = await lockBatch(tx, id);
  if (!batch) throw notFound();
  return batch;
}

async function setStatus(tx: Executor, batch: BatchRow, status: BatchStatus, bumpVersion: boolean): Promise<number> {
  const version = bumpVersion ? batch.version + 1 : batch.version;
  await tx.update(batches).set({ status, version, updatedAt: new Date() }).where(eq(batches.id, batch.id));
  return version;
}

const validatedStatus = (batch: BatchRow): BatchStatus =>
  batch.errorCount === 0 ? 'validated' : 'validated_with_errors';

/** `startImport` runs the import of a batch whose approval has committed (the app's import runner). */
export function registerBatchActionTypes(
  actionTypes: ActionTypes,
  startImport: (batchId: number) => void = () => {},
): void {
  actionTypes.register({
    type: BATCH_IMPORT,
    targetType: 'batch',
    scope: 'bank',
    async lockTarget(tx, targetId) {
      const batch = await lockBatch(tx, targetId);
      return batch && { version: batch.version, scopeEntityId: batch.bankId };
    },
    async onPropose({ tx }, targetId) {
      const batch = await lockedBatch(tx, targetId);
      if (batch.status !== 'validated' && batch.status !== 'validated_with_errors')
        throw conflict(BATCH_MESSAGES.notValidated);
      if (batch.validRows === 0) throw new ValidationError({ batch: [BATCH_MESSAGES.noValidRows] });
      // The version stays: the action is made at it, and submitting changes no data.
      await setStatus(tx, batch, 'pending_approval', false);
    },
    async apply({ tx }, action: PendingActionRow) {
      const batch = await lockedBatch(tx, action.targetId);
      if (batch.status !== 'pending_approval') throw conflict(BATCH_MESSAGES.notPending);
      // The loan_refs taken since validation refuse the approval now; the import's insert catches any taken later.
      const taken = await refsNowTaken(tx, batch.id, batch.bankId);
      if (taken.count > 0) throw conflict(BATCH_MESSAGES.duplicatesAtApproval(taken.count, taken.examples[0] ?? ''));
      await tx
        .update(batches)
        .set({ status: 'importing', importedRows: 0, updatedAt: new Date() })
        .where(eq(batches.id, batch.id));
      // The batch's revision (pending_approval -> imported) is written by the import, in its transaction.
      return null;
    },
    afterDecision(action) {
      if (action.status === 'approved') startImport(action.targetId);
    },
    async onReject({ tx }, action) {
      const batch = await lockedBatch(tx, action.targetId);
      await setStatus(tx, batch, 'rejected', true);
    },
    async onCancel({ tx }, action) {
      const batch = await lockedBatch(tx, action.targetId);
      await setStatus(tx, batch, validatedStatus(batch), false);
    },
  });
}
