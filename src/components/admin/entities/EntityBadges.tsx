/** An organisation's status as a badge with its words, so colour never carries the meaning alone. */
import { ENTITY_STATUS_LABELS, ENTITY_STATUS_TONE } from './entity-text';

export function EntityStatus({ status }: { status: string }) {
  return (
    <span className={`badge whitespace-nowrap ${ENTITY_STATUS_TONE[status] ?? 'badge-ghost'}`} data-status={status}>
      {ENTITY_STATUS_LABELS[status] ?? status}
    </span>
  );
}
