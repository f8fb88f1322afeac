/** Runs a confirmed change: asks through the shared confirm dialog, calls, then says how it went in a toast. */
import type { ApiResult } from '@/lib/api/api-result';
import { requestConfirm, type ConfirmOptions } from '@/stores/confirm';
import { toast } from '@/stores/toast';
import { ENTITY_TEXT } from './entity-text';

export async function confirmAndRun<T>(confirm: ConfirmOptions, send: () => Promise<ApiResult<T>>, done: string): Promise<ApiResult<T> | null> {
  if (!(await requestConfirm(confirm))) return null;
  const result = await send();
  if (result.ok) toast({ severity: 'success', summary: done, life: 4000 });
  else if (result.status !== 422) toast({ severity: 'error', summary: result.message ?? ENTITY_TEXT.failed, life: 6000 });
  return result;
}
