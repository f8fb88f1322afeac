/** A batch's status as a badge with its words, on the batch's page and in the batch list; solid badges keep their text contrast. */
import { TAPE_TEXT as T } from './tape-text';

const TONE: Record<string, string> = {
  validating: 'badge-info',
  validated: 'badge-success',
  validated_with_errors: 'badge-warning',
  failed: 'badge-error',
  pending_approval: 'badge-warning',
  importing: 'badge-info',
  imported: 'badge-success',
  rejected: 'badge-error',
};

export function BatchStatusBadge({ status, testId }: { status: string; testId?: string }) {
  return (
    <span
      className={`badge whitespace-nowrap ${TONE[status] ?? 'badge-ghost'}`}
      data-status={status}
      data-testid={testId}
    >
      {T.statusLabels[status] ?? status}
    </span>
  );
}
