/** The award waiting for a bank manager: who sent it, the winner and backups, and the shared four-eyes decision. */
import { formatTimestamp } from '@/components/data/format-timestamp';
import { fromResource } from '@/components/maker-checker/decision-rights';
import { PendingDecision } from '@/components/maker-checker/PendingDecision';
import type { PendingActionResource } from '@/components/maker-checker/pending-decision-api';
import { NoOtherChecker } from '@/components/maker-checker/NoOtherChecker';
import type { DecisionWords } from '@/components/maker-checker/decision-words';
import { ACTION_QUESTIONS } from '@/domain/action-words';
import { POOL_BIDS_TEXT as T } from './pool-award-text';

interface Props {
  action: PendingActionResource;
  poolName: string;
  manager: boolean;
  canApprove: boolean;
  viewerId: number | null;
  ready: boolean;
  onDecided: () => void;
}

const words = (poolName: string, manager: boolean): DecisionWords => {
  const record = `award of pool ${poolName}`;
  return {
    approve: {
      label: T.approve,
      confirm: { header: T.approve, message: ACTION_QUESTIONS.approve('pool.award', record), acceptLabel: T.approve },
      done: T.approved,
    },
    reject: {
      label: T.reject,
      confirm: {
        header: T.reject,
        message: ACTION_QUESTIONS.reject('pool.award', record),
        acceptLabel: T.reject,
        danger: true,
      },
      done: T.rejected,
      prompt: {
        title: T.rejectTitle,
        label: T.rejectReason,
        required: T.reasonRequired,
        submit: T.confirmReject,
        close: T.cancel,
      },
    },
    cancel: {
      label: T.cancelChange,
      confirm: { header: T.cancelChange, message: T.confirmCancel, acceptLabel: T.cancelChange },
      done: T.cancelled,
    },
    failed: T.failed,
    ...(manager ? { makerNote: T.ownAction } : {}),
    onlookerNote: `${T.pendingTitle}.`,
  };
};

export default function AwardDecision({ action, poolName, manager, canApprove, viewerId, ready, onDecided }: Props) {
  const rows = action.diff.map((change) => ({
    field: change.field,
    label: change.field.charAt(0).toUpperCase() + change.field.slice(1),
    before: change.before === null ? '—' : String(change.before),
    after: String(change.after),
  }));
  return (
    <section
      className="card flex flex-col items-stretch gap-3 border border-l-4 border-[var(--surface-border)] border-l-warning bg-base-100 p-4"
      aria-label={T.pendingTitle}
      data-pending-action={action.action_type}
    >
      <div>
        <h2 className="font-semibold">{T.pendingTitle}</h2>
        <p className="text-sm opacity-80">
          {action.maker?.name ?? '—'} · {formatTimestamp(action.created_at)}
        </p>
      </div>
      {action.checkers_available === 0 && (
        <NoOtherChecker
          checkerRole={T.checkerRole}
          organisation={poolName}
          mayAddPeople={false}
          ownChange={viewerId !== null && action.maker?.id === viewerId}
        />
      )}
      <PendingDecision
        action={fromResource(action)}
        viewer={{ userId: viewerId, checker: manager }}
        mayDecide={canApprove}
        words={words(poolName, manager)}
        diff={{ caption: T.awardForm, rows }}
        ready={ready}
        onDecided={onDecided}
      />
    </section>
  );
}
