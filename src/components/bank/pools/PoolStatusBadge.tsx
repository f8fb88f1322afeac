/** A pool's status as a badge, in words. */
import type { PoolStatus } from '@/domain/pools/status';
import { POOL_STATUS_LABELS } from './pool-text';

const TONE: Record<PoolStatus, string> = {
  draft: 'badge-neutral',
  listed: 'badge-info',
  phase_1: 'badge-info',
  phase_2: 'badge-info',
  awarded: 'badge-success',
  sold: 'badge-success',
  withdrawn: 'badge-ghost',
};

export function PoolStatusBadge({ status }: { status: PoolStatus }) {
  return <span className={`badge badge-sm ${TONE[status]}`}>{POOL_STATUS_LABELS[status]}</span>;
}
