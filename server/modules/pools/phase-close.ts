/**
 * A bidding phase closes at its deadline, with no one's request to mark it: a periodic pass tells the
 * pool's bank, once per phase, that the sealed bids can now be read (phase 1: shortlist; phase 2: rank
 * and award). The once-key keeps a later pass, or a second server, from telling anyone twice.
 */
import { and, eq, gt, lte, or } from 'drizzle-orm';
import { BANK_ROLES } from '../../../src/domain/roles.ts';
import { pathFor } from '../../../src/domain/routes.ts';
import type { Executor } from '../../db/client.ts';
import { pools } from '../../db/schema/index.ts';
import { notify, peopleWithRoles } from '../../lib/notifications/index.ts';

/** A phase that closed longer ago than this is left alone: its bank has long been told. */
const LOOK_BACK_MS = 7 * 24 * 3_600_000;

const utc = (at: Date) => `${at.toISOString().replace('T', ' ').slice(0, 16)} UTC`;

type ClosedPool = Pick<typeof pools.$inferSelect, 'id' | 'bankId' | 'name' | 'status'> & { deadline: Date };

function words(pool: ClosedPool) {
  if (pool.status === 'phase_1')
    return {
      title: `Indicative bids on ${pool.name} can be read`,
      lines: [
        `Phase 1 of the pool ${pool.name} closed at ${utc(pool.deadline)}.`,
        'Read the indicative bids and shortlist the investors who go on to binding bids.',
      ],
      href: pathFor('bank.pools.show', { id: pool.id }),
    };
  return {
    title: `Binding bids on ${pool.name} can be ranked`,
    lines: [
      `Phase 2 of the pool ${pool.name} closed at ${utc(pool.deadline)}.`,
      'Compare the binding bids and award the pool, with up to two backup bidders.',
    ],
    href: pathFor('bank.pools.bids', { id: pool.id }),
  };
}

/** Tells each bank whose pool's phase has closed, once per phase; returns how many pools it looked at. */
export async function notifyClosedPhases(db: Executor, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - LOOK_BACK_MS);
  const closed = await db
    .select({
      id: pools.id,
      bankId: pools.bankId,
      name: pools.name,
      status: pools.status,
      phase1Deadline: pools.phase1Deadline,
      phase2Deadline: pools.phase2Deadline,
    })
    .from(pools)
    .where(
      or(
        and(eq(pools.status, 'phase_1'), lte(pools.phase1Deadline, now), gt(pools.phase1Deadline, since)),
        and(eq(pools.status, 'phase_2'), lte(pools.phase2Deadline, now), gt(pools.phase2Deadline, since)),
      ),
    );
  for (const row of closed) {
    const pool = { ...row, deadline: (row.status === 'phase_1' ? row.phase1Deadline : row.phase2Deadline)! };
    await notify(db, {
      kind: 'pool_phase_closed',
      userIds: await peopleWithRoles(db, [pool.bankId], BANK_ROLES),
      subject: { type: 'pool', id: pool.id },
      words: words(pool),
      onceKey: `pool-${pool.status}-closed:${pool.id}`,
    });
  }
  return closed.length;
}
