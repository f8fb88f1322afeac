/**
 * When the outbox is mailed: right after a request that may have written notifications has been
 * answered (its transaction committed by then), and by the periodic pass (dispatch-schedule.ts)
 * for whatever a crash, a failed delivery or a background job (the expiry pass's reminders) left
 * pending. One pass runs at a time per process; a kick during a pass asks for one more after it.
 */
import type { FastifyInstance } from 'fastify';
import { dispatchNotifications, type DispatchOutcome } from './dispatcher.ts';

export interface NotificationDispatcher {
  /** Starts a pass soon, without waiting for it. */
  kick(): void;
  /** Runs a pass now and answers what it mailed (tests, the periodic pass). */
  pass(): Promise<DispatchOutcome>;
  /** Resolves once no pass is running or asked for. */
  idle(): Promise<void>;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function registerNotificationDispatch(app: FastifyInstance): void {
  let running: Promise<void> | null = null;
  let again = false;
  const pass = () =>
    dispatchNotifications({ db: app.db, mailer: app.mailer, portalUrl: app.config.appUrl, log: app.log });
  const loop = async () => {
    do {
      again = false;
      await pass().catch((error: unknown) => app.log.error({ err: error }, 'the notification mail pass failed'));
    } while (again && !app.lifecycle.stopping);
    running = null;
  };
  const dispatcher: NotificationDispatcher = {
    kick() {
      // Once stopping begins no new pass starts: the database closes after the one running.
      if (app.lifecycle.stopping) return;
      if (running) again = true;
      else running = loop();
    },
    pass,
    async idle() {
      while (running) await running;
    },
  };
  app.decorate('notificationDispatcher', dispatcher);
  app.addHook('onResponse', async (request, reply) => {
    if (WRITES.has(request.method) && reply.statusCode < 400) dispatcher.kick();
  });
  // The pass running finishes (and hands its mail over) before the mailer and the database close.
  app.addHook('preClose', async () => dispatcher.idle());
}

declare module 'fastify' {
  interface FastifyInstance {
    notificationDispatcher: NotificationDispatcher;
  }
}
