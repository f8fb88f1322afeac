/** One bid's lines for a page of loans. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { poolBindingBidLines } from '../../db/schema/index.ts';

export async function bidLinesOf(db: Executor, bidId: number, loanIds: readonly number[]) {
  if (loanIds.length === 0) return new Map();
  const rows = await db
    .select({
      loanId: poolBindingBidLines.loanId,
      excluded: poolBindingBidLines.excluded,
      pricePct: poolBindingBidLines.pricePct,
      amountMinor: sql<string>`${poolBindingBidLines.amountMinor}::text`,
    })
    .from(poolBindingBidLines)
    .where(and(eq(poolBindingBidLines.bidId, bidId), inArray(poolBindingBidLines.loanId, [...loanIds])));
  return new Map(rows.map((row) => [row.loanId, row]));
}
