/**
 * One pending action opened from the list: what it changes as a diff (a rejection's reason among the
 * fields) and the shared decision: a platform checker who did not make a platform-scope action
 * approves or rejects it; the maker cancels their own.
 */
import { useEffect, useRef } from 'react';
import { fromResource } from '@/components/maker-checker/decision-rights';
import { PendingDecision } from '@/components/maker-checker/PendingDecision';
import { actionDecisionWords } from './action-decision-words';
import { diffRows } from './diff-rows';
import type { PendingActionRow } from './pending-actions-api';
import { actionTypeLabel } from '@/domain/action-vocabulary';
import { PENDING_TEXT as TEXT } from './pending-actions-text';
import { targetHref, targetName } from './target-link';

interface Props {
  action: PendingActionRow;
  viewer: { userId: number | null; platformChecker: boolean };
  ready: boolean;
  onDecided: () => void;
}

export function ActionChange({ action, viewer, ready, onDecided }: Props) {
  const href = targetHref(action);
  const what = actionTypeLabel(action.action_type);
  const checker = action.scope === 'platform' && viewer.platformChecker;
  // Opened from the list (and downloaded then): the keyboard lands on it.
  const section = useRef<HTMLElement>(null);
  useEffect(() => section.current?.focus(), []);
  return (
    <section
      ref={section}
      id={`pending-action-${action.id}`}
      tabIndex={-1}
      aria-labelledby={`pending-action-${action.id}-title`}
      className="card flex flex-col gap-3 border border-l-4 border-[var(--surface-border)] border-l-warning bg-base-100 p-4"
      data-pending-action={action.id}
    >
      <h2 id={`pending-action-${action.id}-title`} className="font-semibold">
        {what}:{' '}
        {href ? (
          <a className="link" href={href}>
            {targetName(action)}
          </a>
        ) : (
          targetName(action)
        )}
      </h2>
      <PendingDecision
        action={fromResource(action)}
        viewer={{ userId: viewer.userId, checker }}
        words={actionDecisionWords(action.action_type, targetName(action), checker, action.scope === 'bank')}
        diff={{ caption: TEXT.changeCaption(action.id), rows: diffRows(action), empty: TEXT.noDiff }}
        ready={ready}
        onDecided={onDecided}
      />
    </section>
  );
}
