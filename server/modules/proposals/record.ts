/**
 * A proposal as the API shows it (list item and detail), read for many proposals in a few
 * queries, and the snapshot its revisions record.
 */
import { canTakeProposalAction, type ProposalAction } from '../../../src/domain/trading/proposal-status.ts';
import { platformFee } from '../../../src/domain/trading/amounts.ts';
import type { Executor } from '../../db/client.ts';
import type { Actor } from '../../lib/access/actor.ts';
import { mayActAsBank, mayActAsInvestor } from './access.ts';
import {
  dealIdsOf,
  eventsOf,
  findLoansByIds,
  namesOf,
  pendingAcceptances,
  type LoanRow,
  type PendingActionRow,
  type ProposalRow,
} from './queries.ts';
import type { ProposalEventKind } from './schemas.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** What a proposal revision records, before and after. */
export function proposalSnapshot(row: ProposalRow): Record<string, unknown> {
  return {
    status: row.status,
    price_pct: row.pricePct,
    amount: row.amount,
    settlement_date: row.settlementDate,
    valid_until: row.validUntil,
    note: row.note,
    counter_price_pct: row.counterPricePct,
    counter_amount: row.counterAmount,
    counter_note: row.counterNote,
    rejection_reason: row.rejectionReason,
    accepted_at: iso(row.acceptedAt),
    final_acceptance_deadline: iso(row.finalAcceptanceDeadline),
  };
}

/** Whether the bank's acceptance still stands at `now`. */
export const withinDeadline = (row: ProposalRow, now: Date) =>
  row.finalAcceptanceDeadline !== null && row.finalAcceptanceDeadline.getTime() > now.getTime();

function abilities(actor: Actor, row: ProposalRow, loan: LoanRow, pending: PendingActionRow | undefined): Record<ProposalAction, boolean> {
  const investor = mayActAsInvestor(actor, row);
  const bank = mayActAsBank(actor, row);
  const may = (action: ProposalAction) => canTakeProposalAction(action, row.status);
  return {
    revise: investor && may('revise'),
    withdraw: investor && may('withdraw'),
    accept_counter: investor && may('accept_counter'),
    final_accept: investor && may('final_accept') && withinDeadline(row, new Date()) && loan.status === 'under_offer',
    counter: bank && may('counter') && !pending,
    reject: bank && may('reject') && !pending,
    accept: bank && may('accept') && !pending && loan.status === 'listed',
  };
}

export async function toProposalResources(db: Executor, actor: Actor, rows: readonly ProposalRow[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [loanRows, pending, dealIds] = await Promise.all([
    findLoansByIds(db, rows.map((row) => row.loanId)),
    pendingAcceptances(db, ids),
    dealIdsOf(db, ids),
  ]);
  const loansById = new Map(loanRows.map((loan) => [loan.id, loan]));
  const pendingById = new Map(pending.map((action) => [action.targetId, action]));
  const [organisations, people] = await Promise.all([
    namesOf(db, 'entities', rows.flatMap((row) => [row.investorId, row.bankId])),
    namesOf(db, 'users', [...rows.map((row) => row.createdById), ...pending.map((action) => action.makerId)]),
  ]);
  const organisation = (id: number) => ({ id, name: organisations.get(id) ?? '' });
  const person = (id: number | null) => (id === null ? null : { id, name: people.get(id) ?? '' });

  return rows.map((row) => {
    const loan = loansById.get(row.loanId)!;
    const acceptance = pendingById.get(row.id);
    return {
      id: row.id,
      status: row.status,
      version: row.version,
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
        bank: organisation(row.bankId),
      },
      investor: organisation(row.investorId),
      price_pct: row.pricePct,
      amount: row.amount,
      settlement_date: row.settlementDate,
      valid_until: row.validUntil,
      note: row.note,
      counter_price_pct: row.counterPricePct,
      counter_amount: row.counterAmount,
      counter_note: row.counterNote,
      rejection_reason: row.rejectionReason,
      accepted_at: iso(row.acceptedAt),
      final_acceptance_deadline: iso(row.finalAcceptanceDeadline),
      pending_acceptance: acceptance
        ? { pending_action_id: acceptance.id, maker: person(acceptance.makerId)!, created_at: acceptance.createdAt.toISOString() }
        : null,
      deal_id: dealIds.get(row.id) ?? null,
      created_by: person(row.createdById),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      can: abilities(actor, row, loan, acceptance),
    };
  });
}

export type ProposalResource = Awaited<ReturnType<typeof toProposalResources>>[number];

export async function toProposalDetail(db: Executor, actor: Actor, row: ProposalRow, feeBps: number) {
  const [[resource], events] = await Promise.all([toProposalResources(db, actor, [row]), eventsOf(db, row.id)]);
  const actors = await namesOf(db, 'users', events.map((event) => event.actorId));
  return {
    ...resource!,
    platform_fee_bps: feeBps,
    platform_fee_amount: platformFee(row.amount, feeBps),
    history: events.map((event) => ({
      id: event.id,
      kind: event.kind as ProposalEventKind,
      actor: event.actorId === null ? null : { id: event.actorId, name: actors.get(event.actorId) ?? '' },
      price_pct: event.pricePct,
      amount: event.amount,
      settlement_date: event.settlementDate,
      valid_until: event.validUntil,
      note: event.note,
      created_at: event.createdAt.toISOString(),
    })),
  };
}

export type ProposalDetail = Awaited<ReturnType<typeof toProposalDetail>>;
