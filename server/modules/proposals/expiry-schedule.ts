/** Runs the expiry pass (expiry.ts) every interval while the server is up. */
import type { FastifyInstance } from 'fastify';
import { schedulePeriodicPass } from '../../lib/periodic-pass.ts';
import { expireProposals } from './expiry.ts';

export function scheduleProposalExpiry(app: FastifyInstance, intervalSeconds: number): void {
  schedulePeriodicPass(app, intervalSeconds, 'proposal expiry pass', async () => {
    const outcome = await expireProposals(app.db);
    if (outcome.acceptancesLapsed + outcome.offersLapsed + outcome.remindersWritten > 0)
      app.log.info(outcome, 'proposals expired or reminded');
  });
}
