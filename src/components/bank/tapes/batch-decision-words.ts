/** The batch page's words for the shared four-eyes decision on a submitted batch. */
import type { DecisionWords } from '@/components/maker-checker/decision-words';
import { TAPE_TEXT as T } from './tape-text';

export const batchDecisionWords = (validRows: number): DecisionWords => ({
  approve: {
    label: T.approve,
    confirm: { header: T.approve, message: T.confirmApprove(validRows), acceptLabel: T.approve },
    done: T.approved,
  },
  reject: {
    label: T.reject,
    confirm: { header: T.reject, message: T.confirmRejectMessage, acceptLabel: T.reject, danger: true },
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
    label: T.cancelSubmission,
    confirm: { header: T.cancelSubmission, message: T.confirmCancel, acceptLabel: T.cancelSubmission },
    done: T.cancelled,
  },
  failed: T.decisionFailed,
  makerNote: T.ownBatch,
  onlookerNote: T.awaitingOther,
});
