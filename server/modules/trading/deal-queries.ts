/** The reads a deal answer needs: the deal with its loan and parties, and its timeline. */
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { dealEvents, deals, entities, loans, users } from '../../db/schema/index.ts';

export type DealRow = typeof deals.$inferSelect;

const bank = alias(entities, 'deal_bank');
const investor = alias(entities, 'deal_investor');

const dealWithParties = {
  deal: deals,
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
  },
  bankName: bank.name,
  investorName: investor.name,
};

/** Deals with their loan and the names of their bank and investor; the caller adds the conditions. */
export function selectDealsWithParties(db: Executor) {
  return db
    .select(dealWithParties)
    .from(deals)
    .innerJoin(loans, eq(loans.id, deals.loanId))
    .innerJoin(bank, eq(bank.id, deals.bankId))
    .innerJoin(investor, eq(investor.id, deals.investorId));
}
export type DealWithParties = Awaited<ReturnType<ReturnType<typeof selectDealsWithParties>['execute']>>[number];

export async function findDealWithParties(db: Executor, id: number): Promise<DealWithParties | null> {
  const [row] = await selectDealsWithParties(db).where(eq(deals.id, id));
  return row ?? null;
}

export function dealTimeline(db: Executor, dealId: number) {
  return db
    .select({
      id: dealEvents.id,
      kind: dealEvents.kind,
      actorId: dealEvents.actorId,
      actorName: users.name,
      note: dealEvents.note,
      createdAt: dealEvents.createdAt,
    })
    .from(dealEvents)
    .leftJoin(users, eq(users.id, dealEvents.actorId))
    .where(eq(dealEvents.dealId, dealId))
    .orderBy(asc(dealEvents.createdAt), asc(dealEvents.id));
}
