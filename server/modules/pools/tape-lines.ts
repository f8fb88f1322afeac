/**
 * A listed pool's tape numbers its loans 1..n in the order of their ids, so an investor names a loan by
 * its line without learning the bank's reference. The numbering is fixed once the pool is listed, since
 * a listed pool's loans no longer change; the anonymised tape and the per-loan bids both read it here.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { loans, poolLoans } from '../../db/schema/index.ts';

export interface PoolLine {
  line: number;
  loanId: number;
  currentPrincipal: string;
}

export async function poolLines(db: Executor, poolId: number): Promise<PoolLine[]> {
  const rows = await db
    .select({
      line: sql<number>`(row_number() over (order by ${poolLoans.loanId}))::int`,
      loanId: poolLoans.loanId,
      currentPrincipal: loans.currentPrincipal,
    })
    .from(poolLoans)
    .innerJoin(loans, eq(loans.id, poolLoans.loanId))
    .where(eq(poolLoans.poolId, poolId))
    .orderBy(asc(poolLoans.loanId));
  return rows;
}
