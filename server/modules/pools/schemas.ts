/** Request and answer schemas of the pool routes (zod; they also make the OpenAPI document). */
import { z } from 'zod';
import { CURRENCIES } from '../../../src/domain/loans/vocabulary.ts';
import { POOL_ACCESS_MODES, POOL_STATUSES } from '../../../src/domain/pools/status.ts';
import { loanFilterFields } from '../../lib/loan-filters.ts';
import { pageQueryFields } from '../../lib/list-query-schemas.ts';
import { PendingActionSchema } from '../../lib/pending-action-resource.ts';
import { idFromText, idInBody } from '../../lib/record-ids.ts';
import { PageMetaSchema } from '../../lib/response-schemas.ts';
import { RevisionSchema } from '../../lib/revision-resource.ts';
import { StratificationSchema } from '../../lib/stratification.ts';

/** The loan list's filters, with the currency a pool holds. */
export const PoolFiltersSchema = z
  .object({
    ...loanFilterFields(),
    currency: z.enum(CURRENCIES).optional(),
  })
  .strict();
export type PoolFilters = z.infer<typeof PoolFiltersSchema>;

export const PoolSelectionSchema = z
  .object({
    bank_id: idInBody().optional().describe('Needed only by a user of several banks'),
    batch_id: idInBody().optional().describe('The batch whose approved loans make the pool'),
    filters: PoolFiltersSchema.optional().describe('The loan list’s filters; only approved loans are taken'),
  })
  .strict();
export type PoolSelection = z.infer<typeof PoolSelectionSchema>;

export const PoolCreateSchema = PoolSelectionSchema.extend({
  name: z.string().describe('1 to 120 characters'),
  description: z.string().optional().describe('At most 2,000 characters'),
  cut_off_date: z.string().describe('YYYY-MM-DD, not in the future'),
}).strict();
export type PoolCreate = z.infer<typeof PoolCreateSchema>;

export const PoolPatchSchema = z
  .object({ name: z.string().optional(), description: z.string().optional(), cut_off_date: z.string().optional() })
  .strict();
export type PoolPatch = z.infer<typeof PoolPatchSchema>;

export const PoolListingSchema = z
  .object({
    access_mode: z.enum(POOL_ACCESS_MODES),
    invited_investor_ids: z
      .array(idInBody())
      .max(500)
      .optional()
      .describe('The investors invited (by invitation only)'),
    phase_1_deadline: z.string().max(40).describe('ISO 8601 instant with its offset, in the future'),
    phase_2_deadline: z.string().max(40).describe('ISO 8601 instant, after the phase 1 deadline'),
    exclusion_limit: z.number().int().min(0).max(2_147_483_647).describe('From 0 to one fewer than the pool’s loans'),
    nda_text: z.string().max(100_000).describe('1 to 20,000 characters'),
  })
  .strict();
export type PoolListingBody = z.infer<typeof PoolListingSchema>;

export const PoolPreviewSchema = z.object({
  data: z.object({
    count: z.number().int(),
    currencies: z.array(z.string()).describe('The currencies of the loans found; a pool takes one'),
    total_current_principal: z.string().nullable().describe('Null when the loans hold more than one currency'),
  }),
});

export const PoolSchema = z.object({
  id: z.number().int(),
  bank: z.object({ id: z.number().int(), name: z.string() }),
  name: z.string(),
  description: z.string(),
  cut_off_date: z.string(),
  currency: z.string(),
  status: z.enum(POOL_STATUSES),
  loan_count: z.number().int(),
  total_current_principal: z.string(),
  access_mode: z.enum(POOL_ACCESS_MODES).nullable(),
  invited_investors: z.array(z.object({ id: z.number().int(), name: z.string() })),
  phase_1_deadline: z.string().nullable(),
  phase_2_deadline: z.string().nullable(),
  exclusion_limit: z.number().int().nullable(),
  nda_text: z.string().nullable(),
  listed_at: z.string().nullable(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Pool = z.infer<typeof PoolSchema>;

export const PoolDetailSchema = PoolSchema.extend({
  stratification: StratificationSchema,
  pending_actions: z.array(PendingActionSchema).describe('The pool’s pending actions, each with its diff'),
  latest_decision: PendingActionSchema.nullable().describe(
    'The last decided action on the pool, so its maker sees the checker’s reason',
  ),
  can: z.object({
    edit: z.boolean(),
    list: z.boolean(),
    approve: z.boolean().describe('A pending action on the pool awaits this user'),
  }),
});

export const PoolLoanSchema = z.object({
  id: z.number().int(),
  loan_ref: z.string(),
  currency: z.string(),
  current_principal: z.string(),
  interest_rate_pct: z.string(),
  current_ltv_pct: z.string(),
  region: z.string(),
  property_type: z.string(),
  maturity_date: z.string(),
});

export const PoolListQuerySchema = z
  .object({
    status: z.enum(POOL_STATUSES).optional(),
    bank_id: idFromText().optional(),
    ...pageQueryFields(),
  })
  .strict();
export type PoolListQuery = z.infer<typeof PoolListQuerySchema>;
export const PoolLoansQuerySchema = z.object(pageQueryFields()).strict();

export const PoolLoanParams = z.object({ id: idFromText(), loanId: idFromText() });
export const PoolListSchema = z.object({ data: z.array(PoolSchema), meta: PageMetaSchema });
export const PoolAnswerSchema = z.object({ data: PoolDetailSchema });
export const PoolLoansSchema = z.object({ data: z.array(PoolLoanSchema), meta: PageMetaSchema });
export const PoolPendingActionSchema = z.object({ pending_action: PendingActionSchema });
export const PoolRevisionsSchema = z.object({ data: z.array(RevisionSchema) });
export const InvestorChoicesSchema = z.object({
  data: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
