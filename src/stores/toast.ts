/** Global toast messages (portal spec sections 3, 4 and 9): any island adds one, the toast region shows them. */
import { atom } from 'nanostores';

export const TOAST_SEVERITIES = ['info', 'success', 'warn', 'error', 'secondary', 'contrast'] as const;
export type ToastSeverity = (typeof TOAST_SEVERITIES)[number];

export interface ToastInput {
  severity?: ToastSeverity;
  summary?: string;
  detail?: string;
  /** Milliseconds before the toast closes itself; without it the toast stays until closed. */
  life?: number;
}

export interface ToastMessage extends ToastInput {
  id: number;
  severity: ToastSeverity;
}

export const $toasts = atom<ToastMessage[]>([]);

let lastId = 0;

export function toast(input: ToastInput): number {
  const message: ToastMessage = { ...input, severity: input.severity ?? 'info', id: ++lastId };
  $toasts.set([...$toasts.get(), message]);
  return message.id;
}

export function removeToast(id: number): void {
  $toasts.set($toasts.get().filter((message) => message.id !== id));
}

/** A countdown that can be paused and resumed, for a toast's life while it is hovered. */
export interface LifeTimer {
  pause(): void;
  resume(): void;
  cancel(): void;
}

export function startLifeTimer(life: number, onExpire: () => void, now: () => number = Date.now): LifeTimer {
  let remaining = life;
  let startedAt = now();
  let handle: ReturnType<typeof setTimeout> | null = setTimeout(onExpire, remaining);
  return {
    pause() {
      if (handle === null) return;
      clearTimeout(handle);
      handle = null;
      remaining = Math.max(0, remaining - (now() - startedAt));
    },
    resume() {
      if (handle !== null) return;
      startedAt = now();
      handle = setTimeout(onExpire, remaining);
    },
    cancel() {
      if (handle !== null) clearTimeout(handle);
      handle = null;
    },
  };
}
