/** Request and answer schemas of the deal routes (the trading contract's "Deals"). */
import { z } from 'zod';
import { pageQueryFields, sortQueryFields } from '../../lib/list-query-schemas.ts';
import { DEAL_LIST } from '../../../src/domain/lists.ts';
import { DEAL_STATUSES } from '../../../src/domain/trading/deal-status.ts';
import { REASON_MAX } from '../../../src/domain/trading/proposal-terms.ts';
import { PageMetaSchema } from '../../lib/response-schemas.ts';
import { DealDetailSchema, DealSchema } from '../trading/deal-answer.ts';

const statusList = z
  .string()
  .transform((text) =>
    text
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== ''),
  )
  .pipe(z.array(z.enum(DEAL_STATUSES, { error: `Each status must be one of: ${DEAL_STATUSES.join(', ')}.` })))
  .describe(`Comma-separated statuses: ${DEAL_STATUSES.join(', ')}`);

export const DealListQuerySchema = z
  .object({
    status: statusList.optional(),
    ...sortQueryFields(DEAL_LIST),
    ...pageQueryFields(),
  })
  .strict();
export type DealListQuery = z.infer<typeof DealListQuerySchema>;

export const DealCancelBodySchema = z
  .object({ reason: z.string().describe(`Why the deal is cancelled: 1 to ${REASON_MAX} characters`) })
  .strict();

export const DealListSchema = z.object({
  data: z.array(DealSchema),
  meta: PageMetaSchema,
});
export const DealAnswerSchema = z.object({ data: DealDetailSchema });
export const DealCancelAnswerSchema = z.object({ data: z.object({ pending_action_id: z.number().int() }) });

export const DealLinesQuerySchema = z.object({ ...pageQueryFields() }).strict();

/** A pool deal's lines: the price and amount of each loan sold; a single loan's deal has none. */
export const DealLinesSchema = z.object({
  data: z.array(
    z.object({
      loan_id: z.number().int(),
      loan_ref: z.string(),
      current_principal: z.string().meta({ example: '250000.00' }),
      price_pct: z.string().meta({ example: '98.125' }),
      amount: z.string().meta({ example: '245312.50' }),
    }),
  ),
  meta: PageMetaSchema,
});
