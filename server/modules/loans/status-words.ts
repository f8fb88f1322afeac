/** How messages name a loan's status: "A loan awaiting approval cannot be edited." */
import type { LoanStatus } from '../../../src/domain/loans/vocabulary.ts';

export const STATUS_WORDS: Record<LoanStatus, string> = {
  draft: 'in draft',
  pending_approval: 'awaiting approval',
  approved: 'that is approved',
  rejected: 'that was rejected',
  listed: 'that is listed',
  withdrawn: 'whose listing was withdrawn',
  under_offer: 'under offer',
  sold: 'that is sold',
};
