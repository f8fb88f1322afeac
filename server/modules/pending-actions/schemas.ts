/** Request and answer schemas of the pending-actions routes. */
import { z } from 'zod';
import { checkPageDepth, pageQueryFields } from '../../lib/list-query-schemas.ts';
import { PageMetaSchema } from '../../lib/response-schemas.ts';
import { PendingActionSchema } from '../../lib/pending-action-resource.ts';
import { idFromText } from '../../lib/record-ids.ts';

export const PendingActionListQuerySchema = z
  .object({
    scope: z.enum(['bank', 'platform']).optional(),
    type: z.string().max(64).optional().describe('Action type, e.g. loan.edit'),
    maker_id: idFromText().optional(),
    status: z.enum(['pending', 'approved', 'rejected', 'cancelled']).optional(),
    target_type: z.string().max(64).optional(),
    target_id: idFromText().optional(),
    older_than_hours: z.coerce
      .number()
      .int()
      .min(0)
      .max(100_000)
      .optional()
      .describe('Made at least this many hours ago'),
    newer_than_hours: z.coerce
      .number()
      .int()
      .min(1)
      .max(100_000)
      .optional()
      .describe('Made less than this many hours ago'),
    ...pageQueryFields(),
  })
  .strict()
  .superRefine(checkPageDepth);
export type PendingActionListQuery = z.infer<typeof PendingActionListQuerySchema>;

export const PendingActionListSchema = z.object({
  data: z.array(PendingActionSchema),
  meta: PageMetaSchema,
});
export const PendingActionOneSchema = z.object({ data: PendingActionSchema });
export const RejectBodySchema = z
  .object({ reason: z.string().max(1000).optional().describe('Required: why the change is refused') })
  .strict();
