/** A deal's status as a badge with its words, so colour never carries the meaning alone. */
import { DEAL_STATUS_LABELS, type DealStatus } from '@/domain/trading/deal-status';

const TONE: Record<DealStatus, string> = {
  pending_settlement: 'badge-warning',
  funds_sent: 'badge-info',
  settled: 'badge-success',
  cancelled: 'badge-neutral',
};

export function DealStatusBadge({ status }: { status: DealStatus }) {
  return (
    <span className={`badge whitespace-nowrap ${TONE[status] ?? 'badge-ghost'}`} data-status={status}>
      {DEAL_STATUS_LABELS[status] ?? status}
    </span>
  );
}
