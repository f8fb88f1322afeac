/** Why a rejected loan is rejected: the manager's reason, who gave it and when, where the maker looks first. */
import { formatTimestamp } from '@/components/data/format-timestamp';
import { TRAIL_TEXT } from '@/components/maker-checker/decision-trail-text';
import type { PendingActionResource } from '@/components/maker-checker/pending-decision-api';
import { loanActionName } from './loan-action-name';

export function LatestRejection({ decisions }: { decisions: readonly PendingActionResource[] }) {
  // The trail is newest first: the first rejected submission is the one that set the loan Rejected.
  const rejection = decisions.find((action) => action.action_type === 'loan.submit' && action.status === 'rejected');
  if (!rejection) return null;
  return (
    <div
      role="status"
      className="alert alert-vertical items-start border border-error/60 bg-base-100 sm:alert-horizontal"
      data-testid="latest-rejection"
    >
      <div>
        <p className="font-semibold">
          {TRAIL_TEXT.latestRejection(
            loanActionName(rejection.action_type),
            rejection.checker?.name ?? '—',
            formatTimestamp(rejection.decided_at ?? rejection.created_at),
          )}
        </p>
        {rejection.reason && (
          <p className="whitespace-pre-line">
            {TRAIL_TEXT.reason}: {rejection.reason}
          </p>
        )}
      </div>
    </div>
  );
}
