/** The investor portfolio's answer (the trading contract's "Dashboards"), with the open proposals as the proposals API shows them. */
import { z } from 'zod';
import { PortfolioProposalSchema } from '../trading/proposal-answer.ts';

/** Per region or property type: the principal only when the deals are in one currency, never a sum over two. */
const BreakdownSchema = z.array(
  z.object({
    key: z.string(),
    count: z.number().int().describe('Loans held through live deals: a pool’s deal holds one per line'),
    total_current_principal: z.string().nullable().describe('Null when the deals are in several currencies'),
  }),
);

export const PortfolioSchema = z.object({
  data: z.object({
    deals_count: z.number().int().describe('Deals that are not cancelled'),
    total_current_principal: z
      .string()
      .nullable()
      .describe('The one currency’s total; null when the deals are in several currencies (see by_currency)'),
    total_amount: z
      .string()
      .nullable()
      .describe('What the deals cost, before fees, in their one currency; null when in several (see by_currency)'),
    by_currency: z
      .array(
        z.object({
          key: z.string().describe('ISO 4217 code'),
          count: z.number().int().describe('Loans held through live deals: a pool’s deal holds one per line'),
          total_current_principal: z.string(),
          total_amount: z.string(),
          weighted_avg_rate_pct: z.string().nullable().describe('Weighted by current principal within the currency'),
          weighted_avg_ltv_pct: z.string().nullable().describe('Weighted by current principal within the currency'),
        }),
      )
      .describe('One entry per loan currency, largest principal first'),
    weighted_avg_rate_pct: z
      .string()
      .nullable()
      .describe(
        'Weighted by current principal; 2 decimals; null without deals or when they are in several currencies (see by_currency)',
      ),
    weighted_avg_ltv_pct: z.string().nullable().describe('As weighted_avg_rate_pct'),
    by_region: BreakdownSchema.describe('Largest principal first; most deals first for several currencies'),
    by_property_type: BreakdownSchema.describe('Largest principal first; most deals first for several currencies'),
    deals_by_status: z.object({
      pending_settlement: z.number().int(),
      funds_sent: z.number().int(),
      settled: z.number().int(),
      cancelled: z.number().int(),
    }),
    open_proposals_count: z.number().int(),
    open_proposals: z
      .array(PortfolioProposalSchema)
      .describe('10 open proposals: those awaiting final acceptance first (soonest deadline first), then the latest'),
  }),
});
export type Portfolio = z.infer<typeof PortfolioSchema>['data'];
