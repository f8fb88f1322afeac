/**
 * The marketplace and portfolio answers as the investor screens read them (the trading contract's
 * shapes). Money, rates and averages are decimal strings, never numbers.
 */
import type { DealStatus } from '@/domain/trading/deal-status';
import type { ProposalStatus } from '@/domain/trading/proposal-status';

export interface PageMeta {
  total: number;
  page: number;
  per_page: number;
}

export interface MyProposal {
  id: number;
  status: ProposalStatus;
}

export interface MarketLoan {
  id: number;
  loan_ref: string;
  bank: { id: number; name: string };
  status: string;
  currency: string;
  current_principal: string;
  interest_rate_pct: string;
  rate_type: string;
  current_ltv_pct: string;
  credit_score: number | null;
  region: string;
  property_type: string;
  occupancy: string;
  remaining_term_months: number;
  days_in_arrears: number;
  account_status: string;
  asking_price_pct: string | null;
  bid_deadline: string | null;
  listed_at: string;
  my_proposal: MyProposal | null;
}

export interface MarketLoanPage {
  data: MarketLoan[];
  meta: PageMeta;
}

/** One bar of a distribution: a region or property type code, its loans and their principal. */
export interface Distribution {
  key: string;
  count: number;
  total_current_principal: string;
}

export interface MarketSummary {
  count: number;
  total_current_principal: string;
  weighted_avg_rate_pct: string | null;
  weighted_avg_ltv_pct: string | null;
  weighted_avg_credit_score: string | null;
  weighted_avg_remaining_term_months: string | null;
  by_region: Distribution[];
  by_property_type: Distribution[];
}

export interface MarketBank {
  id: number;
  name: string;
}

/** The part of a proposal the portfolio's list of open proposals shows. */
export interface PortfolioProposal {
  id: number;
  status: ProposalStatus;
  loan: { id: number; loan_ref: string; currency: string; bank: { id: number; name: string } };
  investor: { id: number; name: string };
  price_pct: string;
  amount: string;
  updated_at: string;
}

export interface Portfolio {
  deals_count: number;
  total_current_principal: string;
  total_amount: string;
  weighted_avg_rate_pct: string | null;
  weighted_avg_ltv_pct: string | null;
  by_region: Distribution[];
  by_property_type: Distribution[];
  deals_by_status: Record<DealStatus, number>;
  open_proposals_count: number;
  open_proposals: PortfolioProposal[];
}
