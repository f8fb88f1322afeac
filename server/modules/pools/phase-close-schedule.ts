/** Runs the phase-close pass (phase-close.ts) every interval while the server is up. */
import type { FastifyInstance } from 'fastify';
import { schedulePeriodicPass } from '../../lib/periodic-pass.ts';
import { notifyClosedPhases } from './phase-close.ts';

export function schedulePhaseClose(app: FastifyInstance, intervalSeconds: number): void {
  schedulePeriodicPass(app, intervalSeconds, 'pool phase-close pass', async () => {
    await notifyClosedPhases(app.db);
  });
}
