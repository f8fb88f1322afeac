/**
 * The four-eyes decision on a submitted batch, through the shared decision: a bank manager who did
 * not submit it approves (every valid row becomes an approved loan, in one step) or rejects with a
 * reason; the officer who submitted it cancels it; anyone else reads who decides, and who can help
 * when no other manager could decide it.
 */
import { useId } from 'react';
import { fromBatchAction } from '@/components/maker-checker/decision-rights';
import { PendingDecision } from '@/components/maker-checker/PendingDecision';
import { NoOtherChecker } from '@/components/maker-checker/NoOtherChecker';
import type { Batch } from '@/lib/api/batches';
import { batchDecisionWords } from './batch-decision-words';
import { TAPE_TEXT as T } from './tape-text';

interface Props {
  batch: Batch;
  manager: boolean;
  viewerId: number | null;
  /** From the batch's decision trail: who else could decide it; null while unknown. */
  checkersAvailable: number | null;
  mayAddPeople: boolean;
  ready: boolean;
  onDecided: () => void;
}

export function BatchDecision({ batch, manager, viewerId, checkersAvailable, mayAddPeople, ready, onDecided }: Props) {
  const id = useId();
  const action = batch.pending_action;
  if (!action || action.status !== 'pending') return null;
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-box border border-warning p-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {T.decisionTitle}
      </h2>
      {checkersAvailable === 0 && (
        <NoOtherChecker
          checkerRole={T.checkerRole}
          organisation={batch.bank.name}
          mayAddPeople={mayAddPeople}
          ownChange={viewerId !== null && action.maker_id === viewerId}
        />
      )}
      <PendingDecision
        action={fromBatchAction(action)}
        viewer={{ userId: viewerId, checker: manager }}
        mayDecide={batch.can.approve}
        words={batchDecisionWords(batch.valid_rows)}
        ready={ready}
        onDecided={onDecided}
      />
    </section>
  );
}
