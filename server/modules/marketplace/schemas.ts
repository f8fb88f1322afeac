/** Request and answer schemas of the marketplace routes (zod; they also make the OpenAPI document). */
import { z } from 'zod';
import { compareDecimals, parseDecimal } from '../../../src/domain/loans/decimal.ts';
import {
  ACCOUNT_STATUSES,
  AMORTISATION_TYPES,
  CURRENCIES,
  FIRST_TIME_BUYER_VALUES,
  LOAN_PURPOSES,
  LOAN_STATUSES,
  OCCUPANCY_TYPES,
  PROPERTY_TYPES,
  RATE_TYPES,
  REGION_CODES,
} from '../../../src/domain/loans/vocabulary.ts';
import { PROPOSAL_STATUSES } from '../../../src/domain/trading/proposal-status.ts';
import { MARKET_LIST } from '../../../src/domain/lists.ts';
import { checkPageDepth, pageQueryFields, sortQueryFields, searchQueryField } from '../../lib/list-query-schemas.ts';
import { idFromText } from '../../lib/record-ids.ts';
import { PageMetaSchema } from '../../lib/response-schemas.ts';

/** Splits "CA, NY" into its codes; empty items are dropped. */
export const codesOf = (list: string) =>
  list
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);

/** A comma-separated list of codes, each one of `allowed`; an empty list filters nothing. */
const codeList = (allowed: readonly string[]) =>
  z
    .string()
    .max(500)
    .refine((list) => codesOf(list).every((code) => allowed.includes(code)), 'The selected :attribute is invalid.')
    .describe(`Comma-separated; any of ${allowed.join(', ')}`);

/** A non-negative decimal bound, compared in SQL against a column of the given scale. */
const bound = (scale: number, integerDigits: number) =>
  z.string().refine((text) => {
    const parsed = parseDecimal(text, scale, integerDigits);
    return parsed.ok && parsed.value.units >= 0n;
  }, `The :attribute field must be a number of at most ${scale} decimals.`);
const rateBound = bound(4, 3);
const moneyBound = bound(2, 16);
const creditScoreBound = z.coerce.number().int().min(0).max(1000);

const RANGES = [
  ['rate_min', 'rate_max', 4],
  ['ltv_min', 'ltv_max', 4],
  ['balance_min', 'balance_max', 2],
] as const;

export const MarketFilterShape = {
  region: codeList(REGION_CODES).optional(),
  property_type: codeList(PROPERTY_TYPES).optional(),
  occupancy: codeList(OCCUPANCY_TYPES).optional(),
  rate_type: codeList(RATE_TYPES).optional(),
  currency: codeList(CURRENCIES).optional(),
  rate_min: rateBound.optional().describe('Interest rate % at least'),
  rate_max: rateBound.optional().describe('Interest rate % at most'),
  ltv_min: rateBound.optional().describe('Current LTV % at least'),
  ltv_max: rateBound.optional().describe('Current LTV % at most'),
  credit_score_min: creditScoreBound.optional(),
  credit_score_max: creditScoreBound.optional(),
  balance_min: moneyBound.optional().describe('Current principal at least'),
  balance_max: moneyBound.optional().describe('Current principal at most'),
  arrears: z.enum(['current', 'in_arrears']).optional().describe('current: no days in arrears; in_arrears: some'),
  bank_id: idFromText().optional(),
  search: searchQueryField('loan reference', 64),
};

/** A minimum above its maximum is a mistake the user should see, not an empty list. */
function checkRanges(query: Record<string, unknown>, ctx: z.RefinementCtx): void {
  for (const [min, max, scale] of RANGES) {
    const low = typeof query[min] === 'string' ? parseDecimal(query[min], scale, 16) : null;
    const high = typeof query[max] === 'string' ? parseDecimal(query[max], scale, 16) : null;
    if (low?.ok && high?.ok && compareDecimals(low.value, high.value) > 0) {
      ctx.addIssue({
        code: 'custom',
        path: [max],
        message: `The ${max.replace('_', ' ')} field must be at least the ${min.replace('_', ' ')}.`,
      });
    }
  }
  const scoreLow = query.credit_score_min;
  const scoreHigh = query.credit_score_max;
  if (typeof scoreLow === 'number' && typeof scoreHigh === 'number' && scoreLow > scoreHigh) {
    ctx.addIssue({
      code: 'custom',
      path: ['credit_score_max'],
      message: 'The credit score max field must be at least the credit score min.',
    });
  }
}

export const MarketFilterQuerySchema = z.object(MarketFilterShape).strict().superRefine(checkRanges);
export type MarketFilterQuery = z.infer<typeof MarketFilterQuerySchema>;

export const MarketExportQuerySchema = z
  .object({ ...MarketFilterShape, ...sortQueryFields(MARKET_LIST) })
  .strict()
  .superRefine(checkRanges);
export type MarketExportQuery = z.infer<typeof MarketExportQuerySchema>;

export const MarketListQuerySchema = z
  .object({
    ...MarketFilterShape,
    ...sortQueryFields(MARKET_LIST),
    ...pageQueryFields(),
  })
  .strict()
  .superRefine(checkRanges)
  .superRefine(checkPageDepth);
export type MarketListQuery = z.infer<typeof MarketListQuerySchema>;

const BankRefSchema = z.object({ id: z.number().int(), name: z.string() });
const MyProposalSchema = z
  .object({ id: z.number().int(), status: z.enum(PROPOSAL_STATUSES) })
  .nullable()
  .describe("The caller's organisations' open proposal on the loan");
