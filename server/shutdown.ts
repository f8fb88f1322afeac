/**
 * Stops on SIGTERM or SIGINT: the listener closes at once (new connections are refused), requests
 * in flight finish, then the scheduled jobs and background validations end and the database
 * closes; exit 0. Requests still running after the timeout are abandoned with exit 1, so a
 * supervisor sees that the stop was not clean.
 */
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/client.ts';

export function stopOnSignals(app: FastifyInstance, database: DatabaseHandle, timeoutSeconds: number): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal, timeoutSeconds }, 'stopping: finishing the requests in flight');
    const deadline = setTimeout(() => {
      app.log.error({ timeoutSeconds }, 'stopping: requests still running after the timeout were abandoned');
      process.exit(1);
    }, timeoutSeconds * 1000);
    try {
      await app.close();
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, 'stopping failed');
      process.exit(1);
    }
    clearTimeout(deadline);
    app.log.info('stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}
