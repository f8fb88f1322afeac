/** A proposal's status as a badge with its words, so colour never carries the meaning alone. */
import { PROPOSAL_STATUS_LABELS, type ProposalStatus } from '@/domain/trading/proposal-status';

const TONE: Record<ProposalStatus, string> = {
  submitted: 'badge-warning',
  countered: 'badge-info',
  accepted: 'badge-secondary',
  final_accepted: 'badge-success',
  rejected: 'badge-error',
  withdrawn: 'badge-neutral',
  expired: 'badge-ghost',
  superseded: 'badge-ghost',
};

export function ProposalStatusBadge({ status }: { status: ProposalStatus }) {
  return (
    <span className={`badge whitespace-nowrap ${TONE[status] ?? 'badge-ghost'}`} data-status={status}>
      {PROPOSAL_STATUS_LABELS[status] ?? status}
    </span>
  );
}
