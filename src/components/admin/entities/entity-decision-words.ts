/** The organisation page's words for the shared four-eyes decision on a change to it. */
import type { DecisionWords } from '@/components/maker-checker/decision-words';
import { ACTION_QUESTIONS } from '@/domain/action-vocabulary';
import { ENTITY_TEXT as TEXT } from './entity-text';

/** `type` is the pending action's type, `name` the organisation's. */
export const entityDecisionWords = (type: string, name: string): DecisionWords => ({
  approve: {
    label: TEXT.approve,
    confirm: { header: TEXT.approve, message: ACTION_QUESTIONS.approve(type, name), acceptLabel: TEXT.approve },
    done: TEXT.approved,
  },
  reject: {
    label: TEXT.reject,
    confirm: {
      header: TEXT.reject,
      message: ACTION_QUESTIONS.reject(type, name),
      acceptLabel: TEXT.reject,
      danger: true,
    },
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
  makerNote: TEXT.ownChange,
  staleNote: TEXT.staleChange,
});
