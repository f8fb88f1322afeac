/** A bidding phase that closes tells the pool's bank once, whatever how many passes run after it. */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, pools } from '../../../server/db/schema/index.ts';
import { notifyClosedPhases } from '../../../server/modules/pools/phase-close.ts';
import { useApiHarness } from '../../support/api-harness.ts';
import { DEMO } from '../../support/demo-people.ts';
import { people } from '../../support/signed-in-people.ts';
import { userId } from '../../support/trading.ts';
import { movePhase1Deadline, poolInPhase1 } from './phase1-support.ts';

const h = useApiHarness();
const as = people(h);

async function toldOf(poolId: number) {
  return h.t.db
    .select({ userId: notifications.userId, payload: notifications.payload })
    .from(notifications)
    .where(and(eq(notifications.kind, 'pool_phase_closed'), eq(notifications.subjectId, poolId)));
}

describe('a bidding phase closing', () => {
  it('tells the bank’s officers and managers once that phase 1 closed, and nothing while it runs', async () => {
    const pool = await poolInPhase1(h, await as('bank_officer'), await as('bank_manager'));
    await notifyClosedPhases(h.t.db);
    expect(await toldOf(pool.id)).toEqual([]);

    await movePhase1Deadline(h, pool.id, -60_000);
    await notifyClosedPhases(h.t.db);
    await notifyClosedPhases(h.t.db);
    const told = await toldOf(pool.id);
    const bankPeople = [
      await userId(h.t.db, DEMO.northwindOfficer.email),
      await userId(h.t.db, DEMO.northwindManager.email),
    ];
    expect(told.map((row) => row.userId).sort((a, b) => a - b)).toEqual(bankPeople.sort((a, b) => a - b));
    expect(told[0]!.payload).toMatchObject({ href: `/app/bank/pools/${pool.id}` });
    expect(told[0]!.payload.title).toContain('Indicative bids');
  });

  it('tells the bank once more when phase 2 closes, pointing at the bids to rank', async () => {
    const pool = await poolInPhase1(h, await as('bank_officer'), await as('bank_manager'));
    await movePhase1Deadline(h, pool.id, -120_000);
    await notifyClosedPhases(h.t.db);
    await h.t.db
      .update(pools)
      .set({ status: 'phase_2', phase2Deadline: new Date(Date.now() - 60_000) })
      .where(eq(pools.id, pool.id));
    await notifyClosedPhases(h.t.db);
    await notifyClosedPhases(h.t.db);
    const told = await toldOf(pool.id);
    expect(told).toHaveLength(4);
    expect(told.filter((row) => row.payload.href === `/app/bank/pools/${pool.id}/bids`)).toHaveLength(2);
  });
});
