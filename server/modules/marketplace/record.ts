/** Marketplace rows as the API shows them: snake_case, money and rates as decimal strings. */
import { snapshotOf } from '../../db/loan-snapshot.ts';
import type { loans } from '../../db/schema/index.ts';
import { remainingTermMonths } from '../../../src/domain/loans/remaining-term.ts';
import type { MarketRow } from './market-sql.ts';
import type { MarketLoan, MarketLoanDetail } from './schemas.ts';

type MyProposal = MarketLoan['my_proposal'];

export function toMarketLoan(row: MarketRow, myProposal: MyProposal): MarketLoan {
  return {
    id: row.id,
    loan_ref: row.loan_ref,
    bank: { id: row.bank_id, name: row.bank_name },
    status: row.status,
    currency: row.currency,
    current_principal: row.current_principal,
    interest_rate_pct: row.interest_rate_pct,
    rate_type: row.rate_type,
    current_ltv_pct: row.current_ltv_pct,
    credit_score: row.credit_score,
    region: row.region,
    property_type: row.property_type,
    occupancy: row.occupancy,
    remaining_term_months: row.remaining_term_months,
    days_in_arrears: row.days_in_arrears,
    account_status: row.account_status,
    asking_price_pct: row.asking_price_pct,
    bid_deadline: row.bid_deadline,
    listed_at: row.listed_at,
    my_proposal: myProposal,
  };
}

export function toMarketLoanDetail(
  row: typeof loans.$inferSelect,
  bankName: string,
  extra: { open_proposals_count: number; my_proposal: MyProposal },
): MarketLoanDetail {
  return {
    ...(snapshotOf(row) as unknown as Omit<
      MarketLoanDetail,
      'id' | 'bank' | 'remaining_term_months' | 'listed_at' | 'open_proposals_count' | 'my_proposal'
    >),
    id: row.id,
    status: row.status,
    bank: { id: row.bankId, name: bankName },
    remaining_term_months: remainingTermMonths(row.dataCutoffDate, row.maturityDate) ?? 0,
    listed_at: row.listedAt?.toISOString() ?? null,
    ...extra,
  };
}
