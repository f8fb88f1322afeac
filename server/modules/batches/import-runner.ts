/**
 * Runs approved batch imports in the background of this process and keeps track of them, so
 * closing the app waits for them; and imports again the batches a stopped process left
 * `importing`, at start-up and every so often after (import-job.ts says why that is safe).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { runImport, type ImportOptions } from './import-job.ts';
import { importingBatchIds } from './queries.ts';

/** How often a process looks for imports left by a stopped one. */
export const IMPORT_SWEEP_SECONDS = 60;

export interface ImportRunner {
  start(batchId: number): void;
  /** Starts the imports no process is running; returns how many batches it looked at. */
  sweep(): Promise<number>;
  close(): Promise<void>;
}

export function createImportRunner(db: Database, log: FastifyBaseLogger, options: ImportOptions = {}): ImportRunner {
  const running = new Map<number, Promise<void>>();
  let closed = false;
  const start = (batchId: number) => {
    if (closed || running.has(batchId)) return;
    // On the next turn: the approval that queued it answers first.
    const run = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => runImport(db, batchId, log, options))
      .then((outcome) => {
        if (outcome === 'imported') log.info({ batchId }, 'batch imported');
      })
      .finally(() => running.delete(batchId));
    running.set(batchId, run);
  };
  const sweep = async () => {
    const ids = await importingBatchIds(db);
    for (const id of ids) start(id);
    return ids.length;
  };
  const timer = setInterval(() => {
    sweep().catch((error: unknown) => log.error({ err: error }, 'could not look for imports to resume'));
  }, IMPORT_SWEEP_SECONDS * 1000);
  timer.unref();
  return {
    start,
    sweep,
    async close() {
      closed = true;
      clearInterval(timer);
      await Promise.allSettled([...running.values()]);
    },
  };
}
