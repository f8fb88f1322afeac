/** Runs the lapse sweep (invitations.ts) every interval while the server is up; started by server/main.ts, never by tests. */
import type { FastifyInstance } from 'fastify';
import { sweepLapsedInvitations } from './invitations.ts';

export function scheduleAwardSweep(app: FastifyInstance, intervalSeconds: number): void {
  if (intervalSeconds <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const pass = () => {
    running = sweepLapsedInvitations(app.db)
      .then((moved) => {
        if (moved > 0) app.log.info({ moved }, 'lapsed pool award invitations moved on');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'the pool award sweep failed'));
  };
  app.addHook('onReady', async () => {
    timer = setInterval(pass, intervalSeconds * 1000);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
  });
  app.addHook('onClose', async () => {
    await running;
  });
}
