/**
 * The pool's listing awaiting the four-eyes decision: who sent it and when, the settings as a diff,
 * and the shared decision (a bank manager who did not send it approves or rejects; its maker takes it back).
 */
import { formatTimestamp } from '@/components/data/format-timestamp';
import { fromResource } from '@/components/maker-checker/decision-rights';
import { PendingDecision } from '@/components/maker-checker/PendingDecision';
import type { PendingActionResource } from '@/components/maker-checker/pending-decision-api';
import { NoOtherChecker } from '@/components/maker-checker/NoOtherChecker';
import { actionTypeLabel } from '@/domain/action-words';
import { poolDecisionWords } from './pool-decision-words';
import { POOL_PAGE_TEXT as T } from './pool-text';
import { poolFieldLabel, poolFieldValue } from './pool-values';

interface Props {
  action: PendingActionResource;
  poolName: string;
  bankName: string;
  manager: boolean;
  canApprove: boolean;
  viewerId: number | null;
  ready: boolean;
  onDecided: () => void;
}

export function PoolDecision({ action, poolName, bankName, manager, canApprove, viewerId, ready, onDecided }: Props) {
  const rows = action.diff.map((change) => ({
    field: change.field,
    label: poolFieldLabel(change.field),
    before: poolFieldValue(change.field, change.before),
    after: <span className="whitespace-pre-line">{poolFieldValue(change.field, change.after)}</span>,
  }));
  return (
    <section
      className="card flex flex-col items-stretch gap-3 border border-l-4 border-[var(--surface-border)] border-l-warning bg-base-100 p-4"
      aria-label={`${T.decisionTitle}: ${actionTypeLabel(action.action_type)}`}
      data-pending-action={action.action_type}
    >
      <div>
        <h2 className="font-semibold">{T.decisionTitle}</h2>
        <p className="text-sm opacity-80">
          {action.maker?.name ?? '—'} · {formatTimestamp(action.created_at)}
        </p>
      </div>
      {action.checkers_available === 0 && (
        <NoOtherChecker
          checkerRole={T.checkerRole}
          organisation={bankName}
          mayAddPeople={false}
          ownChange={viewerId !== null && action.maker?.id === viewerId}
        />
      )}
      <PendingDecision
        action={fromResource(action)}
        viewer={{ userId: viewerId, checker: manager }}
        mayDecide={canApprove}
        words={poolDecisionWords(action.action_type, poolName, manager)}
        diff={{ caption: T.listingForm, rows }}
        ready={ready}
        onDecided={onDecided}
      />
    </section>
  );
}
