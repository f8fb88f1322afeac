/**
 * The portal's API handshake for Playwright request contexts, written once: the CSRF cookie,
 * the headers a browser client sends with the current XSRF token, signing in; and a signed-in
 * API session of its own (not a page's) for setting the scene.
 */
import { expect, request, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from '../../support/demo-people.ts';

const AJAX = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };

/** The headers of an API call with the XSRF token of the context's cookie jar; signing in issues a new one, so read it each time. */
export async function xsrfHeaders(context: APIRequestContext): Promise<Record<string, string>> {
  const xsrf = (await context.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return { ...AJAX, 'X-XSRF-TOKEN': decodeURIComponent(xsrf) };
}

/** Asks for the CSRF cookie, then answers the headers that carry its token. */
export async function apiHeaders(context: APIRequestContext): Promise<Record<string, string>> {
  const csrf = await context.get('/sanctum/csrf-cookie');
  expect(csrf.status(), 'GET /sanctum/csrf-cookie').toBe(204);
  return xsrfHeaders(context);
}

/** The portal's sign-in through the API: CSRF cookie first, then the login call. */
export async function signInThroughApi(
  context: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  const login = await context.post('/api/v1/auth/login', {
    data: { email, password },
    headers: await apiHeaders(context),
  });
  expect(login.status(), `sign in as ${email}`).toBe(200);
}

export interface ApiSession {
  context: APIRequestContext;
  headers(): Promise<Record<string, string>>;
  /** A POST to `/api/v1<path>`; the answer's body parsed, or {} when it has none. */
  post(path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }>;
  dispose(): Promise<void>;
}

/** A signed-in API session of its own (not the page's), for setting the scene. */
export async function apiAs(email: string): Promise<ApiSession> {
  const context = await request.newContext({ baseURL: process.env['E2E_BASE_URL'] });
  await signInThroughApi(context, email);
  return {
    context,
    headers: () => xsrfHeaders(context),
    async post(path, body) {
      const answer = await context.post(`/api/v1${path}`, { data: body ?? {}, headers: await xsrfHeaders(context) });
      return { status: answer.status(), body: (await answer.json().catch(() => ({}))) as Record<string, unknown> };
    },
    dispose: () => context.dispose(),
  };
}
