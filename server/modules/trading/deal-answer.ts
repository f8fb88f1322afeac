/**
 * A deal as the API shows it (the trading contract's Deal and DealDetail): its schema, what the
 * caller may do with it, and the answer with its timeline. The deals API and final acceptance
 * both answer with it.
 */
import { z } from 'zod';
import { canTakeDealAction, DEAL_STATUSES } from '../../../src/domain/trading/deal-status.ts';
import { BANK_ROLES, INVESTOR_ROLES } from '../../../src/domain/roles.ts';
import type { Executor } from '../../db/client.ts';
import { mayActIn, type Actor } from '../../lib/access/actor.ts';
import { SCOPE_ROLES } from '../../lib/maker-checker/index.ts';
import { PartyRefSchema } from '../../lib/response-schemas.ts';
import { loanSummaryFields, toLoanSummary } from './loan-summary.ts';
import { dealTimeline, type DealRow, type DealWithParties } from './deal-queries.ts';

export const DEAL_EVENT_KINDS = [
  'created',
  'funds_sent',
  'settled',
  'cancellation_requested',
  'cancellation_declined',
  'cancelled',
] as const;
export type DealEventKind = (typeof DEAL_EVENT_KINDS)[number];

const money = () => z.string().meta({ example: '245312.50' });

/**
 * The one field list. `documented` is the form of the deals API; the other is the one final
 * acceptance has always published (terser, a cancellation always with its maker and reason).
 */
function dealSchema(documented: boolean) {
  const note = <T extends z.ZodType>(schema: T, description: string) =>
    documented ? schema.describe(description) : schema;
  const maker = documented ? PartyRefSchema.nullable() : PartyRefSchema;
  const reason = documented ? z.string().nullable() : z.string();
  return z.object({
    id: z.number().int(),
    status: z.enum(DEAL_STATUSES),
    version: z.number().int(),
    loan: note(z.object(loanSummaryFields(money())).nullable(), 'The loan sold; null for a pool’s deal'),
    pool: note(
      z.object({ id: z.number().int(), name: z.string(), currency: z.string() }).nullable(),
      'The pool sold, one line per loan (GET /deals/{id}/lines); null for a single loan’s deal',
    ),
    bank: PartyRefSchema,
    investor: PartyRefSchema,
    proposal_id: z.number().int().nullable(),
    price_pct: z.string().meta({ example: '98.125' }),
    amount: money(),
    platform_fee_bps: note(z.number().int(), 'Frozen when the deal was made'),
    platform_fee_amount: money(),
    settlement_date: documented ? z.string().describe('YYYY-MM-DD') : z.string().meta({ example: '2026-12-31' }),
    cancel_reason: z.string().nullable(),
    created_at: z.string(),
    funds_sent_at: z.string().nullable(),
    settled_at: z.string().nullable(),
    cancelled_at: z.string().nullable(),
    pending_cancellation: note(
      z.object({ pending_action_id: z.number().int(), maker, reason, created_at: z.string() }).nullable(),
      'A cancellation waiting for a platform checker',
    ),
    can: z.object({
      mark_funds_sent: note(z.boolean(), 'The caller may mark the funds sent (the deal’s investor)'),
      settle: note(z.boolean(), 'The caller may confirm settlement (the deal’s bank)'),
      cancel: note(z.boolean(), 'The caller may propose cancelling it (a platform maker)'),
    }),
  });
}

const DealEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(DEAL_EVENT_KINDS),
  actor: PartyRefSchema.nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
});

/** A deal as `GET /deals` lists it. */
export const DealSchema = dealSchema(true);
export type DealResource = z.infer<typeof DealSchema>;
export const DealDetailSchema = DealSchema.extend({
  timeline: z.array(DealEventSchema).describe('Every step of the deal, oldest first'),
});
export type DealDetail = z.infer<typeof DealDetailSchema>;
/** The deal final acceptance answers with. */
export const FinalAcceptanceDealSchema = dealSchema(false).extend({ timeline: z.array(DealEventSchema) });

export interface PendingCancellation {
  dealId: number;
  pendingActionId: number;
  makerId: number;
  makerName: string | null;
  payload: unknown;
  createdAt: Date;
}

export const reasonOf = (payload: unknown): string | null => {
  const reason = ((payload ?? {}) as Record<string, unknown>)['reason'];
  return typeof reason === 'string' ? reason : null;
};

export const mayMarkFundsSent = (actor: Actor, deal: DealRow) => mayActIn(actor, deal.investorId, INVESTOR_ROLES);
export const maySettle = (actor: Actor, deal: DealRow) => mayActIn(actor, deal.bankId, BANK_ROLES);
export const mayProposeCancel = (actor: Actor, platformId: number | null) =>
  platformId !== null && mayActIn(actor, platformId, SCOPE_ROLES.platform.makers);

/** `platformId`: the platform organisation, whose makers may propose a cancellation (null: nobody may). */
export function toDealResource(
  row: DealWithParties,
  pending: PendingCancellation | undefined,
  actor: Actor,
  platformId: number | null,
): DealResource {
  const { deal, loan, pool } = row;
  return {
    id: deal.id,
    status: deal.status,
    version: deal.version,
    loan: loan ? toLoanSummary(loan) : null,
    pool,
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

const isEventKind = (kind: string): kind is DealEventKind => (DEAL_EVENT_KINDS as readonly string[]).includes(kind);

/** The deal with every step of its timeline, oldest first. */
export async function toDealDetail(
  db: Executor,
  actor: Actor,
  row: DealWithParties,
  pending: PendingCancellation | undefined,
  platformId: number | null,
): Promise<DealDetail> {
  const timeline = await dealTimeline(db, row.deal.id);
  return {
    ...toDealResource(row, pending, actor, platformId),
    timeline: timeline
      .filter((event) => isEventKind(event.kind))
      .map((event) => ({
        id: event.id,
        kind: event.kind as DealEventKind,
        actor: event.actorId === null ? null : { id: event.actorId, name: event.actorName ?? '' },
        note: event.note,
        created_at: event.createdAt.toISOString(),
      })),
  };
}
