/** What happened to the organisation lately: the changes proposed and their outcome, and its revisions with links to each. */
import { RevisionHistory, formatTimestamp } from '@/components/data/RevisionHistory';
import type { EntityDetail } from './entities-api';
import { ACTION_STATUS_LABELS, actionTypeLabel } from '@/domain/action-vocabulary';
import { ENTITY_TEXT as TEXT, entityFieldLabel, entityFieldValue, revisionPath } from './entity-text';

export function EntityActivity({ activity }: { activity: EntityDetail['activity'] }) {
  return (
    <>
      <section aria-labelledby="entity-activity-heading">
        <h2 id="entity-activity-heading" className="mb-2 text-lg font-semibold">
          {TEXT.activity}
        </h2>
        {activity.actions.length === 0 ? (
          <p className="text-sm opacity-80">{TEXT.noActivity}</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {activity.actions.map((action) => (
              <li key={action.id} className="flex flex-wrap gap-x-2" data-action-status={action.status}>
                <span className="font-medium">{actionTypeLabel(action.action_type)}</span>
                <span>{ACTION_STATUS_LABELS[action.status] ?? action.status}</span>
                {action.maker && <span className="opacity-80">by {action.maker.name}</span>}
                {action.checker && <span className="opacity-80">checked by {action.checker.name}</span>}
                <time className="opacity-80" dateTime={action.decided_at ?? action.created_at}>
                  {formatTimestamp(action.decided_at ?? action.created_at)}
                </time>
                {action.reason && <span className="w-full opacity-80">{action.reason}</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="entity-history-heading">
        <h2 id="entity-history-heading" className="mb-2 text-lg font-semibold">
          {TEXT.history}
        </h2>
        <RevisionHistory
          revisions={activity.revisions.map((revision) => ({
            id: revision.id,
            version: revision.version,
            createdAt: revision.created_at,
            actorName: revision.actor?.name ?? null,
            approverName: revision.approver?.name ?? null,
            before: revision.before,
            after: revision.after,
          }))}
          fieldLabel={entityFieldLabel}
          formatValue={entityFieldValue}
          revisionHref={revisionPath}
        />
      </section>
    </>
  );
}
