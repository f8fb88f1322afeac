/**
 * Imports an approved batch in the background, in the server process (import-runner.ts): every
 * valid row becomes an approved loan with its first revision, a chunk at a time, all in one
 * transaction that ends with the batch `imported` and its revision, so a failure or a stopped
 * process leaves none of them. Progress is written beside the transaction after each chunk.
 *
 * A failure (a loan_ref taken since the approval, or any error of the database) fails the batch
 * with a message, nothing imported. A process that stops mid-import leaves the batch `importing`
 * with its transaction rolled back; the next sweep of any process (at its start and every
 * minute) imports it again from the start. A transaction-scoped advisory lock on the batch makes
 * sure only one process imports a batch at a time.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { writeRevision } from '../../lib/revisions/write-revision.ts';
import { batches } from '../../db/schema/index.ts';
import { chunkEnds, importChunk, refsNowTaken, type ImportContext } from './import-sql.ts';
import { BATCH_MESSAGES } from './messages.ts';
import { failImport, findBatch, latestImportActions, saveImportProgress, type BatchRow } from './queries.ts';

/** Rows per statement: the progress moves on after each (ten steps for a 100,000-row batch). */
export const IMPORT_CHUNK_ROWS = 10_000;
/** The advisory lock's first key (the second is the batch id); any fixed number, the same in every process. */
const IMPORT_LOCK_CLASS = 741_493;

export type ImportOutcome = 'imported' | 'failed' | 'not_importing' | 'running_elsewhere';

export interface ImportOptions {
  chunkRows?: number;
  /** Called in the transaction after each chunk's progress is written (tests hold or break an import there). */
  afterChunk?: (batchId: number, importedRows: number) => Promise<void>;
}

class NotImportable extends Error {}

async function contextOf(tx: Executor, batch: BatchRow): Promise<ImportContext> {
  const action = (await latestImportActions(tx, [batch.id])).get(batch.id);
  if (action?.status !== 'approved' || action.checkerId === null)
    throw new NotImportable(`batch ${batch.id} is importing without an approved import action`);
  return {
    batchId: batch.id,
    bankId: batch.bankId,
    makerId: action.makerId,
    approverId: action.checkerId,
    pendingActionId: action.id,
  };
}

async function finish(tx: Executor, batch: BatchRow, context: ImportContext, imported: number): Promise<void> {
  const version = batch.version + 1;
  await tx
    .update(batches)
    .set({ status: 'imported', version, importedRows: imported, updatedAt: sql`now()` })
    .where(and(eq(batches.id, batch.id), eq(batches.status, 'importing')));
  await writeRevision(tx, {
    targetType: 'batch',
    targetId: batch.id,
    version,
    before: { status: 'pending_approval', valid_rows: batch.validRows },
    after: { status: 'imported', imported_loans: imported },
    actorId: context.makerId,
    approverId: context.approverId,
    pendingActionId: context.pendingActionId,
  });
}

async function failureMessage(db: Database, batchId: number, error: unknown): Promise<string> {
  if (!isUniqueViolation(error)) return BATCH_MESSAGES.importFailed;
  const batch = await findBatch(db, batchId);
  const taken = batch ? await refsNowTaken(db, batchId, batch.bankId) : { count: 0, examples: [] };
  return taken.count > 0
    ? BATCH_MESSAGES.duplicatesAtImport(taken.count, taken.examples[0] ?? '')
    : BATCH_MESSAGES.importFailed;
}

export async function runImport(
  db: Database,
  batchId: number,
  log: FastifyBaseLogger,
  options: ImportOptions = {},
): Promise<ImportOutcome> {
  const chunkRows = options.chunkRows ?? IMPORT_CHUNK_ROWS;
  const progress: Promise<void>[] = [];
  try {
    return await db.transaction(async (tx) => {
      const lock = await tx.execute<{ locked: boolean }>(
        sql`select pg_try_advisory_xact_lock(${IMPORT_LOCK_CLASS}, ${batchId}) as locked`,
      );
      if (!lock.rows[0]?.locked) return 'running_elsewhere';
      // Read after the lock: a process that held it may have just committed the import.
      const batch = await findBatch(tx, batchId);
      if (batch?.status !== 'importing') return 'not_importing';
      const context = await contextOf(tx, batch);
      // Each chunk joins its loans to their staged rows (revisions and all) in memory, rather than through temporary files.
      await tx.execute(sql`set local work_mem = '64MB'`);
      let imported = 0;
      let afterRow = 0;
      for (const throughRow of await chunkEnds(tx, batchId, chunkRows)) {
        imported += await importChunk(tx, context, afterRow, throughRow);
        afterRow = throughRow;
        // Not awaited here: on the embedded database (one connection) it runs once the transaction ends, and then does nothing.
        const saved = saveImportProgress(db, batchId, imported).catch((error: unknown) =>
          log.warn({ err: error, batchId }, 'could not save the import progress'),
        );
        progress.push(saved);
        await options.afterChunk?.(batchId, imported);
      }
      await finish(tx, batch, context, imported);
      return 'imported';
    });
  } catch (error) {
    log.error({ err: error, batchId }, 'the import of a batch failed; nothing was imported');
    await failImport(db, batchId, await failureMessage(db, batchId, error)).catch((failure: unknown) =>
      log.error({ err: failure, batchId }, 'could not mark the import failed'),
    );
    return 'failed';
  } finally {
    await Promise.all(progress);
  }
}
