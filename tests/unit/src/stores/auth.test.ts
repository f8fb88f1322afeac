/** The auth store's states and transitions (spec sections 3, 4 and 8), against a fake API. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, type Handler } from '../../../support/fake-api';
import { DEMO, DEMO_PASSWORD } from '../../../support/demo-people.ts';

const verified = {
  id: 4,
  name: 'Oliver Officer',
  email: DEMO.northwindOfficer.email,
  email_verified_at: '2025-01-01T00:00:00.000Z',
  user_entity_roles: [
    {
      id: 1,
      entity_type: 'App\\Models\\Bank',
      entity_id: 1,
      entity: { id: 1, name: 'Northwind Bank' },
      is_active: true,
      role: { id: 4, name: 'bank_officer' },
    },
    {
      id: 2,
      entity_type: 'App\\Models\\Investor',
      entity_id: 1,
      entity: { id: 1, name: 'Summit' },
      is_active: false,
      role: { id: 6, name: 'investor_user' },
    },
  ],
};
const unverified = {
  ...verified,
  id: 13,
  email: DEMO.unverified.email,
  email_verified_at: null,
  user_entity_roles: [],
};
const csrfCookie: Handler = () => new Response(null, { status: 204 });

let assign: ReturnType<typeof vi.fn>;

async function storeWith(routes: Record<string, Handler>) {
  const server = fakeApi({ 'GET /sanctum/csrf-cookie': csrfCookie, ...routes });
  vi.stubGlobal('fetch', server.fetch);
  // The store and the public pages' account actions, which share its state.
  const store = { ...(await import('@/stores/auth')), ...(await import('@/stores/auth-account')) };
  return { store, ...server };
}

beforeEach(() => {
  vi.resetModules();
  vi.stubEnv('PUBLIC_API_URL', 'http://portal.test');
  assign = vi.fn();
  vi.stubGlobal('location', { assign, replace: vi.fn() });
  vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=abc%3D', querySelector: () => null });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('a new visit', () => {
  it('starts signed out and not yet initialised', async () => {
    const { store } = await storeWith({});
    expect(store.$auth.get()).toEqual({
      user: null,
      isAuthenticated: false,
      loading: false,
      error: null,
      message: null,
      isInitialized: false,
    });
  });

  it('loads the session once, however many islands ask', async () => {
    const { store, calls } = await storeWith({ 'GET /api/v1/user': () => json(200, verified) });
    await Promise.all([store.initialise(), store.initialise()]);
    await store.initialise();
    expect(calls('GET /api/v1/user')).toHaveLength(1);
    expect(store.$auth.get()).toMatchObject({
      user: verified,
      isAuthenticated: true,
      isInitialized: true,
      error: null,
    });
    expect(store.$roles.get()).toEqual(['bank_officer']);
  });

  it('is signed out without an error when the session is missing (a 401 is only a warning)', async () => {
    const { store } = await storeWith({ 'GET /api/v1/user': () => json(401, { message: 'Unauthenticated.' }) });
    await store.initialise();
    expect(store.$auth.get()).toMatchObject({ user: null, isAuthenticated: false, isInitialized: true, error: null });
    expect(console.warn).toHaveBeenCalledTimes(1);
  });

  it('is signed out when the API cannot be reached', async () => {
    const { store } = await storeWith({ 'GET /api/v1/user': () => Promise.reject(new TypeError('Failed to fetch')) });
    await store.initialise();
    expect(store.$auth.get()).toMatchObject({
      isAuthenticated: false,
      isInitialized: true,
      error: 'Failed to fetch user',
    });
  });

  it('is signed out with "Failed to fetch user" when the server fails', async () => {
    const { store } = await storeWith({ 'GET /api/v1/user': () => json(500, { message: 'Server Error' }) });
    await store.initialise();
    expect(store.$auth.get()).toMatchObject({
      user: null,
      isAuthenticated: false,
      isInitialized: true,
      error: 'Failed to fetch user',
    });
  });
});

describe('fetching the user again', () => {
  it('resets a signed-in visitor to signed out when it fails', async () => {
    let signedIn = true;
    const { store } = await storeWith({ 'GET /api/v1/user': () => (signedIn ? json(200, verified) : json(401, {})) });
    await store.initialise();
    signedIn = false;
    const outcome = await store.fetchUser();
    expect(outcome).toMatchObject({ ok: false, message: 'Failed to fetch user' });
    expect(store.$auth.get()).toMatchObject({ user: null, isAuthenticated: false });
  });
});

describe('signing in', () => {
  it('fetches the CSRF cookie first, sends the token, and ends signed in', async () => {
    const { store, requests } = await storeWith({
      'POST /api/v1/auth/login': () => json(200, { user: verified, message: 'You are logged in.' }),
    });
    const outcome = await store.login({ email: verified.email, password: DEMO_PASSWORD });
    expect(outcome).toEqual({ ok: true, message: 'You are logged in.' });
    expect(requests.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      'GET /sanctum/csrf-cookie',
      'POST /api/v1/auth/login',
    ]);
    expect(requests[1]!.headers.get('X-XSRF-TOKEN')).toBe('abc=');
    expect(store.$auth.get()).toMatchObject({
      user: verified,
      isAuthenticated: true,
      isInitialized: true,
      loading: false,
      message: 'You are logged in.',
    });
    expect(store.$needsVerification.get()).toBe(false);
  });

  it('does not ask for the session again after signing in', async () => {
    const { store, calls } = await storeWith({
      'POST /api/v1/auth/login': () => json(200, { user: verified, message: 'ok' }),
    });
    await store.login({ email: verified.email, password: 'x' });
    await store.initialise();
    expect(calls('GET /api/v1/user')).toHaveLength(0);
  });

  it('flags a user without a verified e-mail address', async () => {
    const { store } = await storeWith({
      'POST /api/v1/auth/login': () => json(200, { user: unverified, message: 'ok' }),
    });
    await store.login({ email: unverified.email, password: 'x' });
    expect(store.$needsVerification.get()).toBe(true);
  });

  it("shows the server's message and field errors when refused", async () => {
    const refusal = {
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    };
    const { store } = await storeWith({ 'POST /api/v1/auth/login': () => json(422, refusal) });
    const outcome = await store.login({ email: 'x@y.test', password: 'wrong' });
    expect(outcome).toEqual({ ok: false, message: refusal.message, fieldErrors: refusal.errors, status: 422 });
    expect(store.$auth.get()).toMatchObject({ isAuthenticated: false, loading: false, error: refusal.message });
  });

  it('shows "Login failed" when the server gives no message', async () => {
    const { store } = await storeWith({
      'POST /api/v1/auth/login': () => new Response('Bad gateway', { status: 502 }),
    });
    expect(await store.login({ email: 'x@y.test', password: 'p' })).toMatchObject({
      ok: false,
      message: 'Login failed',
    });
  });
});

describe('registering', () => {
  const fields = {
    name: 'Rita',
    email: 'rita@example.test',
    password: 'a-long-passphrase',
    password_confirmation: 'a-long-passphrase',
  };

  it('shows the answer and stays signed out until the address is verified and the user signs in', async () => {
    const { store, calls } = await storeWith({
      'POST /api/v1/auth/register': () => json(202, { message: 'Check your mail.' }),
    });
    expect(await store.register(fields)).toEqual({ ok: true, message: 'Check your mail.' });
    expect(calls('GET /sanctum/csrf-cookie')).toHaveLength(1);
    expect(store.$auth.get().isAuthenticated).toBe(false);
  });

  it('shows the server message, else "Registration failed"', async () => {
    const { store } = await storeWith({
      'POST /api/v1/auth/register': (_request, attempt) =>
        attempt === 1
          ? json(422, { message: 'The email field is required.', errors: { email: ['The email field is required.'] } })
          : json(500, {}),
    });
    expect(await store.register(fields)).toMatchObject({
      ok: false,
      message: 'The email field is required.',
      fieldErrors: { email: ['The email field is required.'] },
    });
    expect(await store.register(fields)).toMatchObject({ ok: false, message: 'Registration failed' });
  });
});

describe('signing out', () => {
  it('clears the user and opens the sign-in page', async () => {
    const { store } = await storeWith({
      'GET /api/v1/user': () => json(200, verified),
      'POST /api/v1/logout': () => new Response(null, { status: 204 }),
    });
    await store.initialise();
    await store.logout();
    expect(store.$auth.get()).toMatchObject({ user: null, isAuthenticated: false, error: null });
    expect(assign).toHaveBeenCalledWith('/auth/login');
  });

  it('stays signed in, where it is, with the server message or "Logout failed." when the call fails', async () => {
    const { store } = await storeWith({
      'GET /api/v1/user': () => json(200, verified),
      'POST /api/v1/logout': (_request, attempt) =>
        attempt === 1 ? json(500, { message: 'Server Error' }) : json(503),
    });
    await store.initialise();
    expect(await store.logout()).toMatchObject({ ok: false, message: 'Server Error' });
    expect(store.$auth.get()).toMatchObject({
      user: verified,
      isAuthenticated: true,
      loading: false,
      error: 'Server Error',
    });
    expect(await store.logout()).toMatchObject({ ok: false, message: 'Logout failed.' });
    expect(store.$auth.get()).toMatchObject({ isAuthenticated: true, error: 'Logout failed.' });
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('the e-mail and password flows', () => {
  it('resend verification: the server message on success, the fallback on failure', async () => {
    const { store } = await storeWith({
      'POST /api/v1/email/resend': (_request, attempt) =>
        attempt === 1 ? json(202, { message: 'A fresh link has been sent.' }) : json(500),
    });
    expect(await store.resendVerification()).toEqual({ ok: true, message: 'A fresh link has been sent.' });
    expect(store.$auth.get().message).toBe('A fresh link has been sent.');
    expect(await store.resendVerification()).toMatchObject({
      ok: false,
      message: 'Failed to resend verification email.',
    });
  });

  it('forgot password: the first e-mail error before the message', async () => {
    const { store } = await storeWith({
      'POST /api/v1/password/email': () =>
        json(422, {
          message: 'The given data was invalid.',
          errors: { email: ["We can't find a user with that email address."] },
        }),
    });
    expect(await store.forgotPassword({ email: 'nobody@example.test' })).toMatchObject({
      ok: false,
      message: "We can't find a user with that email address.",
    });
  });

  it('forgot password: fetches the CSRF cookie first when the visit has none', async () => {
    vi.stubGlobal('document', { cookie: '', querySelector: () => null });
    const { store, requests } = await storeWith({
      'POST /api/v1/password/email': () => json(200, { message: 'Sent.' }),
    });
    expect(await store.forgotPassword({ email: 'a@b.test' })).toEqual({ ok: true, message: 'Sent.' });
    expect(new URL(requests[0]!.url).pathname).toBe('/sanctum/csrf-cookie');
  });

  it('reset password: the first password error when there is no e-mail error, else the fallback', async () => {
    const { store } = await storeWith({
      'POST /api/v1/password/reset': (_request, attempt) =>
        attempt === 1
          ? json(422, {
              message: 'Invalid.',
              errors: { password: ['The password field must be at least 12 characters.'] },
            })
          : json(500),
    });
    const fields = { token: 't', email: 'a@b.test', password: 'short', password_confirmation: 'short' };
    expect(await store.resetPassword(fields)).toMatchObject({
      message: 'The password field must be at least 12 characters.',
    });
    expect(await store.resetPassword(fields)).toMatchObject({ message: 'Failed to reset password.' });
  });

  it('onboarding: sends the form without cookies and shows the fallback when the server gives no message', async () => {
    const { store, calls } = await storeWith({
      'POST /api/v1/onboard': (_request, attempt) => (attempt === 1 ? json(201, { message: 'Received.' }) : json(500)),
    });
    const form = new FormData();
    form.append('name', 'Acme');
    expect(await store.onboard(form)).toEqual({ ok: true, message: 'Received.' });
    expect(calls('POST /api/v1/onboard')[0]!.credentials).toBe('omit');
    expect(await store.onboard(form)).toMatchObject({ ok: false, message: 'Entity registration failed.' });
  });
});
