/** The proposal records as the trading API answers them (issue 14 contract): money and prices are decimal strings. */
import type { ProposalStatus } from '@/domain/trading';

export interface Named {
  id: number;
  name: string;
}

export interface ProposalCan {
  revise: boolean;
  withdraw: boolean;
  accept_counter: boolean;
  final_accept: boolean;
  counter: boolean;
  reject: boolean;
  accept: boolean;
}

export interface ProposalLoan {
  id: number;
  loan_ref: string;
  status: string;
  currency: string;
  current_principal: string;
  interest_rate_pct: string;
  current_ltv_pct: string;
  region: string;
  property_type: string;
  asking_price_pct: string | null;
  bid_deadline: string | null;
  bank: Named;
}

export interface Proposal {
  id: number;
  status: ProposalStatus;
  version: number;
  loan: ProposalLoan;
  investor: Named;
  price_pct: string;
  amount: string;
  settlement_date: string;
  valid_until: string;
  note: string | null;
  counter_price_pct: string | null;
  counter_amount: string | null;
  counter_note: string | null;
  rejection_reason: string | null;
  accepted_at: string | null;
  final_acceptance_deadline: string | null;
  pending_acceptance: { pending_action_id: number; maker: Named; created_at: string } | null;
  deal_id: number | null;
  created_by: Named;
  created_at: string;
  updated_at: string;
  can: ProposalCan;
}

export const HISTORY_KINDS = [
  'submitted',
  'revised',
  'countered',
  'counter_accepted',
  'acceptance_requested',
  'acceptance_declined',
  'acceptance_cancelled',
  'accepted',
  'rejected',
  'withdrawn',
  'expired',
  'superseded',
  'final_accepted',
] as const;

export type HistoryKind = (typeof HISTORY_KINDS)[number];

export interface ProposalEvent {
  id: number;
  kind: HistoryKind;
  actor: Named | null;
  price_pct: string | null;
  amount: string | null;
  settlement_date: string | null;
  valid_until: string | null;
  note: string | null;
  created_at: string;
}

export interface ProposalDetail extends Proposal {
  platform_fee_bps: number;
  platform_fee_amount: string;
  history: ProposalEvent[];
}

export interface PageMeta {
  total: number;
  page: number;
  per_page: number;
}

export interface ProposalListAnswer {
  data: Proposal[];
  meta: PageMeta;
}

/** The terms an investor sends when proposing or revising. */
export interface ProposalTermsBody {
  price_pct: string;
  settlement_date: string;
  valid_until: string;
  note?: string | null;
}
