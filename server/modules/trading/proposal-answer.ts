/**
 * A proposal as the API shows it (the trading contract's Proposal): its schema, what the caller
 * may do with it, and the answer built for many proposals in a few queries. The proposals API
 * and the investor portfolio both answer with it.
 */
import { z } from 'zod';
import {
  canTakeProposalAction,
  PROPOSAL_STATUSES,
  type ProposalAction,
} from '../../../src/domain/trading/proposal-status.ts';
import { BANK_ROLES, INVESTOR_ROLES } from '../../../src/domain/roles.ts';
import type { Executor } from '../../db/client.ts';
import { proposalTerms } from '../../db/proposal-snapshot.ts';
import { mayActIn, type Actor } from '../../lib/access/actor.ts';
import { PartyRefSchema } from '../../lib/response-schemas.ts';
import { loanSummaryFields, toLoanSummary } from './loan-summary.ts';
import { seesBankSide } from './bank-side.ts';
import {
  dealIdsOf,
  findLoansByIds,
  latestSteps,
  namesOf,
  pendingAcceptances,
  type LoanRow,
  type PendingActionRow,
  type ProposalRow,
} from './proposal-queries.ts';

interface SchemaForm {
  /** Descriptions and examples on the fields. */
  documented: boolean;
  /** Whether the schema admits a waiting acceptance without its maker. */
  makerNullable: boolean;
}

/** The one field list; the two forms differ only in what the OpenAPI document says of it. */
function proposalSchema({ documented, makerNullable }: SchemaForm) {
  const note = <T extends z.ZodType>(schema: T, meta: { description?: string; example?: string }) =>
    documented ? schema.meta(meta) : schema;
  const money = () => note(z.string(), { example: '245312.50' });
  const day = () => note(z.string(), { example: '2026-12-31' });
  return z.object({
    id: z.number().int(),
    status: z.enum(PROPOSAL_STATUSES),
    version: z.number().int(),
    loan: z.object({
      ...loanSummaryFields(money()),
      asking_price_pct: z.string().nullable(),
      bid_deadline: z.string().nullable(),
      bank: PartyRefSchema,
    }),
    investor: PartyRefSchema,
    price_pct: note(z.string(), { example: '98.125' }),
    amount: note(z.string(), {
      example: '245312.50',
      description: 'price_pct of the loan’s current principal, half-even to the cent',
    }),
    settlement_date: day(),
    valid_until: day(),
    note: z.string().nullable(),
    counter_price_pct: z.string().nullable(),
    counter_amount: z.string().nullable(),
    counter_note: z.string().nullable(),
    rejection_reason: z
      .string()
      .nullable()
      .describe(
        'Why the proposal was closed: the bank’s reason for a rejection, or "The bank withdrew the listing." for an offer the withdrawal expired',
      ),
    accepted_at: z.string().nullable(),
    final_acceptance_deadline: z.string().nullable(),
    pending_acceptance: note(
      z
        .object({
          pending_action_id: z.number().int(),
          maker: makerNullable ? PartyRefSchema.nullable() : PartyRefSchema,
          created_at: z.string(),
        })
        .nullable(),
      {
        description:
          'The bank’s acceptance waiting for a manager’s approval; null in an investor’s answer (internal to the bank)',
      },
    ),
    deal_id: z.number().int().nullable(),
    counter_accepted_at: note(z.string().nullable(), {
      description:
        'When the investor accepted the bank’s counter, while that is its latest step: the price is the bank’s own and the bank now confirms',
    }),
    created_by: note(PartyRefSchema.nullable(), { description: 'Null only when the user who made it was deleted' }),
    created_at: z.string(),
    updated_at: z.string(),
    can: note(
      z.object({
        revise: z.boolean(),
        withdraw: z.boolean(),
        accept_counter: z.boolean(),
        final_accept: z.boolean(),
        counter: z.boolean(),
        reject: z.boolean(),
        accept: z.boolean(),
      }),
      { description: 'What the caller may do with the proposal now' },
    ),
  });
}

/** A proposal as `GET /proposals` lists it. */
export const ProposalSchema = proposalSchema({ documented: true, makerNullable: false });
/** The same fields as the investor portfolio has always documented them (terser, maker nullable). */
export const PortfolioProposalSchema = proposalSchema({ documented: false, makerNullable: true });

/** Whether the bank's acceptance still stands at `now`. */
export const withinDeadline = (row: ProposalRow, now: Date) =>
  row.finalAcceptanceDeadline !== null && row.finalAcceptanceDeadline.getTime() > now.getTime();

export const mayActAsInvestor = (actor: Actor, proposal: Pick<ProposalRow, 'investorId'>) =>
  mayActIn(actor, proposal.investorId, INVESTOR_ROLES);
export const mayActAsBank = (actor: Actor, proposal: Pick<ProposalRow, 'bankId'>) =>
  mayActIn(actor, proposal.bankId, BANK_ROLES);

function abilities(
  actor: Actor,
  row: ProposalRow,
  loan: LoanRow,
  pending: PendingActionRow | undefined,
): Record<ProposalAction, boolean> {
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

/** Set while the investor's acceptance of the counter is the proposal's latest step and it waits for the bank. */
const counterAcceptedAt = (row: ProposalRow, step: { kind: string; at: Date } | undefined) =>
  row.status === 'submitted' && step?.kind === 'counter_accepted' ? step.at.toISOString() : null;

export async function toProposalResources(db: Executor, actor: Actor, rows: readonly ProposalRow[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [loanRows, pending, dealIds, steps] = await Promise.all([
    findLoansByIds(
      db,
      rows.map((row) => row.loanId),
    ),
    pendingAcceptances(db, ids),
    dealIdsOf(db, ids),
    latestSteps(db, ids),
  ]);
  const loansById = new Map(loanRows.map((loan) => [loan.id, loan]));
  const pendingById = new Map(pending.map((action) => [action.targetId, action]));
  const [organisations, people] = await Promise.all([
    namesOf(
      db,
      'entities',
      rows.flatMap((row) => [row.investorId, row.bankId]),
    ),
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
        ...toLoanSummary(loan),
        asking_price_pct: loan.askingPricePct,
        bid_deadline: loan.bidDeadline,
        bank: organisation(row.bankId),
      },
      investor: organisation(row.investorId),
      ...proposalTerms(row),
      // The bank's internal four-eyes step, with its staff's names: never in an investor's answer.
      pending_acceptance:
        acceptance && seesBankSide(actor, row)
          ? {
              pending_action_id: acceptance.id,
              maker: person(acceptance.makerId)!,
              created_at: acceptance.createdAt.toISOString(),
            }
          : null,
      deal_id: dealIds.get(row.id) ?? null,
      counter_accepted_at: counterAcceptedAt(row, steps.get(row.id)),
      created_by: person(row.createdById),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      can: abilities(actor, row, loan, acceptance),
    };
  });
}

export type ProposalResource = Awaited<ReturnType<typeof toProposalResources>>[number];
