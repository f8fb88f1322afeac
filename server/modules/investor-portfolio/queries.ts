/**
 * SQL for the investor portfolio: figures over the loans the investors hold through live deals (a
 * single loan's deal, or each line of a pool's deal), and their open proposals.
 */
import { and, count, countDistinct, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { dealLines, deals, loans, proposals } from '../../db/schema/index.ts';
import { OPEN_PROPOSAL_STATUSES } from '../../../src/domain/trading/proposal-status.ts';

/** null: every investor (platform admins). */
export type InvestorScope = readonly number[] | null;

const ofInvestors = (
  column: typeof deals.investorId | typeof proposals.investorId,
  scope: InvestorScope,
): SQL | undefined => (scope === null ? undefined : inArray(column, [...scope]));

const liveDeals = (scope: InvestorScope) => and(ne(deals.status, 'cancelled'), ofInvestors(deals.investorId, scope));

/**
 * The loans held, one row per loan: a single loan's deal has no lines and holds its own loan for its
 * amount; a pool's deal holds each line's loan for the line's amount.
 */
const heldLoanId = sql`coalesce(${dealLines.loanId}, ${deals.loanId})`;
const heldAmount = sql`coalesce(${dealLines.amount}, ${deals.amount})`;

export async function portfolioTotals(db: Executor, scope: InvestorScope) {
  const [row] = await db
    .select({
      dealsCount: countDistinct(deals.id),
      totalCurrentPrincipal: sql<string>`round(coalesce(sum(${loans.currentPrincipal}), 0), 2)::text`,
      totalAmount: sql<string>`round(coalesce(sum(${heldAmount}), 0), 2)::text`,
      weightedRate: sql<
        string | null
      >`round(sum(${loans.interestRatePct} * ${loans.currentPrincipal}) / nullif(sum(${loans.currentPrincipal}), 0), 2)::text`,
      weightedLtv: sql<
        string | null
      >`round(sum(${loans.currentLtvPct} * ${loans.currentPrincipal}) / nullif(sum(${loans.currentPrincipal}), 0), 2)::text`,
    })
    .from(deals)
    .leftJoin(dealLines, eq(dealLines.dealId, deals.id))
    .innerJoin(loans, eq(loans.id, heldLoanId))
    .where(liveDeals(scope));
  return row!;
}

/** Live deals per loan currency: count, principal, what they cost and the averages weighted within the currency, largest principal first. */
export function portfolioByCurrency(db: Executor, scope: InvestorScope) {
  const principal = sql<string>`sum(${loans.currentPrincipal})`;
  return db
    .select({
      key: loans.currency,
      count: count(),
      totalCurrentPrincipal: sql<string>`round(${principal}, 2)::text`,
      totalAmount: sql<string>`round(sum(${heldAmount}), 2)::text`,
      weightedRate: sql<
        string | null
      >`round(sum(${loans.interestRatePct} * ${loans.currentPrincipal}) / nullif(${principal}, 0), 2)::text`,
      weightedLtv: sql<
        string | null
      >`round(sum(${loans.currentLtvPct} * ${loans.currentPrincipal}) / nullif(${principal}, 0), 2)::text`,
    })
    .from(deals)
    .leftJoin(dealLines, eq(dealLines.dealId, deals.id))
    .innerJoin(loans, eq(loans.id, heldLoanId))
    .where(liveDeals(scope))
    .groupBy(loans.currency)
    .orderBy(desc(principal), loans.currency);
}

/** Live deals grouped by a loan column, largest principal first. */
export function portfolioBreakdown(
  db: Executor,
  scope: InvestorScope,
  column: typeof loans.region | typeof loans.propertyType,
) {
  const principal = sql<string>`sum(${loans.currentPrincipal})`;
  return db
    .select({
      key: sql<string>`${column}::text`,
      count: count(),
      totalCurrentPrincipal: sql<string>`round(${principal}, 2)::text`,
    })
    .from(deals)
    .leftJoin(dealLines, eq(dealLines.dealId, deals.id))
    .innerJoin(loans, eq(loans.id, heldLoanId))
    .where(liveDeals(scope))
    .groupBy(column)
    .orderBy(desc(principal), sql`${column}::text`);
}

export function dealsPerStatus(db: Executor, scope: InvestorScope) {
  return db
    .select({ status: deals.status, count: count() })
    .from(deals)
    .where(ofInvestors(deals.investorId, scope))
    .groupBy(deals.status);
}

const openOf = (scope: InvestorScope) =>
  and(inArray(proposals.status, [...OPEN_PROPOSAL_STATUSES]), ofInvestors(proposals.investorId, scope));

export async function openProposalsCount(db: Executor, scope: InvestorScope): Promise<number> {
  const [row] = await db.select({ n: count() }).from(proposals).where(openOf(scope));
  return row?.n ?? 0;
}

/** The open proposals to show: those waiting for the investor's final acceptance first, soonest deadline first; then the latest. */
export function latestOpenProposals(db: Executor, scope: InvestorScope, limit: number) {
  const acceptanceDue = sql`case when ${proposals.status} = 'accepted' then ${proposals.finalAcceptanceDeadline} end`;
  return db
    .select()
    .from(proposals)
    .where(openOf(scope))
    .orderBy(sql`${acceptanceDue} asc nulls last`, desc(proposals.updatedAt), desc(proposals.id))
    .limit(limit);
}
