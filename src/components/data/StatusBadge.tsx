/** A loan's status as a coloured badge with its words, so colour never carries the meaning alone; solid badges keep their text contrast. */
import type { LoanStatus } from '@/domain/loans/vocabulary';
import { LOAN_STATUS_LABELS } from '@/domain/loans/status';

const TONE: Record<LoanStatus, string> = {
  draft: 'badge-ghost',
  pending_approval: 'badge-warning',
  approved: 'badge-info',
  rejected: 'badge-error',
  listed: 'badge-primary',
  withdrawn: 'badge-neutral',
  under_offer: 'badge-secondary',
  sold: 'badge-success',
};

export function StatusBadge({ status }: { status: string }) {
  const known = status in TONE ? (status as LoanStatus) : null;
  return (
    <span className={`badge whitespace-nowrap ${known ? TONE[known] : 'badge-ghost'}`} data-status={status}>
      {known ? LOAN_STATUS_LABELS[known] : status}
    </span>
  );
}
