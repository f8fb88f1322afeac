/** The loan a proposal or a deal names: the same fields in both answers. */
import { z } from 'zod';
import { LOAN_STATUSES, type LoanStatus } from '../../../src/domain/loans/vocabulary.ts';

/** The schema's fields; `currentPrincipal` carries what the answer documents of the amount. */
export const loanSummaryFields = (currentPrincipal: z.ZodString) => ({
  id: z.number().int(),
  loan_ref: z.string(),
  status: z.enum(LOAN_STATUSES),
  currency: z.string(),
  current_principal: currentPrincipal,
  interest_rate_pct: z.string(),
  current_ltv_pct: z.string(),
  region: z.string(),
  property_type: z.string(),
});

interface SummarisedLoan {
  id: number;
  loanRef: string;
  status: LoanStatus;
  currency: string;
  currentPrincipal: string;
  interestRatePct: string;
  currentLtvPct: string;
  region: string;
  propertyType: string;
}

export const toLoanSummary = (loan: SummarisedLoan) => ({
  id: loan.id,
  loan_ref: loan.loanRef,
  status: loan.status,
  currency: loan.currency,
  current_principal: loan.currentPrincipal,
  interest_rate_pct: loan.interestRatePct,
  current_ltv_pct: loan.currentLtvPct,
  region: loan.region,
  property_type: loan.propertyType,
});
