/**
 * Runs tape validations in the background of this process and keeps track of them, so closing
 * the app waits for them; and fails the validations a dead process left behind (their
 * heartbeat stopped), at start-up and every so often after.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { BATCH_MESSAGES } from './messages.ts';
import { failAbandonedValidations } from './queries.ts';
import { HEARTBEAT_TIMEOUT_SECONDS, runValidation, type ValidationJob } from './validation-run.ts';

export interface ValidationRunner {
  start(job: ValidationJob): void;
  /** Fails abandoned validations; returns how many. */
  sweep(): Promise<number>;
  close(): Promise<void>;
}

export function createValidationRunner(db: Database, log: FastifyBaseLogger): ValidationRunner {
  const running = new Set<Promise<void>>();
  const sweep = async () => {
    const failed = await failAbandonedValidations(db, HEARTBEAT_TIMEOUT_SECONDS, BATCH_MESSAGES.abandoned);
    if (failed > 0) log.warn({ failed }, 'data tape validations abandoned by a stopped process were marked failed');
    return failed;
  };
  const timer = setInterval(() => {
    sweep().catch((error: unknown) => log.error({ err: error }, 'could not check for abandoned validations'));
  }, HEARTBEAT_TIMEOUT_SECONDS * 1000);
  timer.unref();
  return {
    start(job) {
      const run = runValidation(db, job, log).finally(() => running.delete(run));
      running.add(run);
    },
    sweep,
    async close() {
      clearInterval(timer);
      await Promise.allSettled([...running]);
    },
  };
}
