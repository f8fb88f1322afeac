/** The reads a proposal answer needs: the loans, the waiting acceptances, the deals made, and the names shown. */
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { deals, entities, loans, pendingActions, proposalEvents, proposals, users } from '../../db/schema/index.ts';

export type ProposalRow = typeof proposals.$inferSelect;
export type LoanRow = typeof loans.$inferSelect;
export type PendingActionRow = typeof pendingActions.$inferSelect;

/** The four-eyes action of a bank's acceptance of a proposal. */
export const ACCEPT_ACTION = 'proposal.accept';

export async function findLoansByIds(db: Executor, ids: readonly number[]): Promise<LoanRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(loans)
    .where(inArray(loans.id, [...new Set(ids)]));
}

export async function namesOf(
  db: Executor,
  table: 'entities' | 'users',
  ids: readonly (number | null)[],
): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const source = table === 'entities' ? entities : users;
  const rows = await db.select({ id: source.id, name: source.name }).from(source).where(inArray(source.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The acceptances of these proposals waiting for a bank manager. */
export async function pendingAcceptances(db: Executor, proposalIds: readonly number[]): Promise<PendingActionRow[]> {
  if (proposalIds.length === 0) return [];
  return db
    .select()
    .from(pendingActions)
    .where(
      and(
        eq(pendingActions.targetType, 'proposal'),
        eq(pendingActions.actionType, ACCEPT_ACTION),
        eq(pendingActions.status, 'pending'),
        inArray(pendingActions.targetId, [...new Set(proposalIds)]),
      ),
    );
}

export async function dealIdsOf(db: Executor, proposalIds: readonly number[]): Promise<Map<number, number>> {
  if (proposalIds.length === 0) return new Map();
  const rows = await db
    .select({ id: deals.id, proposalId: deals.proposalId })
    .from(deals)
    .where(inArray(deals.proposalId, [...new Set(proposalIds)]));
  return new Map(rows.flatMap((row) => (row.proposalId === null ? [] : [[row.proposalId, row.id] as const])));
}

/** The bank's internal four-eyes steps, which never make a proposal's latest step between the parties. */
const BANK_INTERNAL_STEPS = ['acceptance_requested', 'acceptance_declined', 'acceptance_cancelled'];

/** Each proposal's latest step between the parties: its kind and time. */
export async function latestSteps(
  db: Executor,
  proposalIds: readonly number[],
): Promise<Map<number, { kind: string; at: Date }>> {
  if (proposalIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([proposalEvents.proposalId], {
      proposalId: proposalEvents.proposalId,
      kind: proposalEvents.kind,
      at: proposalEvents.createdAt,
    })
    .from(proposalEvents)
    .where(
      and(
        inArray(proposalEvents.proposalId, [...new Set(proposalIds)]),
        notInArray(proposalEvents.kind, BANK_INTERNAL_STEPS),
      ),
    )
    .orderBy(proposalEvents.proposalId, desc(proposalEvents.id));
  return new Map(rows.map((row) => [row.proposalId, { kind: row.kind, at: row.at }]));
}
