/**
 * A record's four-eyes trail, newest first: each change proposed on it, pending, approved, rejected
 * or cancelled, with who proposed it, who decided and when, and the reason given. The record's maker
 * reads here why a change did not go through.
 */
import { formatTimestamp } from '@/components/data/format-timestamp';
import type { ActionStatus } from './decision-rights';
import type { PendingActionResource } from './pending-decision-api';
import { TRAIL_TEXT } from './decision-trail-text';

const TONE: Record<ActionStatus, string> = {
  pending: 'badge-warning',
  approved: 'badge-success',
  rejected: 'badge-error',
  cancelled: 'badge-neutral',
};

interface Props {
  /** null while loading; the failure's words when it could not be read. */
  actions: readonly PendingActionResource[] | null;
  failed: boolean;
  /** The action type in words, e.g. "Listing". */
  nameOf: (actionType: string) => string;
}

export function DecisionTrail({ actions, failed, nameOf }: Props) {
  if (failed) return <p className="text-sm">{TRAIL_TEXT.failed}</p>;
  if (actions === null) return <div className="min-h-12" aria-busy="true" />;
  if (actions.length === 0) return <p className="text-sm opacity-80">{TRAIL_TEXT.none}</p>;
  return (
    <ol className="flex flex-col gap-2" aria-label={TRAIL_TEXT.title}>
      {actions.map((action) => (
        <li
          key={action.id}
          className="rounded-box border border-[var(--surface-border)] bg-base-100 p-3 text-sm"
          data-trail-action={action.action_type}
          data-trail-status={action.status}
        >
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="font-semibold first-letter:uppercase">{nameOf(action.action_type)}</span>
            <span className={`badge badge-sm ${TONE[action.status]}`}>{TRAIL_TEXT.status[action.status]}</span>
          </div>
          <p className="mt-1 opacity-80">
            {TRAIL_TEXT.proposed(action.maker?.name ?? '—', formatTimestamp(action.created_at))}
          </p>
          {action.status !== 'pending' && action.decided_at && (
            <p className="mt-1">
              {TRAIL_TEXT.decided(
                action.status,
                action.checker?.name ?? action.maker?.name ?? '—',
                formatTimestamp(action.decided_at),
              )}
            </p>
          )}
          {action.reason && (
            <p className="mt-1 whitespace-pre-line">
              <span className="font-medium">{TRAIL_TEXT.reason}:</span> {action.reason}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
