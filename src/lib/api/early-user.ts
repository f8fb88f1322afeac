/**
 * The GET /api/v1/user request src/boot/session.js started from the document
 * head. Taken once: a later fetch of the user goes to the network again.
 */
export type EarlyUser =
  /** The boot script asked; here is its answer. */
  | { kind: 'asked'; response: Promise<Response> }
  /** The boot script saw no sign of a session on a page open to guests, and did not ask. */
  | { kind: 'guest' }
  /** No boot script ran (or its answer was taken already). */
  | { kind: 'none' };

type BootWindow = { __dealledgerUser?: Promise<Response> | null };

export function takeEarlyUser(): EarlyUser {
  const holder = globalThis as BootWindow;
  if (!('__dealledgerUser' in holder)) return { kind: 'none' };
  const early = holder.__dealledgerUser;
  delete holder.__dealledgerUser;
  return early ? { kind: 'asked', response: early } : { kind: 'guest' };
}
