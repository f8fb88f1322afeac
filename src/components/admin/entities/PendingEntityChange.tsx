/**
 * The banner of a change waiting for a checker: what is proposed and by whom, the reason given, and
 * the shared decision with its diff (a platform checker who did not make it approves or rejects).
 */
import { formatTimestamp } from '@/components/data/RevisionHistory';
import { fromResource } from '@/components/maker-checker/decision-rights';
import { PendingDecision } from '@/components/maker-checker/PendingDecision';
import type { EntityPendingAction } from './entities-api';
import { useViewer } from '@/components/data/use-viewer';
import { actionTypeLabel } from '@/domain/action-vocabulary';
import { entityDecisionWords } from './entity-decision-words';
import { ENTITY_TEXT as TEXT, entityFieldLabel, entityFieldValue } from './entity-text';

interface Props {
  action: EntityPendingAction;
  entityName: string;
  /** The organisation's version now: a change made on another is stale. */
  entityVersion: number;
  /** The API's word: the viewer is a platform checker who did not make it. */
  mayCheck: boolean;
  ready: boolean;
  onDecided: () => void;
}

export function PendingEntityChange({ action, entityName, entityVersion, mayCheck, ready, onDecided }: Props) {
  const what = actionTypeLabel(action.action_type);
  const viewer = useViewer();
  const diff = action.diff.filter((change) => change.field !== 'reason');
  const given = action.diff.find((change) => change.field === 'reason')?.after;
  const rows = diff.map((change) => ({
    field: change.field,
    label: entityFieldLabel(change.field),
    before: entityFieldValue(change.field, change.before),
    after: entityFieldValue(change.field, change.after),
  }));

  return (
    <section
      aria-label={what}
      className="flex flex-col gap-3 rounded-box border border-warning bg-warning/10 p-3"
      data-pending-action={action.id}
    >
      <p className="font-medium">
        {TEXT.pendingBanner(what, action.maker?.name ?? '')}{' '}
        <time className="text-sm font-normal opacity-80" dateTime={action.created_at}>
          {formatTimestamp(action.created_at)}
        </time>
      </p>
      {typeof given === 'string' && (
        <p className="text-sm">
          {TEXT.pendingReason}: {given}
        </p>
      )}
      <PendingDecision
        action={fromResource(action)}
        viewer={{ userId: viewer.userId, checker: mayCheck }}
        stale={action.target_version !== entityVersion}
        words={entityDecisionWords(action.action_type, entityName)}
        diff={{ caption: TEXT.diffCaption, rows }}
        ready={ready}
        onDecided={onDecided}
      />
    </section>
  );
}
