/** Request and answer schemas of the binding-bid routes (zod; they also make the OpenAPI document). */
import { z } from 'zod';
import { TAPE_MAX_ROWS } from '../../../src/domain/tapes.ts';
import { POOL_STATUSES } from '../../../src/domain/pools/status.ts';
import { DATABASE_INTEGER_MAX } from '../../lib/record-ids.ts';

export const BidLineSchema = z
  .object({
    line: z.number().int().min(1).max(DATABASE_INTEGER_MAX).describe('The pool tape’s line, 1 to the number of loans'),
    price_pct: z
      .string()
      .max(40)
      .optional()
      .describe('Price as % of the loan’s current principal, above 0 and at most 200, up to 3 decimals ("97.125")'),
    excluded: z
      .boolean()
      .optional()
      .describe('true leaves the loan out of the bid (within the pool’s exclusion limit)'),
  })
  .strict();

export const BidBodySchema = z
  .object({
    lines: z.array(BidLineSchema).max(TAPE_MAX_ROWS).describe('One entry for every line of the pool'),
    version: z
      .number()
      .int()
      .min(1)
      .max(DATABASE_INTEGER_MAX)
      .optional()
      .describe('The version of the bid being revised; refused (409) when the bid has moved on since'),
  })
  .strict();
export type BidBody = z.infer<typeof BidBodySchema>;

export const BidUploadQuery = z
  .object({
    version: z.coerce.number().int().min(1).max(DATABASE_INTEGER_MAX).optional().describe('As for the JSON bid'),
  })
  .strict();

const BidPoolSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  currency: z.string(),
  status: z.enum(POOL_STATUSES),
  exclusion_limit: z.number().int(),
  phase_2_deadline: z.string().nullable().describe('The current deadline, moved by late bids'),
  phase_2_deadline_listed: z
    .string()
    .nullable()
    .describe('The deadline as listed; late bids move it by at most 2 hours'),
  open_for_bids: z.boolean(),
});

const BidSummarySchema = z.object({
  version: z.number().int(),
  total: z.string().describe('The sum of the lines’ amounts, in the pool’s currency'),
  total_minor: z.string().describe('The same total in minor units (cents; yen for JPY)'),
  excluded_count: z.number().int(),
  placed_at: z.string(),
  updated_at: z.string(),
});

export const MyBidSchema = z.object({
  data: z.object({
    pool: BidPoolSchema,
    bid: BidSummarySchema.nullable().describe('null before the first bid'),
    lines: z.array(
      z.object({
        line: z.number().int(),
        current_principal: z.string(),
        price_pct: z.string().nullable(),
        excluded: z.boolean(),
        amount: z.string().nullable().describe('What the line comes to, rounded half up to a whole minor unit'),
      }),
    ),
  }),
});

export const BidClockSchema = z.object({
  data: z.object({ pool: BidPoolSchema, version: z.number().int().nullable() }),
});

export const PlacedBidSchema = z.object({
  data: z.object({
    pool: BidPoolSchema,
    bid: BidSummarySchema,
    extended: z.boolean().describe('Whether this bid moved the deadline (placed in its last 10 minutes)'),
  }),
});
