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

/** Why a loan in this status takes no edit; a traded loan's data is what investors priced on (DOMAIN.md, "Agreed terms are fixed"). */
export function cannotEditMessage(status: LoanStatus): string {
  if (status === 'listed')
    return 'A listed loan cannot be edited: investors priced their proposals on its data. Withdraw the listing first; that closes its open proposals.';
  if (status === 'under_offer')
    return 'A loan under offer cannot be edited: the accepted proposal was priced on its data.';
  return `A loan ${STATUS_WORDS[status]} cannot be edited.`;
}
