/** The deal final acceptance makes: its row, its first revision and the first step of its timeline. */
import type { Executor } from '../../db/client.ts';
import { dealSnapshot } from '../../db/deal-snapshot.ts';
import { dealEvents, deals } from '../../db/schema/index.ts';
import { writeRevision } from '../../lib/revisions/write-revision.ts';
import type { DealRow } from '../trading/deal-queries.ts';

export async function insertDeal(tx: Executor, values: typeof deals.$inferInsert, actorId: number): Promise<DealRow> {
  const [deal] = await tx.insert(deals).values(values).returning();
  if (!deal) throw new Error('deal insert returned nothing');
  await writeRevision(tx, {
    targetType: 'deal',
    targetId: deal.id,
    version: deal.version,
    before: null,
    after: dealSnapshot(deal),
    actorId,
  });
  await tx.insert(dealEvents).values({ dealId: deal.id, kind: 'created', actorId });
  return deal;
}
