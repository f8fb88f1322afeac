/** The pool page's words for the shared four-eyes decision on its listing. */
import type { DecisionWords } from '@/components/maker-checker/decision-words';
import { ACTION_QUESTIONS, actionTypeLabel } from '@/domain/action-words';
import { POOL_PAGE_TEXT as T } from './pool-text';

export const poolDecisionWords = (type: string, poolName: string, manager: boolean): DecisionWords => ({
  approve: {
    label: T.approve,
    confirm: { header: T.approve, message: ACTION_QUESTIONS.approve(type, poolName), acceptLabel: T.approve },
    done: T.approved,
  },
  reject: {
    label: T.reject,
    confirm: {
      header: T.reject,
      message: ACTION_QUESTIONS.reject(type, poolName),
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
  onlookerNote: `${actionTypeLabel(type)}: ${T.pendingTitle.toLowerCase()}.`,
});