const money = z.string().describe('Decimal string, 2 decimals');
const pct = z.string().describe('Decimal string, 4 decimals');

export const MarketLoanSchema = z.object({
  id: z.number().int(),
  loan_ref: z.string(),
  bank: BankRefSchema,
  status: z.enum(LOAN_STATUSES),
  currency: z.string(),
  current_principal: money,
  interest_rate_pct: pct,
  rate_type: z.enum(RATE_TYPES),
  current_ltv_pct: pct,
  credit_score: z.number().int().nullable(),
  region: z.string(),
  property_type: z.enum(PROPERTY_TYPES),
  occupancy: z.enum(OCCUPANCY_TYPES),
  remaining_term_months: z.number().int(),
  days_in_arrears: z.number().int(),
  account_status: z.enum(ACCOUNT_STATUSES),
  asking_price_pct: z.string().nullable().describe('% of current principal, 3 decimals'),
  bid_deadline: z.string().nullable().describe('YYYY-MM-DD'),
  listed_at: z.string().describe('ISO 8601'),
  my_proposal: MyProposalSchema,
});
export type MarketLoan = z.infer<typeof MarketLoanSchema>;

export const MarketLoanDetailSchema = z.object({
  id: z.number().int(),
  status: z.enum(LOAN_STATUSES),
  bank: BankRefSchema,
  loan_ref: z.string(),
  data_cutoff_date: z.string(),
  currency: z.string(),
  original_principal: money,
  current_principal: money,
  origination_date: z.string(),
  maturity_date: z.string(),
  original_term_months: z.number().int(),
  remaining_term_months: z.number().int(),
  interest_rate_pct: pct,
  rate_type: z.enum(RATE_TYPES),
  amortisation_type: z.enum(AMORTISATION_TYPES),
  monthly_payment: money,
  lien_position: z.number().int(),
  loan_purpose: z.enum(LOAN_PURPOSES),
  property_value: money,
  valuation_date: z.string(),
  original_ltv_pct: pct,
  current_ltv_pct: pct,
  dti_pct: pct.nullable(),
  credit_score: z.number().int().nullable(),
  property_type: z.enum(PROPERTY_TYPES),
  occupancy: z.enum(OCCUPANCY_TYPES),
  region: z.string(),
  postcode_prefix: z.string(),
  borrower_count: z.number().int(),
  first_time_buyer: z.enum(FIRST_TIME_BUYER_VALUES),
  days_in_arrears: z.number().int(),
  arrears_balance: money,
  account_status: z.enum(ACCOUNT_STATUSES),
  last_payment_date: z.string().nullable(),
  asking_price_pct: z.string().nullable(),
  bid_deadline: z.string().nullable(),
  listing_description: z.string().nullable(),
  listed_at: z.string().nullable(),
  open_proposals_count: z.number().int().describe('Open proposals of every investor on the loan'),
  my_proposal: MyProposalSchema,
});
export type MarketLoanDetail = z.infer<typeof MarketLoanDetailSchema>;

export const MarketLoanListSchema = z.object({ data: z.array(MarketLoanSchema), meta: PageMetaSchema });
export const MarketLoanAnswerSchema = z.object({ data: MarketLoanDetailSchema });

const ShareSchema = z.object({ key: z.string(), count: z.number().int(), total_current_principal: money });
/** Per region or property type: the principal only when the set holds one currency, never a sum over two. */
const KeyShareSchema = z.object({
  key: z.string(),
  count: z.number().int(),
  total_current_principal: money.nullable().describe('Null when the set holds several currencies'),
});
const weighted = z.string().nullable().describe('2 decimals, weighted by current principal; null when count is 0');
const overall = (described: z.ZodType) =>
  described.describe(
    'The one currency’s figure; null when count is 0 or the set holds several currencies (see by_currency)',
  );
const CurrencyShareSchema = ShareSchema.extend({
  weighted_avg_rate_pct: weighted,
  weighted_avg_ltv_pct: weighted,
  weighted_avg_credit_score: weighted.describe('Over the loans that have a credit score; null when none has'),
  weighted_avg_remaining_term_months: weighted,
});
export const MarketSummarySchema = z.object({
  data: z.object({
    count: z.number().int(),
    is_estimate: z
      .boolean()
      .describe(
        'True when more than 10,000 loans match filters off the running totals (ranges, arrears, search, occupancy, rate type): every figure is then estimated from a sample of the market, scaled to the whole (shown as “about”)',
      ),
    total_current_principal: money
      .nullable()
      .describe('The one currency’s total; null when the set holds several currencies (see by_currency)'),
    by_currency: z
      .array(CurrencyShareSchema)
      .describe('One entry per currency (key: ISO 4217 code) with its own weighted averages, largest principal first'),
    weighted_avg_rate_pct: overall(z.string().nullable()),
    weighted_avg_ltv_pct: overall(z.string().nullable()),
    weighted_avg_credit_score: overall(z.string().nullable()),
    weighted_avg_remaining_term_months: overall(z.string().nullable()),
    by_region: z.array(KeyShareSchema).describe('Largest principal first; most loans first for several currencies'),
    by_property_type: z
      .array(KeyShareSchema)
      .describe('Largest principal first; most loans first for several currencies'),
  }),
});
export type MarketSummary = z.infer<typeof MarketSummarySchema>['data'];

export const MarketBanksSchema = z.object({ data: z.array(BankRefSchema) });
