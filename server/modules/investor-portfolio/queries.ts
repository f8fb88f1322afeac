/** SQL for the investor portfolio: figures over the investors' live deals, and their open proposals. */
import { and, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { deals, entities, loans, pendingActions, proposals, users } from '../../db/schema/index.ts';
import { OPEN_PROPOSAL_STATUSES } from '../../../src/domain/trading/proposal-status.ts';

/** The proposal acceptance a bank manager has still to check (the proposals module's action type). */
const PROPOSAL_ACCEPT_ACTION = 'proposal.accept';

/** null: every investor (platform admins). */
export type InvestorScope = readonly number[] | null;

const ofInvestors = (column: typeof deals.investorId | typeof proposals.investorId, scope: InvestorScope): SQL | undefined =>
  scope === null ? undefined : inArray(column, [...scope]);

const liveDeals = (scope: InvestorScope) => and(ne(deals.status, 'cancelled'), ofInvestors(deals.investorId, scope));

export async function portfolioTotals(db: Executor, scope: InvestorScope) {
  const [row] = await db
    .select({
      dealsCount: count(),
      totalCurrentPrincipal: sql<string>`coalesce(sum(${loans.currentPrincipal}), 0)::numeric(18, 2)::text`,
      totalAmount: sql<string>`coalesce(sum(${deals.amount}), 0)::numeric(18, 2)::text`,
      weightedRate: sql<string | null>`round(sum(${loans.interestRatePct} * ${loans.currentPrincipal}) / nullif(sum(${loans.currentPrincipal}), 0), 2)::text`,
      weightedLtv: sql<string | null>`round(sum(${loans.currentLtvPct} * ${loans.currentPrincipal}) / nullif(sum(${loans.currentPrincipal}), 0), 2)::text`,
    })
    .from(deals)
    .innerJoin(loans, eq(loans.id, deals.loanId))
    .where(liveDeals(scope));
  return row!;
}

/** Live deals grouped by a loan column, largest principal first. */
export function portfolioBreakdown(db: Executor, scope: InvestorScope, column: typeof loans.region | typeof loans.propertyType) {
  const principal = sql<string>`sum(${loans.currentPrincipal})`;
  return db
    .select({ key: sql<string>`${column}::text`, count: count(), totalCurrentPrincipal: sql<string>`${principal}::numeric(18, 2)::text` })
    .from(deals)
    .innerJoin(loans, eq(loans.id, deals.loanId))
    .where(liveDeals(scope))
    .groupBy(column)
    .orderBy(desc(principal), sql`${column}::text`);
}

export function dealsPerStatus(db: Executor, scope: InvestorScope) {
  return db.select({ status: deals.status, count: count() }).from(deals).where(ofInvestors(deals.investorId, scope)).groupBy(deals.status);
}

const openOf = (scope: InvestorScope) => and(inArray(proposals.status, [...OPEN_PROPOSAL_STATUSES]), ofInvestors(proposals.investorId, scope));

export async function openProposalsCount(db: Executor, scope: InvestorScope): Promise<number> {
  const [row] = await db.select({ n: count() }).from(proposals).where(openOf(scope));
  return row?.n ?? 0;
}

const bank = alias(entities, 'proposal_bank');
const investor = alias(entities, 'proposal_investor');

/** The latest open proposals with their loan, parties and author. */
export function latestOpenProposals(db: Executor, scope: InvestorScope, limit: number) {
  return db
    .select({
      proposal: proposals,
      loan: {
        id: loans.id,
        loanRef: loans.loanRef,
        status: loans.status,
        currency: loans.currency,
        currentPrincipal: loans.currentPrincipal,
        interestRatePct: loans.interestRatePct,
        currentLtvPct: loans.currentLtvPct,
        region: loans.region,
        propertyType: loans.propertyType,
        askingPricePct: loans.askingPricePct,
        bidDeadline: loans.bidDeadline,
      },
      bankName: bank.name,
      investorName: investor.name,
      createdByName: users.name,
    })
    .from(proposals)
    .innerJoin(loans, eq(loans.id, proposals.loanId))
    .innerJoin(bank, eq(bank.id, proposals.bankId))
    .innerJoin(investor, eq(investor.id, proposals.investorId))
    .leftJoin(users, eq(users.id, proposals.createdById))
    .where(openOf(scope))
    .orderBy(desc(proposals.updatedAt), desc(proposals.id))
    .limit(limit);
}
export type OpenProposalRow = Awaited<ReturnType<ReturnType<typeof latestOpenProposals>['execute']>>[number];

/** The acceptances of these proposals waiting for a bank manager. */
export async function pendingAcceptances(db: Executor, proposalIds: readonly number[]) {
  if (proposalIds.length === 0) return new Map<number, { pendingActionId: number; makerId: number; makerName: string | null; createdAt: Date }>();
  const rows = await db
    .select({ proposalId: pendingActions.targetId, pendingActionId: pendingActions.id, makerId: pendingActions.makerId, makerName: users.name, createdAt: pendingActions.createdAt })
    .from(pendingActions)
    .leftJoin(users, eq(users.id, pendingActions.makerId))
    .where(and(eq(pendingActions.actionType, PROPOSAL_ACCEPT_ACTION), eq(pendingActions.status, 'pending'), inArray(pendingActions.targetId, [...proposalIds])));
  return new Map(rows.map((row) => [row.proposalId, row]));
}
