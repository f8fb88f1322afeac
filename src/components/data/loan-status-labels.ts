/** The words for each loan status (DOMAIN.md "Loans"), as badges, tabs and filters show them. */
import type { LoanStatus } from '@/domain/loans/vocabulary';

export const LOAN_STATUS_LABELS: Record<LoanStatus, string> = {
  draft: 'Draft',
  pending_approval: 'Pending approval',
  approved: 'Approved',
  rejected: 'Rejected',
  listed: 'Listed',
  withdrawn: 'Withdrawn',
  under_offer: 'Under offer',
  sold: 'Sold',
};
