/**
 * The auth store of spec sections 3 and 4: who is signed in, and the actions that sign in and
 * sign out. The public pages' account actions (sign-up, e-mail and password flows, onboarding)
 * are in auth-account.ts, built from the exported steps below, so signed-in pages do not load them.
 */
import { computed, map } from 'nanostores';
import { activeRoles, type RoleName } from '@/domain/roles';
import { LOGIN_PATH } from '@/domain/routes';
import { AUTH_FALLBACK, fieldErrorsOf, messageOr, serverMessage, type FieldErrors } from '@/lib/api/auth-errors';
import { takeEarlyUser } from '@/lib/api/early-user';
import { readXsrfToken } from '@/lib/api/xsrf';
import type { AuthUser, LoginFields } from './auth-types';
import { forgetUser, provisionalUser, readKnownUser, rememberUser } from './known-user';

export type { AuthUser } from './auth-types';

/**
 * The typed API client, downloaded the first time an action needs it: a page's start-up
 * only reads the session the document head asked for, so it need not wait for the client.
 */
export const client = () => import('@/lib/api/client');
export const fetchCsrfCookie = async () => (await client()).fetchCsrfCookie();

export interface AuthState {
  user: AuthUser | null;
  isAuthenticated: boolean;
  loading: boolean;
  error: string | null;
  message: string | null;
  isInitialized: boolean;
}

export type AuthOutcome =
  { ok: true; message: string | null } | { ok: false; message: string; fieldErrors: FieldErrors; status: number };

/** Nobody signed in, the session not yet asked for: the store's start, and what the server renders with. */
export const INITIAL_AUTH: AuthState = {
  user: null,
  isAuthenticated: false,
  loading: false,
  error: null,
  message: null,
  isInitialized: false,
};

export const $auth = map<AuthState>({ ...INITIAL_AUTH });

/** Signed in, but the e-mail address is not verified yet (spec section 4). */
export function needsVerification(state: Pick<AuthState, 'user' | 'isAuthenticated'>): boolean {
  return state.isAuthenticated && state.user !== null && !state.user.email_verified_at;
}

export const $needsVerification = computed($auth, needsVerification);

/*
 * Narrow views of the store: an island that reads one of them renders again only when that
 * part changes, not on every loading, error or message flag the store passes through.
 */
export const $user = computed($auth, (state) => state.user);
/** The session has answered (or the remembered user stands in) and someone is signed in. */
export const $sessionReady = computed($auth, (state) => state.isInitialized && state.isAuthenticated);

let lastRoles: RoleName[] = [];
/** The signed-in user's active roles; the same array while they do not change. */
export const $roles = computed($auth, (state): RoleName[] => {
  const roles = activeRoles(state.user?.user_entity_roles);
  const same = roles.length === lastRoles.length && roles.every((role, index) => role === lastRoles[index]);
  if (!same) lastRoles = roles;
  return lastRoles;
});

export type Answer = { data?: unknown; error?: unknown; response: Response };
type Result = { ok: true; data: unknown } | { ok: false; body: unknown; status: number };

/** Runs one call; a network failure counts as a failed answer without a body. */
export async function call(send: () => Promise<Answer>): Promise<Result> {
  try {
    const { data, error, response } = await send();
    return response.ok ? { ok: true, data } : { ok: false, body: error, status: response.status };
  } catch {
    return { ok: false, body: undefined, status: 0 };
  }
}

export function begin(): void {
  $auth.set({ ...$auth.get(), loading: true, error: null, message: null });
}

export function fail(result: { body: unknown; status: number }, message: string): AuthOutcome {
  $auth.set({ ...$auth.get(), loading: false, error: message });
  return { ok: false, message, fieldErrors: fieldErrorsOf(result.body), status: result.status };
}

export function succeed(message: string | null, patch: Partial<AuthState> = {}): AuthOutcome {
  $auth.set({ ...$auth.get(), ...patch, loading: false, error: null, message });
  return { ok: true, message };
}

const signedIn = (user: AuthUser): Partial<AuthState> => ({ user, isAuthenticated: true, isInitialized: true });

export function userOf(data: unknown): AuthUser | null {
  const found = (data as { user?: AuthUser } | null | undefined)?.user ?? (data as AuthUser | null | undefined);
  return found && typeof found === 'object' && 'email' in found ? found : null;
}

export async function ensureCsrfCookie(): Promise<void> {
  if (readXsrfToken()) return;
  await fetchCsrfCookie().catch(() => undefined);
}

