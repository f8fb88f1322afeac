/**
 * Who phase 1 of a pool's sale tells, in the step's transaction: the investors a listing opens the pool
 * to, and after the shortlist each participant whether it goes on to the binding phase.
 */
import { INVESTOR_ROLES } from '../../../src/domain/roles.ts';
import { pathFor } from '../../../src/domain/routes.ts';
import type { Executor } from '../../db/client.ts';
import { notify, peopleWithRoles } from '../../lib/notifications/index.ts';
import { activeInvestors, entityNames, type PoolRow } from './queries.ts';

const subjectOf = (pool: PoolRow) => ({ type: 'pool', id: pool.id });
const utc = (at: Date | null) => (at ? `${at.toISOString().replace('T', ' ').slice(0, 16)} UTC` : 'its deadline');
const poolPage = (pool: PoolRow) => pathFor('investor.pools.show', { id: pool.id });

async function bankName(tx: Executor, pool: PoolRow) {
  return (await entityNames(tx, [pool.bankId])).get(pool.bankId) ?? 'A bank';
}

/** The listing is approved: every investor it is open to hears that phase 1 runs until its deadline. */
export async function notifyPhase1Opened(tx: Executor, pool: PoolRow): Promise<void> {
  const active = (await activeInvestors(tx)).map((investor) => investor.id);
  const investors = pool.accessMode === 'open' ? active : active.filter((id) => pool.invitedInvestorIds.includes(id));
  const bank = await bankName(tx, pool);
  await notify(tx, {
    kind: 'pool_phase_1_opened',
    userIds: await peopleWithRoles(tx, investors, INVESTOR_ROLES),
    subject: subjectOf(pool),
    words: {
      title: `${bank} offers the pool ${pool.name}`,
      lines: [
        `${bank} lists the pool ${pool.name} (${pool.currency}) for sale. Indicative bids are open until ${utc(pool.phase1Deadline)}.`,
        'Accept its NDA on the pool’s page to download the anonymised tape and place an indicative bid.',
      ],
      href: poolPage(pool),
    },
  });
}

/** The shortlist is made: the shortlisted go on to binding bids, the others are told they do not. */
export async function notifyShortlist(
  tx: Executor,
  pool: PoolRow,
  shortlisted: readonly number[],
  notShortlisted: readonly number[],
): Promise<void> {
  const bank = await bankName(tx, pool);
  await notify(tx, {
    kind: 'pool_shortlisted',
    userIds: await peopleWithRoles(tx, shortlisted, INVESTOR_ROLES),
    subject: subjectOf(pool),
    words: {
      title: `You are shortlisted for the pool ${pool.name}`,
      lines: [
        `${bank} shortlisted your organisation for the binding phase of the pool ${pool.name}.`,
        `Place a binding bid, with a price for each loan, before ${utc(pool.phase2Deadline)}.`,
      ],
      href: `${poolPage(pool)}/bid`,
    },
  });
  await notify(tx, {
    kind: 'pool_not_shortlisted',
    userIds: await peopleWithRoles(tx, notShortlisted, INVESTOR_ROLES),
    subject: subjectOf(pool),
    words: {
      title: `You are not shortlisted for the pool ${pool.name}`,
      lines: [
        `${bank} closed the indicative phase of the pool ${pool.name} without shortlisting your organisation.`,
        'Thank you for your bid. The pool’s binding phase goes on without you.',
      ],
      href: poolPage(pool),
    },
  });
}
