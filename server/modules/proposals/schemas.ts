/** Request and answer schemas of the proposal routes (zod; they also make the OpenAPI document). */
import { z } from 'zod';
import { pageQueryFields, sortQueryFields } from '../../lib/list-query-schemas.ts';
import { PROPOSAL_LIST } from '../../../src/domain/lists.ts';
import { PROPOSAL_STATUSES } from '../../../src/domain/trading/proposal-status.ts';
import { PageMetaSchema, PartyRefSchema } from '../../lib/response-schemas.ts';
import { FinalAcceptanceDealSchema } from '../trading/deal-answer.ts';
import { ProposalSchema } from '../trading/proposal-answer.ts';
import { DATABASE_INTEGER_MAX, idFromText, idInBody } from '../../lib/record-ids.ts';

const money = () => z.string().meta({ example: '245312.50' });

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

export const ProposalEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PROPOSAL_EVENT_KINDS),
  actor: PartyRefSchema.nullable().describe('Null for the scheduled expiry'),
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

const statusList = z
  .string()
  .refine(
    (value) => value.split(',').every((status) => (PROPOSAL_STATUSES as readonly string[]).includes(status.trim())),
    `The status field must be a comma-separated list of: ${PROPOSAL_STATUSES.join(', ')}.`,
  )
  .transform(
    (value) => [...new Set(value.split(',').map((status) => status.trim()))] as (typeof PROPOSAL_STATUSES)[number][],
  );

export const ProposalListQuerySchema = z
  .object({
    status: statusList.optional().describe('Comma-separated statuses, e.g. submitted,countered'),
    loan_id: idFromText().optional(),
    awaiting_acceptance: z
      .enum(['true', 'false'])
      .optional()
      .describe('true: only proposals whose acceptance waits for a bank manager (the bank’s side only)'),
    ...sortQueryFields(PROPOSAL_LIST),
    ...pageQueryFields(),
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
    loan_id: idInBody(),
    ...terms,
    investor_id: idInBody().optional().describe('Needed only by a user of several investor organisations'),
  })
  .strict();
export type ProposalCreateInput = z.infer<typeof ProposalCreateSchema>;

export const ProposalReviseSchema = z
  .object({
    ...terms,
    version: z.number().int().min(1).max(DATABASE_INTEGER_MAX).describe('The version the revision was made against'),
  })
  .strict();
export type ProposalReviseInput = z.infer<typeof ProposalReviseSchema>;

export const ProposalCounterSchema = z.object({ price_pct: terms.price_pct, note: terms.note }).strict();
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
    price_pct: z
      .string()
      .regex(
        /^\d{1,3}(\.\d{1,3})?$/,
        'The confirmed price must be a percentage with up to three decimals, such as "98.125".',
      )
      .optional()
      .describe('The price the investor saw and confirms; a deal is refused (409) when the proposal’s differs'),
    amount: z
      .string()
      .regex(/^\d{1,16}(\.\d{1,2})?$/, 'The confirmed amount must be a decimal string such as "245312.50".')
      .optional()
      .describe('The amount the investor saw and confirms; a deal is refused (409) when the proposal’s differs'),
  })
  .strict();

export const ProposalListSchema = z.object({ data: z.array(ProposalSchema), meta: PageMetaSchema });
export const ProposalAnswerSchema = z.object({ data: ProposalDetailSchema });
export const DealAnswerSchema = z.object({ data: FinalAcceptanceDealSchema });
export const AcceptanceRequestedSchema = z.object({ data: z.object({ pending_action_id: z.number().int() }) });
