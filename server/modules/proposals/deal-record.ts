/** The deal final acceptance makes: its row and the first step of its timeline. */
import type { Executor } from '../../db/client.ts';
import { dealEvents, deals } from '../../db/schema/index.ts';
import type { DealRow } from '../../lib/trading/deal-queries.ts';

export async function insertDeal(tx: Executor, values: typeof deals.$inferInsert, actorId: number): Promise<DealRow> {
  const [deal] = await tx.insert(deals).values(values).returning();
  if (!deal) throw new Error('deal insert returned nothing');
  await tx.insert(dealEvents).values({ dealId: deal.id, kind: 'created', actorId });
  return deal;
}
