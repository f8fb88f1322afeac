/** Runs an irreversible action: asks first through the shared confirm dialog, calls, then says how it went in a toast. */
import { requestConfirm, type ConfirmOptions } from '@/stores/confirm';
import { toast } from '@/stores/toast';
import type { ApiResult } from './api/api-result';

/** Null when the user declined; otherwise the call's result, already announced (a 422 is left to the form). */
export async function confirmAndRun<T>(confirm: ConfirmOptions, send: () => Promise<ApiResult<T>>, done: string, failed: string): Promise<ApiResult<T> | null> {
  if (!(await requestConfirm(confirm))) return null;
  const result = await send();
  if (result.ok) toast({ severity: 'success', summary: done, life: 4000 });
  else if (result.status !== 422) toast({ severity: 'error', summary: result.message ?? failed, life: 6000 });
  return result;
}
