/**
 * A withdrawn listing closes every open proposal on the loan (DOMAIN.md, "Agreed terms are
 * fixed"): each is expired with the reason its investor reads, any acceptance waiting for a
 * manager is cancelled, and each leaves its revision and history event, all inside the
 * withdrawal's approval (the loan already locked by the caller).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { proposalSnapshot } from '../../db/proposal-snapshot.ts';
import { pendingActions, proposalEvents, proposals } from '../../db/schema/index.ts';
import { writeRevision } from '../../lib/revisions/write-revision.ts';
import { ACCEPT_ACTION } from './proposal-queries.ts';

export const LISTING_WITHDRAWN_REASON = 'The bank withdrew the listing.';

/** Proposals that still bind someone to something: an offer, a counter, an acceptance. */
const OPEN_STATUSES = ['submitted', 'countered', 'accepted'] as const;

export interface WithdrawalAttribution {
  makerId: number;
  approverId: number;
  pendingActionId: number;
}

export async function closeOpenProposalsOnWithdrawal(
  tx: Executor,
  loanId: number,
  who: WithdrawalAttribution,
): Promise<number> {
  const open = await tx
    .select()
    .from(proposals)
    .where(and(eq(proposals.loanId, loanId), inArray(proposals.status, [...OPEN_STATUSES])))
    .orderBy(asc(proposals.id))
    .for('update');
  for (const row of open) {
    await tx
      .update(pendingActions)
      .set({ status: 'cancelled', decidedAt: new Date() })
      .where(
        and(
          eq(pendingActions.targetType, 'proposal'),
          eq(pendingActions.targetId, row.id),
          eq(pendingActions.actionType, ACCEPT_ACTION),
          eq(pendingActions.status, 'pending'),
        ),
      );
    const [closed] = await tx
      .update(proposals)
      .set({
        status: 'expired',
        rejectionReason: LISTING_WITHDRAWN_REASON,
        updatedAt: sql`now()`,
        version: sql`${proposals.version} + 1`,
      })
      .where(eq(proposals.id, row.id))
      .returning();
    await writeRevision(tx, {
      targetType: 'proposal',
      targetId: row.id,
      version: closed!.version,
      before: proposalSnapshot(row),
      after: proposalSnapshot(closed!),
      actorId: who.makerId,
      approverId: who.approverId,
      pendingActionId: who.pendingActionId,
    });
    // The bank's staff stay unnamed in the investor's history: the bank, not a person, closed it.
    await tx
      .insert(proposalEvents)
      .values({ proposalId: row.id, actorId: null, kind: 'expired', note: LISTING_WITHDRAWN_REASON });
  }
  return open.length;
}
