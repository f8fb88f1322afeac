/** A deal as the API and its revisions show it: snake_case fields, money as decimal strings. */
import { canTakeDealAction } from '../../../src/domain/trading/deal-status.ts';
import { BANK_ROLES, INVESTOR_ROLES } from '../../../src/domain/roles.ts';
import { mayActIn, type Actor } from '../../lib/access/actor.ts';
import { SCOPE_ROLES } from '../../lib/maker-checker/index.ts';
import type { DealRow, DealWithParties, PendingCancellation } from './queries.ts';
import type { DealResource } from './schemas.ts';

export { dealSnapshot } from '../../db/deal-snapshot.ts';

export const reasonOf = (payload: unknown): string | null => {
  const reason = ((payload ?? {}) as Record<string, unknown>)['reason'];
  return typeof reason === 'string' ? reason : null;
};

export const mayMarkFundsSent = (actor: Actor, deal: DealRow) => mayActIn(actor, deal.investorId, INVESTOR_ROLES);
export const maySettle = (actor: Actor, deal: DealRow) => mayActIn(actor, deal.bankId, BANK_ROLES);
export const mayProposeCancel = (actor: Actor, platformId: number | null) => platformId !== null && mayActIn(actor, platformId, SCOPE_ROLES.platform.makers);

export function toDealResource(
  row: DealWithParties,
  pending: PendingCancellation | undefined,
  actor: Actor,
  platformId: number | null,
): DealResource {
  const { deal, loan } = row;
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
    bank: { id: deal.bankId, name: row.bankName },
    investor: { id: deal.investorId, name: row.investorName },
    proposal_id: deal.proposalId,
    price_pct: deal.pricePct,
    amount: deal.amount,
    platform_fee_bps: deal.platformFeeBps,
    platform_fee_amount: deal.platformFeeAmount,
    settlement_date: deal.settlementDate,
    cancel_reason: deal.cancelReason,
    created_at: deal.createdAt.toISOString(),
    funds_sent_at: deal.fundsSentAt?.toISOString() ?? null,
    settled_at: deal.settledAt?.toISOString() ?? null,
    cancelled_at: deal.cancelledAt?.toISOString() ?? null,
    pending_cancellation: pending
      ? {
          pending_action_id: pending.pendingActionId,
          maker: { id: pending.makerId, name: pending.makerName ?? '' },
          reason: reasonOf(pending.payload),
          created_at: pending.createdAt.toISOString(),
        }
      : null,
    can: {
      mark_funds_sent: canTakeDealAction('mark_funds_sent', deal.status) && mayMarkFundsSent(actor, deal),
      settle: canTakeDealAction('settle', deal.status) && maySettle(actor, deal),
      cancel: canTakeDealAction('cancel', deal.status) && !pending && mayProposeCancel(actor, platformId),
    },
  };
}
