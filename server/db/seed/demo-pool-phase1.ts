/**
 * Phase 1 of the demo pool listed at Northwind (demo-pools.ts): Summit Capital's analyst accepted its
 * NDA a few hours after the listing and placed an indicative bid, so the investor screens show a pool
 * under way and the bank's page shows the bids sealed until the deadline.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { entities, poolIndicativeBids, poolParticipants, pools, users } from '../schema/index.ts';
import { DEMO_POOL_NAMES } from './demo-pools.ts';

const HOUR_MS = 3600 * 1000;
export const DEMO_PHASE1 = { investor: 'Summit Capital', person: 'analyst@summit.test', pricePct: '93.250' } as const;

export async function seedDemoPoolPhase1(db: Executor): Promise<void> {
  const [pool] = await db
    .select()
    .from(pools)
    .where(and(eq(pools.name, DEMO_POOL_NAMES.listed), eq(pools.status, 'phase_1')));
  const [investor] = await db
    .select({ id: entities.id })
    .from(entities)
    .where(and(eq(entities.kind, 'investor'), eq(entities.name, DEMO_PHASE1.investor)));
  const [person] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.email, DEMO_PHASE1.person));
  if (!pool || !investor || !person) return;
  const acceptedAt = new Date((pool.listedAt ?? new Date()).getTime() + 2 * HOUR_MS);
  await db
    .insert(poolParticipants)
    .values({
      poolId: pool.id,
      investorId: investor.id,
      ndaAcceptedById: person.id,
      ndaAcceptedByName: person.name,
      ndaAcceptedByEmail: person.email,
      ndaAcceptedAt: acceptedAt,
      ndaAcceptedFromAddress: '203.0.113.24',
      ndaTextSha256: createHash('sha256')
        .update(pool.ndaText ?? '', 'utf8')
        .digest('hex'),
    })
    .onConflictDoNothing();
  const placedAt = new Date(acceptedAt.getTime() + HOUR_MS);
  await db
    .insert(poolIndicativeBids)
    .values({
      poolId: pool.id,
      investorId: investor.id,
      pricePct: DEMO_PHASE1.pricePct,
      note: 'Subject to the loan files confirming the arrears history.',
      placedById: person.id,
      placedAt,
      updatedAt: placedAt,
    })
    .onConflictDoNothing();
}
