/** Request and answer schemas of the award routes (zod; they also make the OpenAPI document). */
import { z } from 'zod';
import { AWARD_STATUSES } from '../../../src/domain/pools/award.ts';
import { POOL_STATUSES } from '../../../src/domain/pools/status.ts';
import { pageQueryFields } from '../../lib/list-query-schemas.ts';
import { PendingActionSchema } from '../../lib/pending-action-resource.ts';
import { idInBody } from '../../lib/record-ids.ts';
import { PageMetaSchema, PartyRefSchema } from '../../lib/response-schemas.ts';

const money = () => z.string().meta({ example: '1245312.50' });
const price = () => z.string().meta({ example: '98.125' });

export const PagedQuerySchema = z.object(pageQueryFields()).strict();

const PoolRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  currency: z.string(),
  status: z.enum(POOL_STATUSES),
});

export const AwardBodySchema = z
  .object({
    winning_bid_id: idInBody().describe('The winning binding bid'),
    backup_bid_ids: z
      .array(idInBody())
      .max(2, 'Choose at most two backup bids.')
      .default([])
      .describe('Up to two backup bids, first backup first'),
  })
  .strict();
export type AwardBody = z.infer<typeof AwardBodySchema>;

const RankedBidSchema = z.object({
  rank: z.number().int(),
  bid_id: z.number().int(),
  investor: PartyRefSchema,
  total: money(),
  excluded_count: z.number().int(),
  placed_at: z.string(),
  highest_on_loans: z.number().int().describe('How many loans this bid priced highest (ties count for each)'),
});

const AwardRankSchema = z.object({
  rank: z.number().int().describe('1: the winner; 2 and 3: the backups'),
  bid_id: z.number().int(),
  investor: PartyRefSchema,
  total: money(),
  status: z.enum(AWARD_STATUSES),
  invited_at: z.string().nullable(),
  respond_by: z.string().nullable(),
  responded_at: z.string().nullable(),
  decline_reason: z.string().nullable(),
});

export const PoolBidsSchema = z.object({
  data: z.object({
    pool: PoolRefSchema.extend({ bank: PartyRefSchema.describe('The selling bank, whose managers decide the award') }),
    bids: z.array(RankedBidSchema).describe('By total, highest first; ties by the earlier bid'),
    award: z.array(AwardRankSchema),
    pending_award: PendingActionSchema.nullable(),
    latest_decision: PendingActionSchema.nullable(),
    can: z.object({ award: z.boolean(), approve: z.boolean() }),
  }),
});

export const ComparisonSchema = z.object({
  bids: z.array(z.object({ bid_id: z.number().int(), investor: PartyRefSchema })).describe('In ranking order'),
  data: z.array(
    z.object({
      line: z.number().int(),
      loan_id: z.number().int(),
      loan_ref: z.string(),
      current_principal: money(),
      prices: z.array(
        z.object({
          bid_id: z.number().int(),
          excluded: z.boolean(),
          price_pct: price().nullable(),
          amount: money().nullable(),
        }),
      ),
      highest_bid_ids: z.array(z.number().int()),
    }),
  ),
  meta: PageMetaSchema,
});

export const AwardPendingSchema = z.object({ pending_action: PendingActionSchema });

export const InvestorAwardSchema = z.object({
  data: z.object({
    pool: PoolRefSchema,
    rank: z.number().int(),
    status: z.enum(AWARD_STATUSES),
    respond_by: z.string().nullable(),
    bid_id: z.number().int(),
    total: money(),
    excluded_count: z.number().int(),
    platform_fee_bps: z.number().int(),
    platform_fee_amount: money(),
    can: z.object({ confirm: z.boolean(), decline: z.boolean() }),
  }),
});

export const InvestorAwardLinesSchema = z.object({
  data: z.array(
    z.object({
      line: z.number().int().describe('The loan’s line on the anonymised tape'),
      current_principal: money(),
      excluded: z.boolean(),
      price_pct: price().nullable(),
      amount: money().nullable(),
    }),
  ),
  meta: PageMetaSchema,
});

const mustConfirm = (what: string) =>
  z
    .boolean({ error: `Confirm ${what}.` })
    .refine((value) => value, `Confirm ${what}.`)
    .describe(`Must be true: the investor confirms ${what}`);

export const ConfirmAwardSchema = z
  .object({
    confirm_terms: mustConfirm('the total and the price of every loan'),
    confirm_fee: mustConfirm('the platform fee'),
    confirm_settlement: mustConfirm('the settlement date and the funds transfer'),
    total: z
      .string()
      .regex(/^\d{1,16}(\.\d{1,2})?$/, 'The confirmed total must be a decimal string such as "1245312.50".')
      .optional()
      .describe('The total the investor saw and confirms; refused (409) when the bid’s differs'),
  })
  .strict();

export const DeclineAwardSchema = z
  .object({ reason: z.string().max(10_000).describe('1 to 1,000 characters') })
  .strict();

export const ConfirmedSchema = z.object({ data: z.object({ deal_id: z.number().int() }) });
