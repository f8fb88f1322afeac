/** Confirmation requests (portal spec sections 2 and 4): any island asks, the dialog of the request's group answers. */
import { atom } from 'nanostores';
import { currentFocusOwner } from '@/lib/return-focus';

/** The group of the global dialog mounted by the app layout. */
export const GLOBAL_CONFIRM_GROUP = 'global';

export interface ConfirmOptions {
  group?: string;
  header?: string;
  message: string;
  acceptLabel?: string;
  rejectLabel?: string;
  /** Styles the accept button as a destructive action. */
  danger?: boolean;
  accept?: () => void;
  reject?: () => void;
  /** Called when the dialog is dismissed without an answer (Escape or close). */
  onHide?: () => void;
}

export interface ConfirmRequest extends ConfirmOptions {
  id: number;
  group: string;
  resolve: (accepted: boolean) => void;
  /** What had the focus when the confirmation was asked for (the button that asked): it gets the focus back. */
  opener: HTMLElement | null;
}

export const $confirmRequest = atom<ConfirmRequest | null>(null);

let lastId = 0;

/** Asks for a confirmation; resolves true on accept, false on reject or dismissal. */
export function requestConfirm(options: ConfirmOptions): Promise<boolean> {
  $confirmRequest.get()?.resolve(false);
  return new Promise((resolve) => {
    $confirmRequest.set({
      ...options,
      group: options.group ?? GLOBAL_CONFIRM_GROUP,
      id: ++lastId,
      resolve,
      opener: currentFocusOwner(),
    });
  });
}

/** The request a dialog of this group should show, if any. */
export const requestForGroup = (request: ConfirmRequest | null, group: string) =>
  request && request.group === group ? request : null;

function settle(id: number, answer: 'accept' | 'reject' | 'hide') {
  const request = $confirmRequest.get();
  if (!request || request.id !== id) return;
  $confirmRequest.set(null);
  if (answer === 'accept') request.accept?.();
  else if (answer === 'reject') request.reject?.();
  else request.onHide?.();
  request.resolve(answer === 'accept');
}

export const acceptConfirm = (id: number) => settle(id, 'accept');
export const rejectConfirm = (id: number) => settle(id, 'reject');
/** Dismissal (Escape) or an explicit close. */
export const closeConfirm = (id: number) => settle(id, 'hide');
