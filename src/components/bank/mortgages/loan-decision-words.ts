/** The loan page's words for the shared four-eyes decision on one of its pending actions. */
import type { DecisionWords } from '@/components/maker-checker/decision-words';
import { ACTION_QUESTIONS, actionTypeLabel } from '@/domain/action-words';
import { loanActionName } from './loan-action-name';
import { DETAIL_TEXT } from './mortgage-text';

/** `type` is the action's type, `loanRef` the loan's; `manager`: only a manager is told why they may not decide their own. */
export const loanDecisionWords = (type: string, loanRef: string, manager: boolean): DecisionWords => ({
  approve: {
    label: DETAIL_TEXT.approve,
    confirm: {
      header: DETAIL_TEXT.approve,
      message: ACTION_QUESTIONS.approve(type, loanRef),
      acceptLabel: DETAIL_TEXT.approve,
    },
    done: DETAIL_TEXT.approved,
  },
  reject: {
    label: DETAIL_TEXT.reject,
    confirm: {
      header: DETAIL_TEXT.reject,
      message: ACTION_QUESTIONS.reject(type, loanRef),
      acceptLabel: DETAIL_TEXT.reject,
      danger: true,
    },
    done: DETAIL_TEXT.rejected,
    prompt: {
      title: DETAIL_TEXT.rejectTitle(actionTypeLabel(type)),
      label: DETAIL_TEXT.rejectReason,
      required: DETAIL_TEXT.reasonRequired,
      submit: DETAIL_TEXT.confirmReject,
      close: DETAIL_TEXT.cancel,
    },
  },
  cancel: {
    label: DETAIL_TEXT.cancelChange,
    confirm: {
      header: DETAIL_TEXT.cancelChange,
      message: DETAIL_TEXT.confirmCancel(loanActionName(type)),
      acceptLabel: DETAIL_TEXT.cancelChange,
    },
    done: DETAIL_TEXT.cancelled,
  },
  failed: DETAIL_TEXT.failed,
  ...(manager ? { makerNote: DETAIL_TEXT.ownAction } : {}),
});
