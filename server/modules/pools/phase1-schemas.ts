/** Request and answer schemas of a pool's phase 1: the investor's side and the bank's indicative bids and shortlist. */
import { z } from 'zod';
import { POOL_STATUSES } from '../../../src/domain/pools/status.ts';
import { SHORTLIST_DECISIONS } from '../../../src/domain/pools/participation.ts';
import { idInBody } from '../../lib/record-ids.ts';
import { StratificationSchema } from '../../lib/stratification.ts';

const NdaSchema = z
  .object({
    accepted_at: z.string(),
    accepted_by_name: z.string(),
    accepted_by_email: z.string(),
    nda_text_sha256: z.string(),
  })
  .nullable()
  .describe('Your organisation’s acceptance of the NDA, null before it');

const OwnBidSchema = z
  .object({
    price_pct: z.string(),
    note: z.string(),
    placed_at: z.string(),
    updated_at: z.string(),
    version: z.number().int(),
  })
  .nullable()
  .describe('Your organisation’s indicative bid, null before it bids');

export const InvestorPoolSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  bank: z.object({ id: z.number().int(), name: z.string() }),
  currency: z.string(),
  status: z.enum(POOL_STATUSES),
  loan_count: z.number().int(),
  total_current_principal: z.string(),
  phase_1_deadline: z.string().nullable(),
  phase_2_deadline: z.string().nullable(),
  nda: NdaSchema,
  shortlist: z.enum(SHORTLIST_DECISIONS).nullable(),
  my_indicative_bid: OwnBidSchema,
});

export const InvestorPoolDetailSchema = InvestorPoolSchema.extend({
  description: z.string(),
  cut_off_date: z.string(),
  nda_text: z.string(),
  stratification: StratificationSchema.nullable().describe('Opens with the NDA, null before it'),
  can: z.object({ accept_nda: z.boolean(), download_tape: z.boolean(), bid: z.boolean() }),
});

export const InvestorPoolListSchema = z.object({ data: z.array(InvestorPoolSchema) });
export const InvestorPoolAnswerSchema = z.object({ data: InvestorPoolDetailSchema });

export const IndicativeBidSchema = z
  .object({
    price_pct: z.string().max(40).describe('Percentage of the pool’s principal, up to three decimals'),
    note: z.string().max(5000).optional(),
    version: z.number().int().min(1).max(2_147_483_647).optional().describe('The bid’s version when revising it'),
  })
  .strict();
export type IndicativeBidBody = z.infer<typeof IndicativeBidSchema>;

export const ShortlistSchema = z
  .object({
    investor_ids: z
      .array(idInBody())
      .max(1000)
      .describe('The investors going on to phase 2; the other participants do not'),
    version: z.number().int().min(1).max(2_147_483_647).optional().describe('The pool’s version as read'),
  })
  .strict();
export type ShortlistBody = z.infer<typeof ShortlistSchema>;

export const IndicativeBidsSchema = z.object({
  data: z.object({
    phase_1_deadline: z.string(),
    can_shortlist: z.boolean(),
    participants: z.array(
      z.object({
        investor: z.object({ id: z.number().int(), name: z.string() }),
        nda_accepted_at: z.string(),
        nda_accepted_by_name: z.string(),
        shortlist: z.enum(SHORTLIST_DECISIONS),
        bid: z
          .object({
            price_pct: z.string(),
            amount: z.string().describe('The price applied to the pool’s principal, in its currency'),
            note: z.string(),
            placed_at: z.string(),
            updated_at: z.string(),
          })
          .nullable(),
      }),
    ),
  }),
});
