/** One pending action opened from the list: what it changes as a diff (a rejection's reason among the fields), and the decision. */
import { DiffTable } from '@/components/data/DiffTable';
import { ActionDecision } from './ActionDecision';
import { diffRows } from './diff-rows';
import type { PendingActionRow } from './pending-actions-api';
import { ACTION_TYPE_LABELS, PENDING_TEXT as TEXT } from './pending-actions-text';
import { targetHref, targetName } from './target-link';

interface Props {
  action: PendingActionRow;
  viewer: { userId: number | null; platformChecker: boolean };
  ready: boolean;
  onDecided: () => void;
}

export function ActionChange({ action, viewer, ready, onDecided }: Props) {
  const rows = diffRows(action);
  const href = targetHref(action);
  return (
    <section
      id={`pending-action-${action.id}`}
      tabIndex={-1}
      aria-labelledby={`pending-action-${action.id}-title`}
      className="card flex flex-col gap-3 border border-l-4 border-[var(--surface-border)] border-l-warning bg-base-100 p-4"
      data-pending-action={action.id}
    >
      <h2 id={`pending-action-${action.id}-title`} className="font-semibold">
        {ACTION_TYPE_LABELS[action.action_type] ?? action.action_type}:{' '}
        {href ? (
          <a className="link" href={href}>
            {targetName(action)}
          </a>
        ) : (
          targetName(action)
        )}
      </h2>
      {rows.length > 0 ? <DiffTable caption={TEXT.changeCaption(action.id)} rows={rows} /> : <p className="text-sm">{TEXT.noDiff}</p>}
      <ActionDecision action={action} viewer={viewer} ready={ready} onDecided={onDecided} />
    </section>
  );
}
