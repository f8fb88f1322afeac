/** The words of the shared widgets (confirmation dialog, toasts), used by any screen and by the tests. */

export const CONFIRM_TEXT = {
  header: 'Confirmation',
  accept: 'Yes',
  reject: 'No',
  close: 'Close',
  dragHint: 'Drag to move',
} as const;

export const TOAST_TEXT = {
  region: 'Notifications',
  close: 'Close notification',
} as const;
