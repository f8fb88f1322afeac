/**
 * A change on the loan awaiting the four-eyes decision: what it is, who proposed it and when, and
 * the shared decision with its diff (a bank manager who did not propose it approves or rejects, its
 * maker cancels), and, when no other manager could decide it, who can help.
 */
import { lazy, Suspense } from 'react';
import { formatTimestamp } from '@/components/data/RevisionHistory';
import { fromResource } from '@/components/maker-checker/decision-rights';
import { PendingDecision } from '@/components/maker-checker/PendingDecision';
import { actionTypeLabel } from '@/domain/action-words';
import type { PendingAction } from '../api/loan-types';
import { fieldLabel, formatFieldValue } from '@/components/loans/loan-field-view';
import { loanRiskWarnings } from '@/domain/loans/risk';
import { loanDecisionWords } from './loan-decision-words';
import { LoanRiskNotes } from './LoanRiskNotes';
import { DETAIL_TEXT } from './mortgage-text';

// Said only when nobody else could decide the change, which is rare: downloaded then.
const NoOtherChecker = lazy(() =>
  import('@/components/maker-checker/NoOtherChecker').then((module) => ({ default: module.NoOtherChecker })),
);

const afterValues = (action: PendingAction) =>
  Object.fromEntries(action.diff.map((change) => [change.field, change.after]));

interface Props {
  action: PendingAction;
  loanRef: string;
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
  loanRef,
  currency,
  manager,
  canApprove,
  viewerId,
  bankName,
  mayAddPeople,
  ready,
  onDecided,
}: Props) {
  const what = actionTypeLabel(action.action_type);
  const risk = action.action_type === 'loan.edit' ? loanRiskWarnings(afterValues(action)) : [];
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
        <h2 className="font-semibold">
          {DETAIL_TEXT.pendingTitle}: {what}
        </h2>
        <p className="text-sm opacity-80">
          {DETAIL_TEXT.proposedBy(action.maker?.name ?? '—', formatTimestamp(action.created_at))}
        </p>
      </div>
      {action.checkers_available === 0 && (
        <Suspense fallback={null}>
          <NoOtherChecker
            checkerRole={DETAIL_TEXT.checkerRole}
            organisation={bankName}
            mayAddPeople={mayAddPeople}
            ownChange={viewerId !== null && action.maker?.id === viewerId}
          />
        </Suspense>
      )}
      <LoanRiskNotes warnings={risk} label={DETAIL_TEXT.changeRiskTitle} />
      <PendingDecision
        action={fromResource(action)}
        viewer={{ userId: viewerId, checker: manager }}
        mayDecide={canApprove}
        words={loanDecisionWords(action.action_type, loanRef, manager)}
        diff={{ caption: DETAIL_TEXT.changeCaption, rows }}
        ready={ready}
        onDecided={onDecided}
      />
    </section>
  );
}
