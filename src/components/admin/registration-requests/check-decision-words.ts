/** The request screen's words for the shared decision on a proposed approval or rejection: a checker confirms or refuses it. */
import type { DecisionWords } from '@/components/maker-checker/decision-words';
import { REGISTRATION_TEXT as TEXT } from './registration-text';

export const CHECK_DECISION_WORDS: DecisionWords = {
  approve: {
    label: TEXT.checkApprove,
    confirm: { message: TEXT.confirmCheck, acceptLabel: TEXT.confirmCheckAccept },
    done: TEXT.confirmed,
  },
  reject: {
    label: TEXT.checkReject,
    confirm: { message: TEXT.confirmRefuse, acceptLabel: TEXT.confirmRefuseAccept, danger: true },
    done: TEXT.refused,
    prompt: {
      title: TEXT.checkReject,
      label: TEXT.checkReason,
      required: TEXT.reasonRequired,
      submit: TEXT.checkReject,
      close: TEXT.close,
    },
  },
  failed: TEXT.failed,
};
