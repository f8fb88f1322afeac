/** The periodic mail pass (dispatch-trigger.ts) while the server is up; started by server/main.ts, never by tests. */
import type { FastifyInstance } from 'fastify';

export const NOTIFICATION_PASS_SECONDS = 30;

export function scheduleNotificationDispatch(app: FastifyInstance, intervalSeconds = NOTIFICATION_PASS_SECONDS): void {
  if (intervalSeconds <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => app.notificationDispatcher.kick(), intervalSeconds * 1000);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
  });
}
