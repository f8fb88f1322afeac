/** The reads a deal answer needs: the deal with its loan and parties, and its timeline. */
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { dealEvents, deals, entities, loans, pools, users } from '../../db/schema/index.ts';

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
  pool: { id: pools.id, name: pools.name, currency: pools.currency },
  bankName: bank.name,
  investorName: investor.name,
};

/** Deals with their loan (or pool) and the names of their bank and investor; the caller adds the conditions. */
export function selectDealsWithParties(db: Executor) {
  return (
    db
      .select(dealWithParties)
      .from(deals)
      // A pool's deal has no loan of its own, a single loan's deal no pool.
      .leftJoin(loans, eq(loans.id, deals.loanId))
      .leftJoin(pools, eq(pools.id, deals.poolId))
      .innerJoin(bank, eq(bank.id, deals.bankId))
      .innerJoin(investor, eq(investor.id, deals.investorId))
  );
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
