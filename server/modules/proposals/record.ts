/** A proposal's detail: the shared answer with its fee and history (the investor's part of it for the investor). */
import { platformFee } from '../../../src/domain/trading/amounts.ts';
import type { Executor } from '../../db/client.ts';
import type { Actor } from '../../lib/access/actor.ts';
import { toProposalResources } from '../trading/proposal-answer.ts';
import { eventsOf, namesOf, type ProposalRow } from './queries.ts';
import type { ProposalEventKind } from './schemas.ts';
import { seesBankSide } from '../trading/bank-side.ts';
import { investorHistory } from './investor-history.ts';

export async function toProposalDetail(db: Executor, actor: Actor, row: ProposalRow, feeBps: number) {
  const [[resource], events] = await Promise.all([toProposalResources(db, actor, [row]), eventsOf(db, row.id)]);
  const actors = await namesOf(
    db,
    'users',
    events.map((event) => event.actorId),
  );
  const history = events.map((event) => ({
    id: event.id,
    kind: event.kind as ProposalEventKind,
    actor: event.actorId === null ? null : { id: event.actorId, name: actors.get(event.actorId) ?? '' },
    price_pct: event.pricePct,
    amount: event.amount,
    settlement_date: event.settlementDate,
    valid_until: event.validUntil,
    note: event.note,
    created_at: event.createdAt.toISOString(),
  }));
  return {
    ...resource!,
    platform_fee_bps: feeBps,
    platform_fee_amount: platformFee(row.amount, feeBps),
    history: seesBankSide(actor, row) ? history : investorHistory(history),
  };
}

export type ProposalDetail = Awaited<ReturnType<typeof toProposalDetail>>;
