/** Request and answer schemas of the loan routes (zod; they also make the OpenAPI document). */
import { z } from 'zod';
import { checkPageDepth, pageQueryFields, sortQueryFields } from '../../lib/list-query-schemas.ts';
import { loanFilterFields } from '../../lib/loan-filters.ts';
import { LOAN_LIST } from '../../../src/domain/lists.ts';
import { PageMetaSchema } from '../../lib/response-schemas.ts';
import { LOAN_FIELDS } from '../../../src/domain/loans/fields.ts';
import { LOAN_INPUT_FIELDS, LOAN_STATUSES, type LoanInputField } from '../../../src/domain/loans/vocabulary.ts';
import { PendingActionSchema } from '../../lib/pending-action-resource.ts';
import { RevisionSchema } from '../../lib/revision-resource.ts';
import { idFromText, idInBody } from '../../lib/record-ids.ts';

const scalar = z.union([z.string(), z.number()]).nullable();
/** Money and prices only as text: a JSON number has been through a float, which holds about 15 digits, not 18. */
const decimalText = (example: string) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? undefined
          : `The :attribute must be a decimal string such as "${example}".`,
    })
    .nullable();
const MONEY_FIELDS = new Set(LOAN_FIELDS.filter((field) => field.kind === 'money').map((field) => field.name));
const loanFieldSchema = (field: LoanInputField) => (MONEY_FIELDS.has(field) ? decimalText('250000.00') : scalar);

/**
 * A loan's entered fields. Every value is read as text or a number and checked by the shared
 * loan rules (src/domain/loans), so the form and the API word the same messages.
 */
export const LoanInputSchema = z
  .object({
    bank_id: idInBody().optional().describe('Needed only by a user of several banks'),
    ...Object.fromEntries(LOAN_INPUT_FIELDS.map((field) => [field, loanFieldSchema(field).optional()])),
  })
  .strict()
  .describe(
    `Fields: ${LOAN_INPUT_FIELDS.join(', ')}. Money and percentages as decimal strings, dates as YYYY-MM-DD.`,
  ) as z.ZodType<{ bank_id?: number } & Partial<Record<(typeof LOAN_INPUT_FIELDS)[number], string | number | null>>>;

export const LoanPatchSchema = z
  .object(Object.fromEntries(LOAN_INPUT_FIELDS.map((field) => [field, loanFieldSchema(field).optional()])))
  .strict()
  .describe('Only the fields that change.') as z.ZodType<
  Partial<Record<(typeof LOAN_INPUT_FIELDS)[number], string | number | null>>
>;

export const ListingTermsSchema = z
  .object({
    asking_price_pct: decimalText('98.500').optional().describe('% of the current principal, above 0 and at most 200'),
    bid_deadline: z.string().nullable().optional().describe('YYYY-MM-DD, after today'),
    listing_description: z.string().describe('1 to 1000 characters'),
  })
  .strict();

const fieldValue = z.union([z.string(), z.number()]).nullable();

export const LoanSchema = z.object({
  id: z.number().int(),
  bank_id: z.number().int(),
  batch_id: z.number().int().nullable(),
  status: z.enum(LOAN_STATUSES),
  ...(Object.fromEntries(LOAN_INPUT_FIELDS.map((field) => [field, fieldValue])) as Record<
    (typeof LOAN_INPUT_FIELDS)[number],
    typeof fieldValue
  >),
  remaining_term_months: z.number().int().nullable(),
  asking_price_pct: z.string().nullable(),
  bid_deadline: z.string().nullable(),
  listing_description: z.string().nullable(),
  listed_at: z.string().nullable(),
  sold_at: z.string().nullable(),
  sold_price_amount: z.string().nullable(),
  version: z.number().int(),
  created_by_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  bank: z.object({ id: z.number().int(), name: z.string() }),
});

export const LoanDetailSchema = LoanSchema.extend({
  pending_actions: z.array(PendingActionSchema).describe('Pending actions on the loan, each with its diff'),
  can: z.object({
    edit: z.boolean(),
    submit: z.boolean(),
    list: z.boolean(),
    withdraw: z.boolean(),
    approve: z.boolean().describe('A pending action on the loan awaits this user'),
  }),
});

export const LoanListQuerySchema = z
  .object({
    status: z.enum(LOAN_STATUSES).optional(),
    awaiting_approval: z
      .enum(['true', 'false'])
      .optional()
      .describe('true: only loans with a pending action this user may decide'),
    pending_change: z
      .enum(['true', 'false'])
      .optional()
      .describe('true: only loans with a change waiting for a bank manager, whoever made it'),
    ...loanFilterFields(),
    bank_id: idFromText().optional(),
    ...sortQueryFields(LOAN_LIST),
    ...pageQueryFields(),
  })
  .strict()
  .superRefine(checkPageDepth);
export type LoanListQuery = z.infer<typeof LoanListQuerySchema>;

export const LoanListSchema = z.object({ data: z.array(LoanSchema), meta: PageMetaSchema });
export const LoanAnswerSchema = z.object({ data: LoanDetailSchema });
export const PendingActionAnswerSchema = z.object({ pending_action: PendingActionSchema });
export const LoanRevisionsSchema = z.object({ data: z.array(RevisionSchema) });

export const BankSummaryQuerySchema = z.object({ bank_id: idFromText().optional() }).strict();
export const APPROVAL_KINDS = ['loan', 'batch', 'proposal'] as const;

export const BankSummarySchema = z.object({
  data: z.object({
    bank_id: z.number().int().nullable().describe('Null when a platform admin reads every bank together'),
    currencies: z.array(z.string()).describe('The currencies of the loans counted, in alphabetical order'),
    loans_by_status: z.array(
      z.object({
        status: z.enum(LOAN_STATUSES),
        count: z.number().int(),
        principal_by_currency: z
          .array(z.object({ currency: z.string(), amount: z.string() }))
          .describe('Current principal per currency: amounts of two currencies are never added together'),
      }),
    ),
    approvals_waiting: z.number().int().describe('Pending bank actions'),
    approvals_awaiting_me: z.number().int().describe('Pending bank actions this user may decide'),
    approvals_by_kind: z
      .array(
        z.object({
          kind: z.enum(APPROVAL_KINDS),
          waiting: z.number().int().describe('Records of this kind with a change waiting for a bank manager'),
          awaiting_me: z.number().int().describe('Those with a change this user did not make (a manager decides it)'),
        }),
      )
      .describe(
        'Every kind of record, even with nothing waiting: loans (their changes and listings), batches, proposal acceptances',
      ),
    proposals_awaiting_response: z
      .number()
      .int()
      .describe('Submitted proposals on the bank’s loans, waiting for its answer'),
    deals_to_settle: z.number().int().describe('Deals awaiting funds or settlement (pending_settlement or funds_sent)'),
    volume_sold_per_month: z.array(
      z.object({
        month: z.string().describe('YYYY-MM'),
        currency: z.string(),
        count: z.number().int(),
        amount: z.string(),
      }),
    ),
  }),
});
