/**
 * The deal final acceptance makes: its row and the first step of its timeline, and the deal as
 * the final-acceptance answer shows it (the trading contract's DealDetail).
 */
import { asc, eq } from 'drizzle-orm';
import { canTakeDealAction } from '../../../src/domain/trading/deal-status.ts';
import { INVESTOR_ROLES, BANK_ROLES } from '../../../src/domain/roles.ts';
import type { Executor } from '../../db/client.ts';
import { dealEvents, deals } from '../../db/schema/index.ts';
import { mayActIn, type Actor } from '../../lib/access/actor.ts';
import { namesOf, type LoanRow } from './queries.ts';
import type { DEAL_EVENT_KINDS } from './schemas.ts';

export type DealRow = typeof deals.$inferSelect;

export async function insertDeal(tx: Executor, values: typeof deals.$inferInsert, actorId: number): Promise<DealRow> {
  const [deal] = await tx.insert(deals).values(values).returning();
  if (!deal) throw new Error('deal insert returned nothing');
  await tx.insert(dealEvents).values({ dealId: deal.id, kind: 'created', actorId });
  return deal;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export async function toDealDetail(db: Executor, actor: Actor, deal: DealRow, loan: LoanRow) {
  const events = await db.select().from(dealEvents).where(eq(dealEvents.dealId, deal.id)).orderBy(asc(dealEvents.id));
  const [organisations, people] = await Promise.all([
    namesOf(db, 'entities', [deal.bankId, deal.investorId]),
    namesOf(db, 'users', events.map((event) => event.actorId)),
  ]);
  const organisation = (id: number) => ({ id, name: organisations.get(id) ?? '' });
  return {
    id: deal.id,
    status: deal.status,
    version: deal.version,
    loan: {
      id: loan.id,
      loan_ref: loan.loanRef,
      status: loan.status,
      currency: loan.currency,
      current_principal: loan.currentPrincipal,
      interest_rate_pct: loan.interestRatePct,
      current_ltv_pct: loan.currentLtvPct,
      region: loan.region,
      property_type: loan.propertyType,
    },
    bank: organisation(deal.bankId),
    investor: organisation(deal.investorId),
    proposal_id: deal.proposalId,
    price_pct: deal.pricePct,
    amount: deal.amount,
    platform_fee_bps: deal.platformFeeBps,
    platform_fee_amount: deal.platformFeeAmount,
    settlement_date: deal.settlementDate,
    cancel_reason: deal.cancelReason,
    created_at: deal.createdAt.toISOString(),
    funds_sent_at: iso(deal.fundsSentAt),
    settled_at: iso(deal.settledAt),
    cancelled_at: iso(deal.cancelledAt),
    pending_cancellation: null,
    can: {
      mark_funds_sent: mayActIn(actor, deal.investorId, INVESTOR_ROLES) && canTakeDealAction('mark_funds_sent', deal.status),
      settle: mayActIn(actor, deal.bankId, BANK_ROLES) && canTakeDealAction('settle', deal.status),
      cancel: false,
    },
    timeline: events.map((event) => ({
      id: event.id,
      kind: event.kind as (typeof DEAL_EVENT_KINDS)[number],
      actor: event.actorId === null ? null : { id: event.actorId, name: people.get(event.actorId) ?? '' },
      note: event.note,
      created_at: event.createdAt.toISOString(),
    })),
  };
}
