/** Runs a confirmed action on a proposal: asks first, calls, then says how it went in a toast. */
import { requestConfirm, type ConfirmOptions } from '@/stores/confirm';
import { toast } from '@/stores/toast';
import type { ApiResult } from '@/lib/api/api-result';
import { DETAIL_TEXT } from './proposal-text';

export async function confirmAndRun<T>(confirm: ConfirmOptions, send: () => Promise<ApiResult<T>>, done: string): Promise<ApiResult<T> | null> {
  if (!(await requestConfirm(confirm))) return null;
  const result = await send();
  if (result.ok) toast({ severity: 'success', summary: done, life: 4000 });
  else toast({ severity: 'error', summary: result.message ?? DETAIL_TEXT.failed, life: 6000 });
  return result;
}
