/**
 * A change on the loan awaiting the four-eyes decision: what it is, who proposed it and when, and
 * the shared decision with its diff (a bank manager who did not propose it approves or rejects, its
 * maker cancels), and, when no other manager could decide it, who can help.
 */
import { formatTimestamp } from '@/components/data/RevisionHistory';
import { fromResource } from '@/components/maker-checker/decision-rights';
import { PendingDecision } from '@/components/maker-checker/PendingDecision';
import { NoOtherChecker } from '@/components/maker-checker/NoOtherChecker';
import type { PendingAction } from '../api/loan-types';
import { fieldLabel, formatFieldValue } from '@/components/loans/loan-field-view';
import { loanDecisionWords } from './loan-decision-words';
import { DETAIL_TEXT } from './mortgage-text';

interface Props {
  action: PendingAction;
  currency: string | null;
  /** The viewer is a bank manager, who decides the bank's actions. */
  manager: boolean;
  /** The API's word that an action on this loan awaits this viewer. */
  canApprove: boolean;
  viewerId: number | null;
  bankName: string;
  /** The viewer may create users and give roles (super_admin). */
  mayAddPeople: boolean;
  ready: boolean;
  onDecided: () => void;
}

export function PendingChange({
  action,
  currency,
  manager,
  canApprove,
  viewerId,
  bankName,
  mayAddPeople,
  ready,
  onDecided,
}: Props) {
  const what = DETAIL_TEXT.actionNames[action.action_type] ?? action.action_type;
  const rows = action.diff.map((change) => ({
    field: change.field,
    label: fieldLabel(change.field),
    before: formatFieldValue(change.field, change.before, currency),
    after: formatFieldValue(change.field, change.after, currency),
  }));

  return (
    <section
      className="card flex flex-col items-stretch gap-3 border border-l-4 border-[var(--surface-border)] border-l-warning bg-base-100 p-4"
      aria-label={`${DETAIL_TEXT.pendingTitle}: ${what}`}
      data-pending-action={action.action_type}
    >
      <div>
        <h2 className="font-semibold first-letter:uppercase">
          {DETAIL_TEXT.pendingTitle}: {what}
        </h2>
        <p className="text-sm opacity-80">
          {DETAIL_TEXT.proposedBy(action.maker?.name ?? '—', formatTimestamp(action.created_at))}
        </p>
      </div>
      {action.checkers_available === 0 && (
        <NoOtherChecker
          checkerRole={DETAIL_TEXT.checkerRole}
          organisation={bankName}
          mayAddPeople={mayAddPeople}
          ownChange={viewerId !== null && action.maker?.id === viewerId}
        />
      )}
      <PendingDecision
        action={fromResource(action)}
        viewer={{ userId: viewerId, checker: manager }}
        mayDecide={canApprove}
        words={loanDecisionWords(what, manager)}
        diff={{ caption: DETAIL_TEXT.changeCaption, rows }}
        ready={ready}
        onDecided={onDecided}
      />
    </section>
  );
}
