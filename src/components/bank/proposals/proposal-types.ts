/** The proposals API's answers as the bank's screen reads them (trading contract, "Proposals"). */
import type { ProposalStatus } from '@/domain/trading';

export interface Named {
  id: number;
  name: string;
}

export interface Proposal {
  id: number;
  status: ProposalStatus;
  version: number;
  loan: {
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
  };
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
  can: { revise: boolean; withdraw: boolean; accept_counter: boolean; final_accept: boolean; counter: boolean; reject: boolean; accept: boolean };
}

export interface PageMeta {
  total: number;
  page: number;
  per_page: number;
}

export interface ProposalPage {
  data: Proposal[];
  meta: PageMeta;
}
