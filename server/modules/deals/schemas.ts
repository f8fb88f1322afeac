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
