/** Request and answer schemas of the proposal routes (zod; they also make the OpenAPI document). */
import { z } from 'zod';
import { LOAN_STATUSES } from '../../../src/domain/loans/vocabulary.ts';
import { DEAL_STATUSES } from '../../../src/domain/trading/deal-status.ts';
import { PROPOSAL_STATUSES } from '../../../src/domain/trading/proposal-status.ts';

const PersonSchema = z.object({ id: z.number().int(), name: z.string() });
const OrganisationSchema = z.object({ id: z.number().int(), name: z.string() });
const money = () => z.string().meta({ example: '245312.50' });
const price = () => z.string().meta({ example: '98.125' });
const day = () => z.string().meta({ example: '2026-12-31' });

export const PROPOSAL_EVENT_KINDS = [
  'submitted',
  'revised',
  'countered',
  'counter_accepted',
  'acceptance_requested',
  'acceptance_declined',
  'acceptance_cancelled',
  'accepted',
  'rejected',
  'withdrawn',
  'expired',
  'superseded',
  'final_accepted',
] as const;
export type ProposalEventKind = (typeof PROPOSAL_EVENT_KINDS)[number];

export const DEAL_EVENT_KINDS = ['created', 'funds_sent', 'settled', 'cancellation_requested', 'cancellation_declined', 'cancelled'] as const;

export const ProposalSchema = z.object({
  id: z.number().int(),
  status: z.enum(PROPOSAL_STATUSES),
  version: z.number().int(),
  loan: z.object({
    id: z.number().int(),
    loan_ref: z.string(),
    status: z.enum(LOAN_STATUSES),
    currency: z.string(),
    current_principal: money(),
    interest_rate_pct: z.string(),
    current_ltv_pct: z.string(),
    region: z.string(),
    property_type: z.string(),
    asking_price_pct: z.string().nullable(),
    bid_deadline: z.string().nullable(),
    bank: OrganisationSchema,
  }),
  investor: OrganisationSchema,
  price_pct: price(),
  amount: money().describe('price_pct of the loan’s current principal, half-even to the cent'),
  settlement_date: day(),
  valid_until: day(),
  note: z.string().nullable(),
  counter_price_pct: z.string().nullable(),
  counter_amount: z.string().nullable(),
  counter_note: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  accepted_at: z.string().nullable(),
  final_acceptance_deadline: z.string().nullable(),
  pending_acceptance: z
    .object({ pending_action_id: z.number().int(), maker: PersonSchema, created_at: z.string() })
    .nullable()
    .describe('The bank’s acceptance waiting for a manager’s approval'),
  deal_id: z.number().int().nullable(),
  created_by: PersonSchema.nullable().describe('Null only when the user who made it was deleted'),
  created_at: z.string(),
  updated_at: z.string(),
  can: z
    .object({
      revise: z.boolean(),
      withdraw: z.boolean(),
      accept_counter: z.boolean(),
      final_accept: z.boolean(),
      counter: z.boolean(),
      reject: z.boolean(),
      accept: z.boolean(),
    })
    .describe('What the caller may do with the proposal now'),
});

export const ProposalEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PROPOSAL_EVENT_KINDS),
  actor: PersonSchema.nullable().describe('Null for the scheduled expiry'),
  price_pct: z.string().nullable(),
  amount: z.string().nullable(),
  settlement_date: z.string().nullable(),
  valid_until: z.string().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
});

export const ProposalDetailSchema = ProposalSchema.extend({
  platform_fee_bps: z.number().int().describe('The platform fee configured today, in basis points'),
  platform_fee_amount: money().describe('The fee on the amount at today’s configured fee'),
  history: z.array(ProposalEventSchema).describe('Every step, oldest first'),
});

