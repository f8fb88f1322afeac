/**
 * A pool deal sells many loans in one statement; each loan still gets its own revision, as a single
 * loan's sale does, so a loan's history shows who sold it and when. Written in batches, since a pool
 * may hold 10,000 loans.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { snapshotOf } from '../../db/loan-snapshot.ts';
import { dealLines, loans, revisions } from '../../db/schema/index.ts';

const BATCH = 500;

/** The deal's loans as they stand before the sale. */
export function loansOfDeal(tx: Executor, dealId: number) {
  return tx
    .select()
    .from(loans)
    .where(
      inArray(loans.id, sql`(select ${dealLines.loanId} from ${dealLines} where ${dealLines.dealId} = ${dealId})`),
    );
}

/** One revision per loan sold: its status before, 'sold' after, at the version the sale gave it. */
export async function writeSoldLoanRevisions(
  tx: Executor,
  before: readonly (typeof loans.$inferSelect)[],
  actorId: number,
): Promise<void> {
  for (let at = 0; at < before.length; at += BATCH)
    await tx.insert(revisions).values(
      before.slice(at, at + BATCH).map((row) => ({
        targetType: 'loan',
        targetId: row.id,
        version: row.version + 1,
        before: snapshotOf(row),
        after: snapshotOf({ ...row, status: 'sold' }),
        actorId,
      })),
    );
}
