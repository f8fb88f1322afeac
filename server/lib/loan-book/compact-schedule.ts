/** Folds the loan book's running totals (compact.ts) every interval while the server is up. */
import type { FastifyInstance } from 'fastify';
import { schedulePeriodicPass } from '../periodic-pass.ts';
import { compactLoanBook } from './compact.ts';

export const LOAN_BOOK_COMPACT_SECONDS = 30;

export function scheduleLoanBookCompaction(app: FastifyInstance, intervalSeconds = LOAN_BOOK_COMPACT_SECONDS): void {
  // A bulk load (the seed, a restore) leaves a row per statement and grain: fold them before the first request.
  app.addHook('onReady', async () => {
    await compactLoanBook(app.db);
  });
  schedulePeriodicPass(app, intervalSeconds, 'loan book compaction', async () => {
    await compactLoanBook(app.db);
  });
}