export const DealDetailSchema = z.object({
  id: z.number().int(),
  status: z.enum(DEAL_STATUSES),
  version: z.number().int(),
  loan: z.object({
    id: z.number().int(),
    loan_ref: z.string(),
    status: z.enum(LOAN_STATUSES),
    currency: z.string(),
    current_principal: money(),
    interest_rate_pct: z.string(),
    current_ltv_pct: z.string(),
    region: z.string(),
    property_type: z.string(),
  }),
  bank: OrganisationSchema,
  investor: OrganisationSchema,
  proposal_id: z.number().int(),
  price_pct: price(),
  amount: money(),
  platform_fee_bps: z.number().int(),
  platform_fee_amount: money(),
  settlement_date: day(),
  cancel_reason: z.string().nullable(),
  created_at: z.string(),
  funds_sent_at: z.string().nullable(),
  settled_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  pending_cancellation: z
    .object({ pending_action_id: z.number().int(), maker: PersonSchema, reason: z.string(), created_at: z.string() })
    .nullable(),
  can: z.object({ mark_funds_sent: z.boolean(), settle: z.boolean(), cancel: z.boolean() }),
  timeline: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(DEAL_EVENT_KINDS),
      actor: PersonSchema.nullable(),
      note: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
});

export const PROPOSAL_SORTS = ['created_at', 'updated_at', 'price_pct', 'amount', 'status', 'valid_until', 'settlement_date'] as const;
export type ProposalSort = (typeof PROPOSAL_SORTS)[number];
export const PER_PAGE_CHOICES = [25, 50, 100] as const;

const statusList = z
  .string()
  .refine(
    (value) => value.split(',').every((status) => (PROPOSAL_STATUSES as readonly string[]).includes(status.trim())),
    `The status field must be a comma-separated list of: ${PROPOSAL_STATUSES.join(', ')}.`,
  )
  .transform((value) => [...new Set(value.split(',').map((status) => status.trim()))] as (typeof PROPOSAL_STATUSES)[number][]);

export const ProposalListQuerySchema = z
  .object({
    status: statusList.optional().describe('Comma-separated statuses, e.g. submitted,countered'),
    loan_id: z.coerce.number().int().positive().optional(),
    sort: z.enum(PROPOSAL_SORTS).default('updated_at'),
    order: z.enum(['asc', 'desc']).default('desc'),
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce
      .number()
      .int()
      .refine((value) => (PER_PAGE_CHOICES as readonly number[]).includes(value), 'The per page field must be 25, 50 or 100.')
      .default(25),
  })
  .strict();
export type ProposalListQuery = z.infer<typeof ProposalListQuerySchema>;

const terms = {
  price_pct: z.string().describe('% of the loan’s current principal, at most three decimals, above 0 and at most 150'),
  settlement_date: z.string().describe('YYYY-MM-DD, from today and within 180 days'),
  valid_until: z.string().describe('YYYY-MM-DD: from today, on or before the settlement date and the bid deadline'),
  note: z.string().nullable().optional().describe('At most 1000 characters'),
};

export const ProposalCreateSchema = z
  .object({
    loan_id: z.number().int().positive(),
    ...terms,
    investor_id: z.number().int().positive().optional().describe('Needed only by a user of several investor organisations'),
  })
  .strict();
export type ProposalCreateInput = z.infer<typeof ProposalCreateSchema>;

export const ProposalReviseSchema = z
  .object({ ...terms, version: z.number().int().positive().describe('The version the revision was made against') })
  .strict();
export type ProposalReviseInput = z.infer<typeof ProposalReviseSchema>;

export const ProposalCounterSchema = z
  .object({ price_pct: terms.price_pct, note: terms.note })
  .strict();
export type ProposalCounterInput = z.infer<typeof ProposalCounterSchema>;

export const ProposalRejectSchema = z.object({ reason: z.string().describe('1 to 500 characters') }).strict();

const mustConfirm = (what: string) =>
  z
    .boolean({ error: `Confirm ${what}.` })
    .refine((value) => value, `Confirm ${what}.`)
    .describe(`Must be true: the investor confirms ${what}`);

export const FinalAcceptSchema = z
  .object({
    confirm_terms: mustConfirm('the price, amount and terms'),
    confirm_fee: mustConfirm('the platform fee'),
    confirm_settlement: mustConfirm('the settlement date and the funds transfer'),
  })
  .strict();

export const ProposalIdParams = z.object({ id: z.coerce.number().int().positive() });
export const PageMetaSchema = z.object({ total: z.number().int(), page: z.number().int(), per_page: z.number().int() });
export const ProposalListSchema = z.object({ data: z.array(ProposalSchema), meta: PageMetaSchema });
export const ProposalAnswerSchema = z.object({ data: ProposalDetailSchema });
export const DealAnswerSchema = z.object({ data: DealDetailSchema });
export const AcceptanceRequestedSchema = z.object({ data: z.object({ pending_action_id: z.number().int() }) });
