/** An open proposal as the proposals API lists it, with what the caller may do with it. */
import {
  BANK_PROPOSAL_ACTIONS,
  canTakeProposalAction,
  INVESTOR_PROPOSAL_ACTIONS,
  type ProposalAction,
} from '../../../src/domain/trading/proposal-status.ts';
import { proposalAmount } from '../../../src/domain/trading/amounts.ts';
import { BANK_ROLES, INVESTOR_ROLES } from '../../../src/domain/roles.ts';
import { mayActIn, type Actor } from '../../lib/access/actor.ts';
import type { OpenProposalRow } from './queries.ts';
import type { ProposalResource } from './schemas.ts';

interface PendingAcceptance {
  pendingActionId: number;
  makerId: number;
  makerName: string | null;
  createdAt: Date;
}

function abilities(row: OpenProposalRow, pending: PendingAcceptance | undefined, actor: Actor, now: Date): ProposalResource['can'] {
  const { proposal } = row;
  const investorSide = mayActIn(actor, proposal.investorId, INVESTOR_ROLES);
  const bankSide = mayActIn(actor, proposal.bankId, BANK_ROLES);
  const may = (action: ProposalAction) => {
    if (!canTakeProposalAction(action, proposal.status)) return false;
    if (INVESTOR_PROPOSAL_ACTIONS.includes(action)) {
      if (action === 'final_accept') return investorSide && proposal.finalAcceptanceDeadline !== null && proposal.finalAcceptanceDeadline > now;
      return investorSide;
    }
    if (BANK_PROPOSAL_ACTIONS.includes(action)) return bankSide && !(action === 'accept' && (pending || row.loan.status !== 'listed'));
    return false;
  };
  return {
    revise: may('revise'),
    withdraw: may('withdraw'),
    accept_counter: may('accept_counter'),
    final_accept: may('final_accept'),
    counter: may('counter'),
    reject: may('reject'),
    accept: may('accept'),
  };
}

export function toProposalResource(row: OpenProposalRow, pending: PendingAcceptance | undefined, actor: Actor, now = new Date()): ProposalResource {
  const { proposal, loan } = row;
  return {
    id: proposal.id,
    status: proposal.status,
    version: proposal.version,
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
      asking_price_pct: loan.askingPricePct,
      bid_deadline: loan.bidDeadline,
      bank: { id: proposal.bankId, name: row.bankName },
    },
    investor: { id: proposal.investorId, name: row.investorName },
    price_pct: proposal.pricePct,
    amount: proposalAmount(proposal.pricePct, loan.currentPrincipal),
    settlement_date: proposal.settlementDate,
    valid_until: proposal.validUntil,
    note: proposal.note,
    counter_price_pct: proposal.counterPricePct,
    counter_amount: proposal.counterPricePct === null ? null : proposalAmount(proposal.counterPricePct, loan.currentPrincipal),
    counter_note: proposal.counterNote,
    rejection_reason: proposal.rejectionReason,
    accepted_at: proposal.acceptedAt?.toISOString() ?? null,
    final_acceptance_deadline: proposal.finalAcceptanceDeadline?.toISOString() ?? null,
    pending_acceptance: pending
      ? { pending_action_id: pending.pendingActionId, maker: { id: pending.makerId, name: pending.makerName ?? '' }, created_at: pending.createdAt.toISOString() }
      : null,
    // Only a final_accepted proposal has a deal, and it is no longer open.
    deal_id: null,
    created_by: proposal.createdById === null ? null : { id: proposal.createdById, name: row.createdByName ?? '' },
    created_at: proposal.createdAt.toISOString(),
    updated_at: proposal.updatedAt.toISOString(),
    can: abilities(row, pending, actor, now),
  };
}
