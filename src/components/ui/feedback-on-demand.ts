/**
 * Toasts and the confirmation dialog on every page (spec section 2: "available
 * globally"). Nothing is downloaded until a toast or a confirmation is asked for;
 * then the feedback island is loaded and mounted once, and shows what was asked.
 */
import { $confirmRequest } from '@/stores/confirm';
import { withAppStyles } from './app-styles-on-demand';
import { $toasts } from '@/stores/toast';

export const FEEDBACK_ROOT_ID = 'global-feedback';

let mounting: Promise<void> | null = null;

function mount(): void {
  const host = document.getElementById(FEEDBACK_ROOT_ID);
  if (!host || mounting) return;
  mounting = withAppStyles(() => import('./mount-feedback')).then(({ mountFeedback }) => mountFeedback(host));
}

/** Mounts the feedback island the first time either store has something to show. */
export function mountFeedbackOnDemand(): void {
  if ($toasts.get().length > 0 || $confirmRequest.get()) {
    mount();
    return;
  }
  const stopToasts = $toasts.listen((toasts) => {
    if (toasts.length > 0) start();
  });
  const stopConfirm = $confirmRequest.listen((request) => {
    if (request) start();
  });
  function start() {
    stopToasts();
    stopConfirm();
    mount();
  }
}
