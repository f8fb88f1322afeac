/** The award waiting for a bank manager: who sent it, the winner and backups, and the shared four-eyes decision. */
import { PendingDecisionCard } from '@/components/maker-checker/PendingDecisionCard';
import type { PendingActionResource } from '@/components/maker-checker/pending-decision-api';
import { decisionWordsFrom, type DecisionWords } from '@/components/maker-checker/decision-words';
import { ACTION_QUESTIONS } from '@/domain/action-words';
import { POOL_BIDS_TEXT as T } from './pool-award-text';

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

const words = (poolName: string, manager: boolean): DecisionWords => {
  const record = `award of pool ${poolName}`;
  return decisionWordsFrom(
    T,
    { approve: ACTION_QUESTIONS.approve('pool.award', record), reject: ACTION_QUESTIONS.reject('pool.award', record) },
    { ...(manager ? { makerNote: T.ownAction } : {}), onlookerNote: `${T.pendingTitle}.` },
  );
};

export default function AwardDecision({
  action,
  poolName,
  bankName,
  manager,
  canApprove,
  viewerId,
  ready,
  onDecided,
}: Props) {
  const rows = action.diff.map((change) => ({
    field: change.field,
    label: change.field.charAt(0).toUpperCase() + change.field.slice(1),
    before: change.before === null ? '—' : String(change.before),
    after: String(change.after),
  }));
  return (
    <PendingDecisionCard
      action={action}
      title={T.pendingTitle}
      checker={{ role: T.checkerRole, organisation: bankName, isViewer: manager }}
      canApprove={canApprove}
      viewerId={viewerId}
      words={words(poolName, manager)}
      diff={{ caption: T.awardForm, rows }}
      ready={ready}
      onDecided={onDecided}
    />
  );
}
