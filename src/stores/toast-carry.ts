/**
 * A toast that belongs to the next page: a form that navigates away after saving leaves it in
 * sessionStorage, and the page it opens shows it, since the toast store does not outlive a page.
 */
import { toast, TOAST_SEVERITIES, type ToastInput } from './toast';

const KEY = 'dealledger.toast.next-page';

export function toastOnNextPage(input: ToastInput): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(input));
  } catch {
    // Storage refused (private mode, quota): the next page simply shows no toast.
  }
}

/** Shows the toast the previous page left, once. */
export function showCarriedToast(): void {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    return;
  }
  if (!raw) return;
  try {
    const input = JSON.parse(raw) as ToastInput;
    const severity = TOAST_SEVERITIES.find((known) => known === input.severity);
    toast({
      severity,
      summary: input.summary,
      detail: input.detail,
      life: typeof input.life === 'number' ? input.life : undefined,
    });
  } catch {
    // A damaged entry is dropped.
  }
}
