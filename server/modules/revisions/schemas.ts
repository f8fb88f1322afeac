/** Request and answer schemas of the revision routes. */
import { z } from 'zod';
import { RevisionSchema } from '../../lib/revision-resource.ts';
import { idFromText } from '../../lib/record-ids.ts';

export const RevisionOneSchema = z.object({
  data: RevisionSchema,
  previous_id: z.number().int().nullable().describe('The revision before this one of the same record'),
  next_id: z.number().int().nullable().describe('The revision after this one of the same record'),
});
export const RevisionListQuerySchema = z
  .object({ target_type: z.string().min(1).max(64), target_id: idFromText() })
  .strict();
export const RevisionListSchema = z.object({ data: z.array(RevisionSchema) });
