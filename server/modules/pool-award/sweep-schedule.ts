/** Runs the lapse sweep (invitations.ts) every interval while the server is up. */
import type { FastifyInstance } from 'fastify';
import { schedulePeriodicPass } from '../../lib/periodic-pass.ts';
import { sweepLapsedInvitations } from './invitations.ts';

export function scheduleAwardSweep(app: FastifyInstance, intervalSeconds: number): void {
  schedulePeriodicPass(app, intervalSeconds, 'pool award sweep', async () => {
    const moved = await sweepLapsedInvitations(app.db);
    if (moved > 0) app.log.info({ moved }, 'lapsed pool award invitations moved on');
  });
}
