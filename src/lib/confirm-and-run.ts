/**
 * Runs an irreversible action the one way every screen does: asks first through the shared confirm
 * dialog, calls, then says how it went. The rule for a refusal: a 422 naming a field the screen shows
 * is left to that field; any other refusal (403, 409, a 422 about nothing on screen, a lost
 * connection) is the error toast with the server's message, or the screen's fallback.
 */
import { requestConfirm, type ConfirmOptions } from '@/stores/confirm';
import { toast } from '@/stores/toast';
import type { ApiResult } from './api/api-result';

export interface RunWords {
  /** The success toast. */
  done: string;
  /** The error toast when the server gave no message. */
  failed: string;
}

type Failure = Extract<ApiResult<unknown>, { ok: false }>;

/** Whether a refusal belongs under the screen's own fields rather than in a toast. */
export function leftToFields(result: Failure, shownFields: readonly string[]): boolean {
  return result.status === 422 && shownFields.some((field) => (result.fieldErrors[field]?.length ?? 0) > 0);
}

/** Announces a call's outcome by the rule above. */
export function announce(result: ApiResult<unknown>, words: RunWords, shownFields: readonly string[] = []): void {
  if (result.ok) toast({ severity: 'success', summary: words.done, life: 4000 });
  else if (!leftToFields(result, shownFields))
    toast({ severity: 'error', summary: result.message ?? words.failed, life: 6000 });
}

/** Null when the user declined; otherwise the call's result, already announced. */
export async function confirmAndRun<T>(
  confirm: ConfirmOptions,
  send: () => Promise<ApiResult<T>>,
  words: RunWords,
  shownFields: readonly string[] = [],
): Promise<ApiResult<T> | null> {
  if (!(await requestConfirm(confirm))) return null;
  const result = await send();
  announce(result, words, shownFields);
  return result;
}
