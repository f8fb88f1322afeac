/** Runs the expiry pass (expiry.ts) every interval while the server is up; started by server/main.ts, never by tests. */
import type { FastifyInstance } from 'fastify';
import { expireProposals } from './expiry.ts';

export function scheduleProposalExpiry(app: FastifyInstance, intervalSeconds: number): void {
  if (intervalSeconds <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const pass = () => {
    running = expireProposals(app.db)
      .then((outcome) => {
        if (outcome.acceptancesLapsed + outcome.offersLapsed + outcome.remindersWritten > 0)
          app.log.info(outcome, 'proposals expired or reminded');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'the proposal expiry pass failed'));
  };
  app.addHook('onReady', async () => {
    timer = setInterval(pass, intervalSeconds * 1000);
    timer.unref();
  });
  // No new pass once stopping begins; the one running finishes before the database closes.
  app.addHook('preClose', async () => {
    clearInterval(timer);
  });
  app.addHook('onClose', async () => {
    await running;
  });
}
