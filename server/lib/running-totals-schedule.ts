/** Folds the running totals (the loan book's, the waiting changes' tallies) every interval while the server is up. */
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/client.ts';
import { compactLoanBook } from './loan-book/compact.ts';
import { schedulePeriodicPass } from './periodic-pass.ts';
import { compactPendingTallies } from './pending-tallies/compact.ts';

export const RUNNING_TOTALS_COMPACT_SECONDS = 30;

async function compactRunningTotals(db: Executor): Promise<void> {
  await compactLoanBook(db);
  await compactPendingTallies(db);
}

export function scheduleRunningTotalsCompaction(
  app: FastifyInstance,
  intervalSeconds = RUNNING_TOTALS_COMPACT_SECONDS,
): void {
  // A bulk load (the seed, a restore) leaves a row per statement and grain: fold them before the first request.
  app.addHook('onReady', async () => {
    await compactRunningTotals(app.db);
  });
  schedulePeriodicPass(app, intervalSeconds, 'running totals compaction', () => compactRunningTotals(app.db));
}
