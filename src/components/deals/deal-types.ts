/** The deals API's answers as the deal screens read them (trading contract, "Deals"). */
import type { DealStatus } from '@/domain/trading';

interface Named {
  id: number;
  name: string;
}

export interface Deal {
  id: number;
  status: DealStatus;
  version: number;
  loan: { id: number; loan_ref: string; status: string; currency: string; current_principal: string; interest_rate_pct: string; current_ltv_pct: string; region: string; property_type: string };
  bank: Named;
  investor: Named;
  proposal_id: number;
  price_pct: string;
  amount: string;
  platform_fee_bps: number;
  platform_fee_amount: string;
  settlement_date: string;
  cancel_reason: string | null;
  created_at: string;
  funds_sent_at: string | null;
  settled_at: string | null;
  cancelled_at: string | null;
  pending_cancellation: { pending_action_id: number; maker: Named; reason: string; created_at: string } | null;
  can: { mark_funds_sent: boolean; settle: boolean; cancel: boolean };
}

export type TimelineKind = 'created' | 'funds_sent' | 'settled' | 'cancellation_requested' | 'cancellation_declined' | 'cancelled';

export interface DealDetail extends Deal {
  timeline: { id: number; kind: TimelineKind; actor: Named | null; note: string | null; created_at: string }[];
}

export interface DealPage {
  data: Deal[];
  meta: { total: number; page: number; per_page: number };
}
