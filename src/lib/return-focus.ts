/**
 * Focus back on the control that opened a dialog once the dialog is gone (WCAG 2.4.3). The opener is
 * often disabled while its dialog is open (a button busy with its own confirmation), and a disabled
 * control takes no focus: the focus then waits for it to be enabled again, for a few seconds at most,
 * and never takes focus the user has meanwhile put somewhere else.
 */
const WAIT_FOR_ENABLED_MS = 5000;

/** The element that has the focus now, the one a dialog about to open should give it back to. */
export function currentFocusOwner(): HTMLElement | null {
  if (typeof document === 'undefined' || typeof HTMLElement === 'undefined') return null; // outside a page
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/** Nobody has the focus but the closed dialog (the browser moves it off a hidden element only later) or the opener. */
const focusIsFree = (opener: HTMLElement, dialog: Element | null) => {
  const active = document.activeElement;
  return active === null || active === document.body || active === opener || (dialog?.contains(active) ?? false);
};

const disabled = (element: HTMLElement) => element.matches(':disabled');

/** `dialog`: the dialog that has just closed, which may still hold the focus. */
export function returnFocusTo(opener: HTMLElement | null, dialog: Element | null): void {
  if (!opener) return;
  const tryFocus = (): boolean => {
    if (!opener.isConnected || !focusIsFree(opener, dialog)) return true;
    if (disabled(opener)) return false;
    opener.focus();
    return true;
  };
  if (tryFocus()) return;
  const observer = new MutationObserver(() => {
    if (tryFocus()) stop();
  });
  const timer = window.setTimeout(() => stop(), WAIT_FOR_ENABLED_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(opener, { attributes: true, attributeFilter: ['disabled'] });
}
