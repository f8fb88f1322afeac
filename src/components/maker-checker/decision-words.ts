/** The words a screen gives the shared decision: its labels, confirmations, toasts and notes stay its own. */
import type { ConfirmOptions } from '@/stores/confirm';

export interface VerdictWords {
  /** The button. */
  label: string;
  /** The confirmation asked before the call. */
  confirm: ConfirmOptions;
  /** The success toast. */
  done: string;
}

/** The dialog that asks why a change is rejected. */
export interface ReasonPromptWords {
  title: string;
  label: string;
  help?: string;
  /** Shown when the reason is left empty. */
  required: string;
  submit: string;
  close: string;
}

export interface DecisionWords {
  approve: VerdictWords;
  reject: VerdictWords & { prompt: ReasonPromptWords };
  /** Given where the screen lets the maker take the action back. */
  cancel?: VerdictWords;
  /** The error toast when the server gave no message. */
  failed: string;
  /** For the action's maker while it waits (four eyes keep them from deciding it). */
  makerNote?: string;
  /** For anyone else who may not decide it. */
  onlookerNote?: string;
  /** When the record changed after the action was made, so it can only be rejected or taken back. */
  staleNote?: string;
}

/** A screen's decision texts under the names most screens give them. */
export interface DecisionText {
  approve: string;
  approved: string;
  reject: string;
  rejected: string;
  rejectTitle: string;
  rejectReason: string;
  reasonRequired: string;
  confirmReject: string;
  cancel: string;
  cancelChange: string;
  confirmCancel: string;
  cancelled: string;
  failed: string;
}

/** The decision's words from a screen's texts, with its confirmation questions and notes. */
export function decisionWordsFrom(
  T: DecisionText,
  questions: { approve: string; reject: string },
  notes: Pick<DecisionWords, 'makerNote' | 'onlookerNote'>,
): DecisionWords {
  return {
    approve: {
      label: T.approve,
      confirm: { header: T.approve, message: questions.approve, acceptLabel: T.approve },
      done: T.approved,
    },
    reject: {
      label: T.reject,
      confirm: { header: T.reject, message: questions.reject, acceptLabel: T.reject, danger: true },
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
    ...notes,
  };
}
