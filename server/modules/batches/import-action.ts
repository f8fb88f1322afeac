/**
 * The batch.import action type: an officer or manager submits a validated batch, another
 * manager of the bank approves it through the maker/checker engine, and every valid row
 * becomes an approved loan in the approval's transaction (import-sql.ts), or none does.
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { batches } from '../../db/schema/index.ts';
import { conflict, notFound, ValidationError } from '../../lib/http-errors.ts';
import { registerActionType, type PendingActionRow } from '../../lib/maker-checker/index.ts';
import { importBatchRows, refsNowTaken } from './import-sql.ts';
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

const validatedStatus = (batch: BatchRow): BatchStatus => (batch.errorCount === 0 ? 'validated' : 'validated_with_errors');

export function registerBatchActionTypes(): void {
  registerActionType({
    type: BATCH_IMPORT,
    targetType: 'batch',
    scope: 'bank',
    async lockTarget(tx, targetId) {
      const batch = await lockBatch(tx, targetId);
      return batch && { version: batch.version, scopeEntityId: batch.bankId };
    },
    async onPropose({ tx }, targetId) {
      const batch = await lockedBatch(tx, targetId);
      if (batch.status !== 'validated' && batch.status !== 'validated_with_errors') throw conflict(BATCH_MESSAGES.notValidated);
      if (batch.validRows === 0) throw new ValidationError({ batch: [BATCH_MESSAGES.noValidRows] });
      // The version stays: the action is made at it, and submitting changes no data.
      await setStatus(tx, batch, 'pending_approval', false);
    },
    async apply({ tx, actor }, action: PendingActionRow) {
      const batch = await lockedBatch(tx, action.targetId);
      if (batch.status !== 'pending_approval') throw conflict(BATCH_MESSAGES.notPending);
      const taken = await refsNowTaken(tx, batch.id, batch.bankId);
      if (taken.count > 0) throw conflict(BATCH_MESSAGES.duplicatesAtApproval(taken.count, taken.examples[0] ?? ''));
      const imported = await importBatchRows(tx, {
        batchId: batch.id,
        bankId: batch.bankId,
        makerId: action.makerId,
        approverId: actor.userId,
        pendingActionId: action.id,
      });
      const version = await setStatus(tx, batch, 'imported', true);
      return { version, before: { status: batch.status, valid_rows: batch.validRows }, after: { status: 'imported', imported_loans: imported } };
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
