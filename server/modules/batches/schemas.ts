/** The batch resources the API answers with (zod, so the OpenAPI document and the portal's types follow). */
import { z } from 'zod';
import { BATCH_STATUSES } from '../../db/schema/batches.ts';
import { BATCH_ERROR_PAGE_SIZE } from '../../../src/domain/lists.ts';
import { pageQueryFields } from '../../lib/list-query-schemas.ts';
import { idFromText } from '../../lib/record-ids.ts';
import { PageMetaSchema } from '../../lib/response-schemas.ts';
import { StratificationSchema } from '../../lib/stratification.ts';

export const BatchStatusSchema = z.enum(BATCH_STATUSES);

export const BatchActionSchema = z.object({
  id: z.number().int(),
  action_type: z.string(),
  status: z.enum(['pending', 'approved', 'rejected', 'cancelled']),
  maker_id: z.number().int(),
  maker_name: z.string().nullable().describe('Who submitted the batch'),
  checker_id: z.number().int().nullable(),
  checker_name: z.string().nullable().describe('The bank manager who approved or rejected it'),
  reason: z.string().nullable().describe('Why it was rejected, for the officer who submitted it'),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});

export const BatchSchema = z.object({
  id: z.number().int(),
  bank_id: z.number().int(),
  bank: z.object({ id: z.number().int(), name: z.string() }),
  file_name: z.string(),
  file_format: z.enum(['csv', 'xlsx']),
  file_bytes: z.number().int(),
  status: BatchStatusSchema,
  failure_message: z.string().nullable(),
  processed_rows: z.number().int(),
  bytes_read: z
    .number()
    .int()
    .describe('Bytes of the file read so far while the status is `validating`: the share of file_bytes checked'),
  total_rows: z.number().int(),
  valid_rows: z.number().int(),
  error_rows: z.number().int(),
  error_count: z.number().int(),
  /** Loans an approved import has written so far (status `importing`); valid_rows once `imported`. */
  imported_rows: z
    .number()
    .int()
    .describe(
      'Loans the import has written so far while the status is `importing`; equal to valid_rows once `imported`',
    ),
  uploaded_by_id: z.number().int().nullable(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The latest batch.import action: pending while the batch awaits approval, else how it was decided. */
  pending_action: BatchActionSchema.nullable(),
  can: z.object({ submit: z.boolean(), approve: z.boolean(), reject: z.boolean(), cancel: z.boolean() }),
});

export const BatchDetailSchema = BatchSchema.extend({ stratification: StratificationSchema });

export const BatchErrorSchema = z.object({
  row: z.number().int(),
  column: z.string(),
  value: z.string(),
  message: z.string(),
});

export const BatchListSchema = z.object({ data: z.array(BatchSchema), meta: PageMetaSchema });
export const BatchErrorListSchema = z.object({ data: z.array(BatchErrorSchema), meta: PageMetaSchema });

export const BatchListQuery = z.object({
  status: BatchStatusSchema.optional(),
  bank_id: idFromText().optional(),
  awaiting_approval: z
    .enum(['true', 'false'])
    .optional()
    .describe('true: only batches a manager of the bank may approve that this user did not submit'),
  ...pageQueryFields(),
});
export const BatchErrorsQuery = z.object(pageQueryFields(BATCH_ERROR_PAGE_SIZE));
export const UploadQuery = z.object({ bank_id: idFromText().optional() });

export type Batch = z.infer<typeof BatchSchema>;
export type BatchAction = z.infer<typeof BatchActionSchema>;
