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
