/** Request and answer schemas of the deal routes (the trading contract's "Deals"). */
import { z } from 'zod';
import { LOAN_STATUSES } from '../../../src/domain/loans/vocabulary.ts';
import { DEAL_STATUSES } from '../../../src/domain/trading/deal-status.ts';
import { REASON_MAX } from '../../../src/domain/trading/proposal-terms.ts';

export const DEAL_EVENT_KINDS = ['created', 'funds_sent', 'settled', 'cancellation_requested', 'cancellation_declined', 'cancelled'] as const;
export type DealEventKind = (typeof DEAL_EVENT_KINDS)[number];

export const DEAL_SORTS = ['created_at', 'settlement_date', 'amount', 'status'] as const;
export type DealSort = (typeof DEAL_SORTS)[number];
export const PER_PAGE_CHOICES = [25, 50, 100] as const;

const statusList = z
  .string()
  .transform((text) => text.split(',').map((part) => part.trim()).filter((part) => part !== ''))
  .pipe(z.array(z.enum(DEAL_STATUSES, { error: `Each status must be one of: ${DEAL_STATUSES.join(', ')}.` })))
  .describe(`Comma-separated statuses: ${DEAL_STATUSES.join(', ')}`);

export const DealListQuerySchema = z
  .object({
    status: statusList.optional(),
    sort: z.enum(DEAL_SORTS).default('created_at'),
    order: z.enum(['asc', 'desc']).default('desc'),
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce
      .number()
      .int()
      .refine((value) => (PER_PAGE_CHOICES as readonly number[]).includes(value), 'The per page field must be 25, 50 or 100.')
      .default(25),
  })
  .strict();
export type DealListQuery = z.infer<typeof DealListQuerySchema>;

export const DealIdParams = z.object({ id: z.coerce.number().int().positive() });

export const DealCancelBodySchema = z
  .object({ reason: z.string().describe(`Why the deal is cancelled: 1 to ${REASON_MAX} characters`) })
  .strict();

const money = z.string().meta({ example: '245312.50' });
const PersonSchema = z.object({ id: z.number().int(), name: z.string() });
const OrganisationSchema = z.object({ id: z.number().int(), name: z.string() });

export const DealLoanSchema = z.object({
  id: z.number().int(),
  loan_ref: z.string(),
  status: z.enum(LOAN_STATUSES),
  currency: z.string(),
  current_principal: money,
  interest_rate_pct: z.string(),
  current_ltv_pct: z.string(),
  region: z.string(),
  property_type: z.string(),
});

export const DealSchema = z.object({
  id: z.number().int(),
  status: z.enum(DEAL_STATUSES),
  version: z.number().int(),
  loan: DealLoanSchema,
  bank: OrganisationSchema,
  investor: OrganisationSchema,
  proposal_id: z.number().int(),
  price_pct: z.string().meta({ example: '98.125' }),
  amount: money,
  platform_fee_bps: z.number().int().describe('Frozen when the deal was made'),
  platform_fee_amount: money,
  settlement_date: z.string().describe('YYYY-MM-DD'),
  cancel_reason: z.string().nullable(),
  created_at: z.string(),
  funds_sent_at: z.string().nullable(),
  settled_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  pending_cancellation: z
    .object({ pending_action_id: z.number().int(), maker: PersonSchema.nullable(), reason: z.string().nullable(), created_at: z.string() })
    .nullable()
    .describe('A cancellation waiting for a platform checker'),
  can: z.object({
    mark_funds_sent: z.boolean().describe('The caller may mark the funds sent (the deal’s investor)'),
    settle: z.boolean().describe('The caller may confirm settlement (the deal’s bank)'),
    cancel: z.boolean().describe('The caller may propose cancelling it (a platform maker)'),
  }),
});
export type DealResource = z.infer<typeof DealSchema>;

export const DealEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(DEAL_EVENT_KINDS),
  actor: PersonSchema.nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
});

export const DealDetailSchema = DealSchema.extend({
  timeline: z.array(DealEventSchema).describe('Every step of the deal, oldest first'),
});
export type DealDetail = z.infer<typeof DealDetailSchema>;

export const DealListSchema = z.object({
  data: z.array(DealSchema),
  meta: z.object({ total: z.number().int(), page: z.number().int(), per_page: z.number().int() }),
});
export const DealAnswerSchema = z.object({ data: DealDetailSchema });
export const DealCancelAnswerSchema = z.object({ data: z.object({ pending_action_id: z.number().int() }) });
