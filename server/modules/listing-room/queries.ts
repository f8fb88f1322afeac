/** SQL for a listed loan's data room: the loan with its bank, and which investors trade on it. */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { OPEN_PROPOSAL_STATUSES } from '../../../src/domain/trading/proposal-status.ts';
import type { Executor } from '../../db/client.ts';
import { deals, entities, loans, proposals } from '../../db/schema/index.ts';

export async function roomLoan(db: Executor, loanId: number) {
  const [row] = await db
    .select({
      id: loans.id,
      bankId: loans.bankId,
      loanRef: loans.loanRef,
      status: loans.status,
      bankActive: sql<boolean>`${entities.status} = 'active'`,
    })
    .from(loans)
    .innerJoin(entities, eq(entities.id, loans.bankId))
    .where(eq(loans.id, loanId));
  return row ?? null;
}

export type RoomLoan = NonNullable<Awaited<ReturnType<typeof roomLoan>>>;

/** Of the investors, those with a live proposal on the loan (submitted, countered, accepted). */
export async function investorsProposing(db: Executor, loanId: number, investorIds: readonly number[]) {
  const rows = await db
    .select({ investorId: proposals.investorId })
    .from(proposals)
    .where(
      and(
        eq(proposals.loanId, loanId),
        inArray(proposals.investorId, [...investorIds]),
        inArray(proposals.status, [...OPEN_PROPOSAL_STATUSES]),
      ),
    );
  return rows.map((row) => row.investorId);
}

/** Of the investors, those holding a deal on the loan that was not cancelled. */
export async function investorsHoldingDeal(db: Executor, loanId: number, investorIds: readonly number[]) {
  const rows = await db
    .select({ investorId: deals.investorId })
    .from(deals)
    .where(and(eq(deals.loanId, loanId), inArray(deals.investorId, [...investorIds]), ne(deals.status, 'cancelled')));
  return rows.map((row) => row.investorId);
}
