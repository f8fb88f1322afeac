/** The investor portfolio's answer (the trading contract's "Dashboards"), with the open proposals as the proposals API shows them. */
import { z } from 'zod';
import { LOAN_STATUSES } from '../../../src/domain/loans/vocabulary.ts';
import { PROPOSAL_STATUSES } from '../../../src/domain/trading/proposal-status.ts';


const PersonSchema = z.object({ id: z.number().int(), name: z.string() });
const OrganisationSchema = z.object({ id: z.number().int(), name: z.string() });

/** A proposal as `GET /proposals` lists it. */
export const ProposalSchema = z.object({
  id: z.number().int(),
  status: z.enum(PROPOSAL_STATUSES),
  version: z.number().int(),
  loan: z.object({
    id: z.number().int(),
    loan_ref: z.string(),
    status: z.enum(LOAN_STATUSES),
    currency: z.string(),
    current_principal: z.string(),
    interest_rate_pct: z.string(),
    current_ltv_pct: z.string(),
    region: z.string(),
    property_type: z.string(),
    asking_price_pct: z.string().nullable(),
    bid_deadline: z.string().nullable(),
    bank: OrganisationSchema,
  }),
  investor: OrganisationSchema,
  price_pct: z.string(),
  amount: z.string(),
  settlement_date: z.string(),
  valid_until: z.string(),
  note: z.string().nullable(),
  counter_price_pct: z.string().nullable(),
  counter_amount: z.string().nullable(),
  counter_note: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  accepted_at: z.string().nullable(),
  final_acceptance_deadline: z.string().nullable(),
  pending_acceptance: z.object({ pending_action_id: z.number().int(), maker: PersonSchema.nullable(), created_at: z.string() }).nullable(),
  deal_id: z.number().int().nullable(),
  created_by: PersonSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  can: z.object({
    revise: z.boolean(),
    withdraw: z.boolean(),
    accept_counter: z.boolean(),
    final_accept: z.boolean(),
    counter: z.boolean(),
    reject: z.boolean(),
    accept: z.boolean(),
  }),
});
export type ProposalResource = z.infer<typeof ProposalSchema>;

const BreakdownSchema = z.array(z.object({ key: z.string(), count: z.number().int(), total_current_principal: z.string() }));

export const PortfolioSchema = z.object({
  data: z.object({
    deals_count: z.number().int().describe('Deals that are not cancelled'),
    total_current_principal: z.string(),
    total_amount: z.string().describe('What the deals cost, before fees'),
    weighted_avg_rate_pct: z.string().nullable().describe('Weighted by current principal; 2 decimals; null without deals'),
    weighted_avg_ltv_pct: z.string().nullable(),
    by_region: BreakdownSchema.describe('Largest principal first'),
    by_property_type: BreakdownSchema.describe('Largest principal first'),
    deals_by_status: z.object({
      pending_settlement: z.number().int(),
      funds_sent: z.number().int(),
      settled: z.number().int(),
      cancelled: z.number().int(),
    }),
    open_proposals_count: z.number().int(),
    open_proposals: z.array(ProposalSchema).describe('The 10 latest open proposals'),
  }),
});
export type Portfolio = z.infer<typeof PortfolioSchema>['data'];
