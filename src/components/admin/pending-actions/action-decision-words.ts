/** The pending-actions screen's words for the shared decision: a platform checker decides, the maker may cancel. */
import type { DecisionWords } from '@/components/maker-checker/decision-words';
import { ACTION_QUESTIONS } from '@/domain/action-vocabulary';
import { PENDING_TEXT as TEXT } from './pending-actions-text';

/** `type` is the action's type and `record` the name of what it changes; `checker`: the viewer checks platform actions; `bankScope`: a bank's action, decided on the bank's screens. */
export const actionDecisionWords = (
  type: string,
  record: string,
  checker: boolean,
  bankScope: boolean,
): DecisionWords => ({
  approve: {
    label: TEXT.approve,
    confirm: {
      header: TEXT.approve,
      message: ACTION_QUESTIONS.approve(type, record),
      acceptLabel: TEXT.approve,
      rejectLabel: TEXT.keep,
    },
    done: TEXT.approved,
  },
  reject: {
    label: TEXT.reject,
    confirm: {
      header: TEXT.reject,
      message: ACTION_QUESTIONS.reject(type, record),
      acceptLabel: TEXT.reject,
      rejectLabel: TEXT.keep,
      danger: true,
    },
    done: TEXT.rejected,
    prompt: {
      title: TEXT.rejectTitle,
      label: TEXT.reason,
      help: TEXT.reasonHelp,
      required: TEXT.reasonRequired,
      submit: TEXT.reject,
      close: TEXT.close,
    },
  },
  cancel: {
    label: TEXT.cancel,
    confirm: {
      header: TEXT.cancel,
      message: ACTION_QUESTIONS.cancel(type, record),
      acceptLabel: TEXT.cancel,
      rejectLabel: TEXT.keep,
      danger: true,
    },
    done: TEXT.cancelled,
  },
  failed: TEXT.failed,
  ...(checker ? { makerNote: TEXT.ownAction } : {}),
  ...(bankScope ? { onlookerNote: TEXT.bankScope } : {}),
});
