/** The pending-actions screen's words for the shared decision: a platform checker decides, the maker may cancel. */
import type { DecisionWords } from '@/components/maker-checker/decision-words';
import { PENDING_TEXT as TEXT } from './pending-actions-text';

/** `what` names the action type; `checker`: the viewer checks platform actions; `bankScope`: a bank's action, decided on the bank's screens. */
export const actionDecisionWords = (what: string, checker: boolean, bankScope: boolean): DecisionWords => ({
  approve: {
    label: TEXT.approve,
    confirm: {
      header: TEXT.approve,
      message: TEXT.confirmApprove(what),
      acceptLabel: TEXT.approve,
      rejectLabel: TEXT.keep,
    },
    done: TEXT.approved,
  },
  reject: {
    label: TEXT.reject,
    confirm: {
      header: TEXT.reject,
      message: TEXT.confirmReject(what),
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
      message: TEXT.confirmCancel(what),
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
