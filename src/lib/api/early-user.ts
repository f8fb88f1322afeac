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

/**
 * The early answer's body, read from a copy without taking the answer (the auth store still
 * takes it); null when there is none or it failed. Called before the store takes it, the copy
 * is made before the store reads the body.
 */
export async function peekEarlyUser(): Promise<unknown> {
  const early = (globalThis as BootWindow).__dealledgerUser;
  if (!early) return null;
  try {
    const answer = (await early).clone();
    return answer.ok ? await answer.json() : null;
  } catch {
    return null;
  }
}

let answered = false;
const pending = (globalThis as BootWindow).__dealledgerUser;
pending?.then(
  () => (answered = true),
  () => (answered = true),
);

/**
 * Whether the early request has its answer already. When it has by the time the islands
 * hydrate, the page renders the session's user straight away rather than the remembered one
 * first and the session's a moment later: one render of the shell instead of two.
 */
export function earlyUserAnswered(): boolean {
  return answered;
}
