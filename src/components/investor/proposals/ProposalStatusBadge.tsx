/** A proposal's status as a coloured badge with its words, so colour never carries the meaning alone. */
import { PROPOSAL_STATUS_LABELS, type ProposalStatus } from '@/domain/trading';

const TONE: Record<ProposalStatus, string> = {
  submitted: 'badge-info',
  countered: 'badge-warning',
  accepted: 'badge-primary',
  final_accepted: 'badge-success',
  rejected: 'badge-error',
  withdrawn: 'badge-neutral',
  expired: 'badge-ghost',
  superseded: 'badge-ghost',
};

export function ProposalStatusBadge({ status }: { status: string }) {
  const known = status in TONE ? (status as ProposalStatus) : null;
  return (
    <span className={`badge whitespace-nowrap ${known ? TONE[known] : 'badge-ghost'}`} data-status={status}>
      {known ? PROPOSAL_STATUS_LABELS[known] : status}
    </span>
  );
}
