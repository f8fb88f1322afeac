/**
 * A record's change waiting for four eyes, as a card on the record's page: who sent it and when, the
 * word when nobody else can decide it, and the shared decision with the change as a diff.
 */
import type { DiffRow } from '@/components/data/DiffTable';
import { formatTimestamp } from '@/components/data/format-timestamp';
import { fromResource } from './decision-rights';
import type { DecisionWords } from './decision-words';
import { NoOtherChecker } from './NoOtherChecker';
import { PendingDecision } from './PendingDecision';
import type { PendingActionResource } from './pending-decision-api';

interface Props {
  action: PendingActionResource;
  title: string;
  /** The card's accessible name, when it says more than the title. */
  label?: string;
  /** The checker's role in words and the organisation it must be found in. */
  checker: { role: string; organisation: string; isViewer: boolean };
  canApprove: boolean;
  viewerId: number | null;
  words: DecisionWords;
  diff: { caption: string; rows: DiffRow[] };
  ready: boolean;
  onDecided: () => void;
}

export function PendingDecisionCard({
  action,
  title,
  label,
  checker,
  canApprove,
  viewerId,
  words,
  diff,
  ready,
  onDecided,
}: Props) {
  return (
    <section
      className="card flex flex-col items-stretch gap-3 border border-l-4 border-[var(--surface-border)] border-l-warning bg-base-100 p-4"
      aria-label={label ?? title}
      data-pending-action={action.action_type}
    >
      <div>
        <h2 className="font-semibold">{title}</h2>
        <p className="text-sm opacity-80">
          {action.maker?.name ?? '—'} · {formatTimestamp(action.created_at)}
        </p>
      </div>
      {action.checkers_available === 0 && (
        <NoOtherChecker
          checkerRole={checker.role}
          organisation={checker.organisation}
          mayAddPeople={false}
          ownChange={viewerId !== null && action.maker?.id === viewerId}
        />
      )}
      <PendingDecision
        action={fromResource(action)}
        viewer={{ userId: viewerId, checker: checker.isViewer }}
        mayDecide={canApprove}
        words={words}
        diff={diff}
        ready={ready}
        onDecided={onDecided}
      />
    </section>
  );
}
