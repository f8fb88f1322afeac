/** SQL for proposals: one proposal (locked or not), a filtered page, its history, locks and writes. */
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { entities, loans, pendingActions, proposalEvents, proposals } from '../../db/schema/index.ts';
import { ACCEPT_ACTION, type LoanRow, type ProposalRow } from '../trading/proposal-queries.ts';
import type { ProposalSort } from '../../../src/domain/lists.ts';
import type { ProposalListQuery } from './schemas.ts';

export {
  ACCEPT_ACTION,
  dealIdsOf,
  findLoansByIds,
  namesOf,
  pendingAcceptances,
  type LoanRow,
  type PendingActionRow,
  type ProposalRow,
} from '../trading/proposal-queries.ts';

export type ProposalValues = Partial<typeof proposals.$inferInsert>;
export type ProposalEventRow = typeof proposalEvents.$inferSelect;

export async function findProposal(db: Executor, id: number): Promise<ProposalRow | null> {
  const [row] = await db.select().from(proposals).where(eq(proposals.id, id));
  return row ?? null;
}

export async function findProposalsByIds(db: Executor, ids: readonly number[]): Promise<ProposalRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(proposals)
    .where(inArray(proposals.id, [...new Set(ids)]));
}

export async function lockProposal(db: Executor, id: number): Promise<ProposalRow | null> {
  const [row] = await db.select().from(proposals).where(eq(proposals.id, id)).for('update');
  return row ?? null;
}

export async function findLoan(db: Executor, id: number): Promise<LoanRow | null> {
  const [row] = await db.select().from(loans).where(eq(loans.id, id));
  return row ?? null;
}

/** The loan, locked until the transaction ends: every write on a loan's proposals locks it first, so they queue. */
export async function lockLoan(db: Executor, id: number): Promise<LoanRow | null> {
  const [row] = await db.select().from(loans).where(eq(loans.id, id)).for('update');
  return row ?? null;
}

export async function entityStatus(db: Executor, id: number): Promise<'active' | 'suspended' | null> {
  const [row] = await db.select({ status: entities.status }).from(entities).where(eq(entities.id, id));
  return row?.status ?? null;
}

export async function insertProposal(db: Executor, values: typeof proposals.$inferInsert): Promise<ProposalRow> {
  const [row] = await db.insert(proposals).values(values).returning();
  if (!row) throw new Error('proposal insert returned nothing');
  return row;
}

/** Applies `values` and bumps the version; the caller holds the row lock. */
export async function updateProposal(db: Executor, id: number, values: ProposalValues): Promise<ProposalRow> {
  const [row] = await db
    .update(proposals)
    .set({ ...values, updatedAt: sql`now()`, version: sql`${proposals.version} + 1` })
    .where(eq(proposals.id, id))
    .returning();
  if (!row) throw new Error(`proposal ${id} vanished while locked`);
  return row;
}

/** Applies `values` to the loan and bumps its version; the caller holds the row lock. */
export async function updateLoan(
  db: Executor,
  id: number,
  values: Partial<typeof loans.$inferInsert>,
): Promise<LoanRow> {
  const [row] = await db
    .update(loans)
    .set({ ...values, updatedAt: sql`now()`, version: sql`${loans.version} + 1` })
    .where(eq(loans.id, id))
    .returning();
  if (!row) throw new Error(`loan ${id} vanished while locked`);
  return row;
}

export async function insertEvent(db: Executor, values: typeof proposalEvents.$inferInsert): Promise<void> {
  await db.insert(proposalEvents).values(values);
}

export async function eventsOf(db: Executor, proposalId: number): Promise<ProposalEventRow[]> {
  return db
    .select()
    .from(proposalEvents)
    .where(eq(proposalEvents.proposalId, proposalId))
    .orderBy(asc(proposalEvents.id));
}

/** The other open proposals on a loan, locked, oldest first (the caller holds the loan's lock). */
export async function lockOtherOpenProposals(db: Executor, loanId: number, exceptId: number): Promise<ProposalRow[]> {
  return db
    .select()
    .from(proposals)
    .where(
      and(
        eq(proposals.loanId, loanId),
        sql`${proposals.id} <> ${exceptId}`,
        inArray(proposals.status, ['submitted', 'countered', 'accepted']),
      ),
    )
    .orderBy(asc(proposals.id))
    .for('update');
}

export async function otherAcceptedOnLoan(db: Executor, loanId: number, exceptId: number): Promise<boolean> {
  const rows = await db
    .select({ id: proposals.id })
    .from(proposals)
    .where(and(eq(proposals.loanId, loanId), eq(proposals.status, 'accepted'), sql`${proposals.id} <> ${exceptId}`))
    .limit(1);
  return rows.length > 0;
}

/** Closes the proposal's waiting acceptance, if any (the proposal changed under it); true when there was one. */
export async function closePendingAcceptance(db: Executor, proposalId: number): Promise<boolean> {
  const closed = await db
    .update(pendingActions)
    .set({ status: 'cancelled', decidedAt: new Date() })
    .where(
      and(
        eq(pendingActions.targetType, 'proposal'),
        eq(pendingActions.targetId, proposalId),
        eq(pendingActions.actionType, ACCEPT_ACTION),
        eq(pendingActions.status, 'pending'),
      ),
    )
    .returning({ id: pendingActions.id });
  return closed.length > 0;
}

const SORT_COLUMNS: Record<ProposalSort, SQL | AnyPgColumn> = {
  created_at: proposals.createdAt,
  updated_at: proposals.updatedAt,
  price_pct: proposals.pricePct,
  amount: proposals.amount,
  status: proposals.status,
  valid_until: proposals.validUntil,
  settlement_date: proposals.settlementDate,
};

/** The proposal's acceptance waits for a bank manager. */
const acceptancePending = sql`exists (select 1 from ${pendingActions} where ${pendingActions.targetType} = 'proposal'
  and ${pendingActions.targetId} = ${proposals.id} and ${pendingActions.actionType} = ${ACCEPT_ACTION}
  and ${pendingActions.status} = 'pending')`;

export interface ProposalScope {
  /** Null: every proposal (a platform admin). */
  investorIds: readonly number[] | null;
  bankIds: readonly number[] | null;
}

export async function listProposals(
  db: Executor,
  query: ProposalListQuery,
  scope: ProposalScope,
): Promise<{ rows: ProposalRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (scope.investorIds !== null && scope.bankIds !== null) {
    const visible: SQL[] = [];
    if (scope.investorIds.length > 0) visible.push(inArray(proposals.investorId, [...scope.investorIds]));
    if (scope.bankIds.length > 0) visible.push(inArray(proposals.bankId, [...scope.bankIds]));
    conditions.push(visible.length > 0 ? or(...visible)! : sql`false`);
  }
  if (query.status) conditions.push(inArray(proposals.status, query.status));
  if (query.loan_id !== undefined) conditions.push(eq(proposals.loanId, query.loan_id));
  if (query.awaiting_acceptance === 'true') conditions.push(acceptancePending);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const direction = query.order === 'asc' ? asc : desc;
  const [totalRow] = await db.select({ n: count() }).from(proposals).where(where);
  const rows = await db
    .select()
    .from(proposals)
    .where(where)
    .orderBy(direction(SORT_COLUMNS[query.sort]), direction(proposals.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return { rows, total: totalRow?.n ?? 0 };
}
