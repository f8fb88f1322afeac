/**
 * Runs a pass every interval while the server is up (expiries, lapses, closing phases): started by
 * server/main.ts, never by tests, which call the passes themselves. No new pass starts once stopping
 * begins; the one running finishes before the database closes. A failed pass is logged and the next
 * one tries again.
 */
import type { FastifyInstance } from 'fastify';

export function schedulePeriodicPass(
  app: FastifyInstance,
  intervalSeconds: number,
  name: string,
  pass: () => Promise<void>,
): void {
  if (intervalSeconds <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = pass().catch((error: unknown) => app.log.error({ err: error }, `the ${name} failed`));
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, intervalSeconds * 1000);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
  });
  app.addHook('onClose', async () => {
    await running;
  });
}
