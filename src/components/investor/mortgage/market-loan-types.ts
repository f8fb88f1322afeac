/** A loan as the marketplace shows it to an investor (GET /marketplace/loans/{id}): the loan's fields and its listing. */
import type { ProposalStatus } from '@/domain/trading';

export interface MarketLoanDetail {
  id: number;
  loan_ref: string;
  status: string;
  bank: { id: number; name: string };
  currency: string;
  current_principal: string;
  asking_price_pct: string | null;
  bid_deadline: string | null;
  listing_description: string | null;
  listed_at: string | null;
  open_proposals_count: number;
  my_proposal: { id: number; status: ProposalStatus } | null;
  /** Every other field of the loans API's loan, under the same names. */
  [field: string]: unknown;
}
