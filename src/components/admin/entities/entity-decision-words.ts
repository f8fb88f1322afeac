/** The organisation page's words for the shared four-eyes decision on a change to it. */
import type { DecisionWords } from '@/components/maker-checker/decision-words';
import { ENTITY_TEXT as TEXT } from './entity-text';

export const ENTITY_DECISION_WORDS: DecisionWords = {
  approve: {
    label: TEXT.approve,
    confirm: { header: TEXT.approve, message: TEXT.confirmApprove, acceptLabel: TEXT.approve },
    done: TEXT.approved,
  },
  reject: {
    label: TEXT.reject,
    confirm: { header: TEXT.reject, message: TEXT.confirmReject, acceptLabel: TEXT.reject, danger: true },
    done: TEXT.rejected,
    prompt: {
      title: TEXT.rejectTitle,
      label: TEXT.rejectReason,
      required: TEXT.rejectReasonRequired,
      submit: TEXT.reject,
      close: TEXT.cancel,
    },
  },
  failed: TEXT.failed,
};
