/**
 * Every applied change to a proposal leaves a revision and a history event, and every change
 * to its loan a loan revision; the steps of the proposal rules all go through here, inside
 * their caller's transaction (the rows already locked, the loan first).
 */
import { snapshotOf } from '../../db/loan-snapshot.ts';
import type { Executor } from '../../db/client.ts';
import { writeRevision } from '../../lib/revisions/write-revision.ts';
import {
  insertEvent,
  updateLoan,
  updateProposal,
  type LoanRow,
  type ProposalRow,
  type ProposalValues,
} from './queries.ts';
import { proposalSnapshot } from '../../db/proposal-snapshot.ts';
import type { ProposalEventKind } from './schemas.ts';

export interface Attribution {
  /** Who made the change; null when the platform made it (expiry, a proposal superseded by another's deal). */
  actorId: number | null;
  approverId?: number | null;
  pendingActionId?: number | null;
}

export interface EventInput {
  kind: ProposalEventKind;
  pricePct?: string | null;
  amount?: string | null;
  settlementDate?: string | null;
  validUntil?: string | null;
  note?: string | null;
}

/** A history event that changes nothing on the proposal (an acceptance requested, declined or cancelled). */
export async function recordEvent(
  tx: Executor,
  proposalId: number,
  actorId: number | null,
  event: EventInput,
): Promise<void> {
  await insertEvent(tx, { proposalId, actorId, ...event });
}

/** Applies `values` to the locked proposal, with its revision and its history event. */
export async function changeProposal(
  tx: Executor,
  row: ProposalRow,
  values: ProposalValues,
  event: EventInput,
  who: Attribution,
  revisionWrittenByCaller = false,
): Promise<ProposalRow> {
  const updated = await updateProposal(tx, row.id, values);
  if (!revisionWrittenByCaller) {
    await writeRevision(tx, {
      targetType: 'proposal',
      targetId: row.id,
      version: updated.version,
      before: proposalSnapshot(row),
      after: proposalSnapshot(updated),
      actorId: who.actorId,
      approverId: who.approverId ?? null,
      pendingActionId: who.pendingActionId ?? null,
    });
  }
  await recordEvent(tx, row.id, who.actorId, event);
  return updated;
}

const loanSnapshot = (row: LoanRow) => ({
  ...snapshotOf(row),
  sold_at: row.soldAt?.toISOString() ?? null,
  sold_price_amount: row.soldAmount,
});

/** Moves the locked loan on (under offer, listed again, sold), with its revision. */
export async function changeLoan(
  tx: Executor,
  row: LoanRow,
  values: Partial<LoanRow>,
  who: Attribution,
): Promise<LoanRow> {
  const updated = await updateLoan(tx, row.id, values);
  await writeRevision(tx, {
    targetType: 'loan',
    targetId: row.id,
    version: updated.version,
    before: loanSnapshot(row),
    after: loanSnapshot(updated),
    actorId: who.actorId,
    approverId: who.approverId ?? null,
    pendingActionId: who.pendingActionId ?? null,
  });
  return updated;
}
