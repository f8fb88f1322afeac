/**
 * The bank desk's answers as the screens read them: loans, pending actions with their diff,
 * revisions and the bank summary (DESIGN: HTTP API).
 */
import type { LoanInputField, LoanStatus } from '@/domain/loans/vocabulary';

export interface Person {
  id: number;
  name: string;
}

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

export interface PendingAction {
  id: number;
  scope: 'bank' | 'platform';
  action_type: string;
  target_type: string;
  target_id: number;
  target_label: string | null;
  payload: Record<string, unknown>;
  diff: FieldChange[];
  maker: Person | null;
  checker: Person | null;
  status: 'pending' | 'approved' | 'rejected' | 'cancelled';
  reason: string | null;
  created_at: string;
}

export type Loan = Record<LoanInputField, string | number | null> & {
  id: number;
  bank_id: number;
  batch_id: number | null;
  status: LoanStatus;
  remaining_term_months: number | null;
  asking_price_pct: string | null;
  bid_deadline: string | null;
  listing_description: string | null;
  listed_at: string | null;
  sold_at: string | null;
  sold_price_amount: string | null;
  version: number;
  created_at: string;
  updated_at: string;
  bank: { id: number; name: string };
};

export interface LoanCan {
  edit: boolean;
  submit: boolean;
  list: boolean;
  withdraw: boolean;
  approve: boolean;
}

export type LoanDetail = Loan & { pending_actions: PendingAction[]; can: LoanCan };

export interface PageMeta {
  total: number;
  page: number;
  per_page: number;
}

export interface Revision {
  id: number;
  version: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown>;
  actor: Person | null;
  approver: Person | null;
  pending_action_id: number | null;
  created_at: string;
}

export interface BankSummary {
  bank_id: number | null;
  loans_by_status: { status: LoanStatus; count: number; principal: string }[];
  approvals_waiting: number;
  approvals_awaiting_me: number;
  volume_sold_per_month: { month: string; count: number; amount: string }[];
}

export interface ListingTerms {
  asking_price_pct?: string | null;
  bid_deadline?: string | null;
  listing_description: string;
}