/** Reads the answer to the /user request the document head started. */
async function adopt(response: Promise<Response>): Promise<Result> {
  try {
    const answer = await response;
    const body: unknown = await answer.json().catch(() => undefined);
    return answer.ok ? { ok: true, data: body } : { ok: false, body, status: answer.status };
  } catch {
    return { ok: false, body: undefined, status: 0 };
  }
}

/**
 * Takes /user's answer; any failure leaves the visitor signed out (spec section 4).
 * A 401 only means there is no session; any other failure is an error the page must show
 * (spec section 8), so `error` is set for it alone.
 */
function settleUser(result: Result): AuthOutcome {
  const user = result.ok ? userOf(result.data) : null;
  if (!user) {
    const error = !result.ok && result.status === 401 ? null : AUTH_FALLBACK.fetchUser;
    $auth.set({ ...$auth.get(), user: null, isAuthenticated: false, loading: false, error });
    return { ok: false, message: AUTH_FALLBACK.fetchUser, fieldErrors: {}, status: result.ok ? 200 : result.status };
  }
  $auth.set({ ...$auth.get(), user, isAuthenticated: true, loading: false, error: null });
  return { ok: true, message: null };
}

/** Loads the current user; any failure leaves the visitor signed out (spec section 4). */
export async function fetchUser(): Promise<AuthOutcome> {
  $auth.setKey('loading', true);
  return settleUser(await call(async () => (await client()).api.GET('/api/v1/user')));
}

/** The visit's first look at the session: the head's early answer when there is one. */
async function loadSession(): Promise<unknown> {
  const early = takeEarlyUser();
  if (early.kind === 'none') return fetchUser();
  if (early.kind === 'guest') {
    $auth.set({ ...$auth.get(), user: null, isAuthenticated: false, loading: false, error: null });
    return undefined;
  }
  $auth.setKey('loading', true);
  return settleUser(await adopt(early.response));
}

let initialising: Promise<AuthState> | null = null;

/** Loads the session once per visit; later callers share the first answer. */
export function initialise(): Promise<AuthState> {
  initialising ??= loadSession().then(() => {
    $auth.setKey('isInitialized', true);
    return $auth.get();
  });
  return initialising;
}

/**
 * Until the session answers, holds the last user seen on this device, so a
 * returning visitor's shell shows at once; `initialise()` then replaces it with
 * the session's answer. False on a first visit (nothing remembered).
 */
export function showKnownUser(): boolean {
  const known = readKnownUser();
  if (!known || initialising) return false;
  $auth.set({
    ...$auth.get(),
    user: provisionalUser(known),
    isAuthenticated: true,
    isInitialized: true,
    loading: true,
  });
  return true;
}

// The device remembers whoever the session says is signed in, and forgets on sign-out.
$auth.listen((state) => {
  if (!state.isInitialized || state.loading) return;
  if (state.isAuthenticated && state.user?.email) rememberUser(state.user);
  else if (!state.isAuthenticated) forgetUser();
});

/** Login: fetches the CSRF cookie first and ends signed in (spec section 7). */
async function signInWith(send: () => Promise<Answer>, fallback: string): Promise<AuthOutcome> {
  begin();
  await fetchCsrfCookie().catch(() => undefined);
  const result = await call(send);
  if (!result.ok) return fail(result, messageOr(result.body, fallback));
  const user = userOf(result.data);
  if (!user) return fail({ body: result.data, status: 200 }, fallback);
  const outcome = succeed(serverMessage(result.data), signedIn(user));
  initialising = Promise.resolve($auth.get());
  return outcome;
}

export const login = (fields: LoginFields) =>
  signInWith(async () => (await client()).api.POST('/api/v1/auth/login', { body: fields }), AUTH_FALLBACK.login);

/**
 * Signs out: the user is cleared and the sign-in page opens. When the call fails the
 * session is still alive on the server, so the user stays signed in here too, and the
 * outcome carries the server's message or 'Logout failed.' (spec section 8) to show.
 */
export async function logout(): Promise<AuthOutcome> {
  begin();
  const result = await call(async () => (await client()).api.POST('/api/v1/logout'));
  if (!result.ok) return fail(result, messageOr(result.body, AUTH_FALLBACK.logout));
  $auth.set({ ...INITIAL_AUTH, isInitialized: true });
  initialising = Promise.resolve($auth.get());
  globalThis.location.assign(LOGIN_PATH);
  return { ok: true, message: null };
}
