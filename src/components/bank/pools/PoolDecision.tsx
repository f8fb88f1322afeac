/**
 * The pool's listing awaiting the four-eyes decision: who sent it and when, the settings as a diff,
 * and the shared decision (a bank manager who did not send it approves or rejects; its maker takes it back).
 */
import { PendingDecisionCard } from '@/components/maker-checker/PendingDecisionCard';
import type { PendingActionResource } from '@/components/maker-checker/pending-decision-api';
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
    <PendingDecisionCard
      action={action}
      title={T.decisionTitle}
      label={`${T.decisionTitle}: ${actionTypeLabel(action.action_type)}`}
      checker={{ role: T.checkerRole, organisation: bankName, isViewer: manager }}
      canApprove={canApprove}
      viewerId={viewerId}
      words={poolDecisionWords(action.action_type, poolName, manager)}
      diff={{ caption: T.listingForm, rows }}
      ready={ready}
      onDecided={onDecided}
    />
  );
}
