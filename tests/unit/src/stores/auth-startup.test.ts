/**
 * The start-up path of a page: the auth store adopts the /user request the
 * document head started, remembers the user on this device, and the guard opens
 * a returning visitor's page at once, then follows the session's answer.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, type Handler } from '../../../support/fake-api';
import { DEMO } from '../../../support/demo-people.ts';

const officer = {
  id: 4,
  name: 'Oliver Officer',
  email: DEMO.northwindOfficer.email,
  email_verified_at: '2025-01-01T00:00:00.000Z',
  is_active: true,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  user_entity_roles: [
    {
      id: 1,
      entity_type: 'App\\Models\\Bank',
      entity_id: 1,
      entity: { id: 1, name: 'Northwind Bank' },
      is_active: true,
      role: { id: 4, name: 'bank_officer' },
    },
  ],
};
const investor = {
  ...officer,
  user_entity_roles: [
    {
      id: 2,
      entity_type: 'App\\Models\\Investor',
      entity_id: 1,
      entity: { id: 1, name: 'Summit' },
      is_active: true,
      role: { id: 6, name: 'investor_user' },
    },
  ],
};
const KNOWN_USER_KEY = 'dealledger.user';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/** Lets every pending promise callback run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let storage: ReturnType<typeof memoryStorage>;
let replace: ReturnType<typeof vi.fn>;
let root: { dataset: Record<string, string>; removeAttribute: ReturnType<typeof vi.fn> };

function useApi(routes: Record<string, Handler>) {
  const server = fakeApi(routes);
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

beforeEach(() => {
  vi.resetModules();
  vi.stubEnv('PUBLIC_API_URL', 'http://portal.test');
  storage = memoryStorage();
  replace = vi.fn();
  root = { dataset: { route: 'bank.dashboard' }, removeAttribute: vi.fn() };
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('location', { assign: vi.fn(), replace, pathname: '/app/bank/dashboard', search: '' });
  vi.stubGlobal('document', {
    cookie: 'XSRF-TOKEN=abc',
    querySelector: () => null,
    documentElement: root,
    addEventListener: vi.fn(),
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  delete (globalThis as { __dealledgerUser?: unknown }).__dealledgerUser;
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('the /user request started from the document head', () => {
  it('is adopted: the store does not ask again', async () => {
    const { calls } = useApi({ 'GET /api/v1/user': () => json(200, officer) });
    (globalThis as { __dealledgerUser?: unknown }).__dealledgerUser = Promise.resolve(json(200, officer));
    const store = await import('@/stores/auth');
    await store.initialise();
    expect(calls('GET /api/v1/user')).toHaveLength(0);
    expect(store.$auth.get()).toMatchObject({ user: officer, isAuthenticated: true, isInitialized: true, error: null });
    expect(store.$roles.get()).toEqual(['bank_officer']);
  });

  it('is taken once: asking again goes to the network', async () => {
    const { calls } = useApi({ 'GET /api/v1/user': () => json(200, officer) });
    (globalThis as { __dealledgerUser?: unknown }).__dealledgerUser = Promise.resolve(json(200, officer));
    const store = await import('@/stores/auth');
    await store.initialise();
    await store.fetchUser();
    expect(calls('GET /api/v1/user')).toHaveLength(1);
  });

  it('answering 401 leaves the visitor signed out, with no error: there is simply no session', async () => {
    const { calls } = useApi({});
    (globalThis as { __dealledgerUser?: unknown }).__dealledgerUser = Promise.resolve(
      json(401, { message: 'Unauthenticated.' }),
    );
    const store = await import('@/stores/auth');
    await store.initialise();
    expect(calls('GET /api/v1/user')).toHaveLength(0);
    expect(store.$auth.get()).toMatchObject({ user: null, isAuthenticated: false, isInitialized: true, error: null });
  });

  it('failing to reach the API leaves the visitor signed out with "Failed to fetch user"', async () => {
    useApi({});
    (globalThis as { __dealledgerUser?: unknown }).__dealledgerUser = Promise.reject(new TypeError('Failed to fetch'));
    const store = await import('@/stores/auth');
    await store.initialise();
    expect(store.$auth.get()).toMatchObject({
      isAuthenticated: false,
      isInitialized: true,
      error: 'Failed to fetch user',
    });
  });

  it('not made for a guest with no sign of a session: a guest, with no request and no error', async () => {
    const { calls } = useApi({ 'GET /api/v1/user': () => json(401, { message: 'Unauthenticated.' }) });
    (globalThis as { __dealledgerUser?: unknown }).__dealledgerUser = null;
    const store = await import('@/stores/auth');
    await store.initialise();
    expect(calls('GET /api/v1/user')).toHaveLength(0);
    expect(store.$auth.get()).toMatchObject({ user: null, isAuthenticated: false, isInitialized: true, error: null });
  });
});

describe('the user remembered on this device', () => {
  it('is the session user, minimal: id, name, active roles, verified', async () => {
    useApi({ 'GET /api/v1/user': () => json(200, officer) });
    const store = await import('@/stores/auth');
    await store.initialise();
    expect(JSON.parse(storage.getItem(KNOWN_USER_KEY) ?? 'null')).toEqual({
      id: 4,
      name: 'Oliver Officer',
      roles: ['bank_officer'],
      verified: true,
    });
  });

  it('is forgotten when the session says signed out, and on sign-out', async () => {
    storage.setItem(
      KNOWN_USER_KEY,
      JSON.stringify({ id: 4, name: 'Oliver Officer', roles: ['bank_officer'], verified: true }),
    );
    useApi({ 'GET /api/v1/user': () => json(401, {}) });
    const store = await import('@/stores/auth');
    await store.initialise();
    expect(storage.getItem(KNOWN_USER_KEY)).toBeNull();

    storage.setItem(
      KNOWN_USER_KEY,
      JSON.stringify({ id: 4, name: 'Oliver Officer', roles: ['bank_officer'], verified: true }),
    );
    useApi({ 'POST /api/v1/logout': () => new Response(null, { status: 204 }) });
    await store.logout();
    expect(storage.getItem(KNOWN_USER_KEY)).toBeNull();
  });

  it('is shown until the session answers, then replaced by it', async () => {
    storage.setItem(
      KNOWN_USER_KEY,
      JSON.stringify({ id: 4, name: 'Oliver Officer', roles: ['bank_officer'], verified: true }),
    );
    const answer = deferred<Response>();
    useApi({ 'GET /api/v1/user': () => answer.promise });
    const store = await import('@/stores/auth');
    expect(store.showKnownUser()).toBe(true);
    expect(store.$auth.get()).toMatchObject({ isAuthenticated: true, user: { id: 4, name: 'Oliver Officer' } });
    expect(store.$roles.get()).toEqual(['bank_officer']);
    const done = store.initialise();
    answer.resolve(json(200, investor));
    await done;
    expect(store.$auth.get().user).toEqual(investor);
    expect(store.$roles.get()).toEqual(['investor_user']);
  });

  it('ignores a stored value that is not a known user', async () => {
    storage.setItem(
      KNOWN_USER_KEY,
      JSON.stringify({ id: 4, name: 'Oliver Officer', roles: ['owner_of_everything'], verified: true }),
    );
    useApi({});
    const store = await import('@/stores/auth');
    expect(store.showKnownUser()).toBe(false);
    expect(store.$auth.get().isAuthenticated).toBe(false);
  });
});

describe('the guard on a protected page', () => {
  const remember = (roles: string[]) =>
    storage.setItem(KNOWN_USER_KEY, JSON.stringify({ id: 4, name: 'Oliver Officer', roles, verified: true }));

  it("opens a returning user's page before /user answers, and keeps it open when the session agrees", async () => {
    remember(['bank_officer']);
    const answer = deferred<Response>();
    useApi({ 'GET /api/v1/user': () => answer.promise });
    await import('@/lib/guard-client');
    await settle();
    expect(root.removeAttribute).toHaveBeenCalledWith('data-guard');
    answer.resolve(json(200, officer));
    await settle();
    expect(replace).not.toHaveBeenCalled();
  });

  it('sends a returning user to sign in when the session has ended', async () => {
    remember(['bank_officer']);
    useApi({ 'GET /api/v1/user': () => json(401, { message: 'Unauthenticated.' }) });
    await import('@/lib/guard-client');
    await settle();
    expect(replace).toHaveBeenCalledWith('/auth/login?redirect=%2Fapp%2Fbank%2Fdashboard');
  });

  it('sends a returning user elsewhere when the session has other roles', async () => {
    remember(['bank_officer']);
    useApi({ 'GET /api/v1/user': () => json(200, investor) });
    await import('@/lib/guard-client');
    await settle();
    expect(replace).toHaveBeenCalledWith('/app/unauthorized');
  });

  it("keeps a first-time visitor's page hidden until /user answers", async () => {
    const answer = deferred<Response>();
    useApi({ 'GET /api/v1/user': () => answer.promise });
    await import('@/lib/guard-client');
    await settle();
    expect(root.removeAttribute).not.toHaveBeenCalled();
    answer.resolve(json(200, officer));
    await settle();
    expect(root.removeAttribute).toHaveBeenCalledWith('data-guard');
  });

  it("does not open early for a remembered user without the page's role", async () => {
    remember(['investor_user']);
    const answer = deferred<Response>();
    useApi({ 'GET /api/v1/user': () => answer.promise });
    await import('@/lib/guard-client');
    await settle();
    expect(root.removeAttribute).not.toHaveBeenCalled();
    answer.resolve(json(200, officer));
    await settle();
    expect(root.removeAttribute).toHaveBeenCalledWith('data-guard');
  });

  it('changes the auth store only once the islands rendered at load have hydrated', async () => {
    remember(['bank_officer']);
    useApi({ 'GET /api/v1/user': () => json(200, officer) });
    let unhydrated: object | null = {};
    const observers: (() => void)[] = [];
    vi.stubGlobal(
      'MutationObserver',
      class {
        constructor(callback: () => void) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    vi.stubGlobal('document', {
      cookie: 'XSRF-TOKEN=abc',
      documentElement: root,
      addEventListener: vi.fn(),
      querySelector: (selector: string) => (selector.startsWith('astro-island') ? unhydrated : null),
    });
    const store = await import('@/stores/auth');
    await import('@/lib/guard-client');
    await settle();
    expect(root.removeAttribute).toHaveBeenCalledWith('data-guard');
    expect(store.$auth.get()).toMatchObject({ user: null, isInitialized: false });
    unhydrated = null;
    observers.forEach((callback) => callback());
    await settle();
    await settle();
    expect(store.$auth.get()).toMatchObject({ user: officer, isAuthenticated: true, isInitialized: true });
  });
});

describe('the first render of a returning user', () => {
  const remember = () =>
    storage.setItem(
      KNOWN_USER_KEY,
      JSON.stringify({ id: 4, name: 'Oliver Officer', roles: ['bank_officer'], verified: true }),
    );

  it('is the session user alone when the session answered before the islands hydrated', async () => {
    remember();
    useApi({});
    (globalThis as { __dealledgerUser?: unknown }).__dealledgerUser = Promise.resolve(json(200, officer));
    const store = await import('@/stores/auth');
    const users: unknown[] = [];
    store.$user.listen((user) => users.push(user));
    await import('@/lib/guard-client');
    await settle();
    await settle();
    expect(users).toEqual([officer]);
  });

  it('is the remembered user first when the session has not answered yet', async () => {
    remember();
    const answer = deferred<Response>();
    useApi({});
    (globalThis as { __dealledgerUser?: unknown }).__dealledgerUser = answer.promise;
    const store = await import('@/stores/auth');
    const names: unknown[] = [];
    store.$user.listen((user) => names.push(user?.name));
    await import('@/lib/guard-client');
    await settle();
    expect(names).toEqual(['Oliver Officer']);
    answer.resolve(json(200, { ...officer, name: 'Oliver O. Officer' }));
    await settle();
    await settle();
    expect(names).toEqual(['Oliver Officer', 'Oliver O. Officer']);
  });
});

describe('the narrow views of the auth store', () => {
  it('do not change while only the loading, error or message flags do', async () => {
    useApi({ 'GET /api/v1/user': () => json(200, officer) });
    const store = await import('@/stores/auth');
    await store.initialise();
    const user = store.$user.get();
    const changes = vi.fn();
    const unsubscribe = [store.$user, store.$roles, store.$sessionReady].map((view) => view.listen(changes));
    store.begin();
    store.fail({ body: undefined, status: 500 }, 'Failed.');
    store.succeed('Saved.');
    unsubscribe.forEach((stop) => stop());
    expect(changes).not.toHaveBeenCalled();
    expect(store.$user.get()).toBe(user);
  });

  it('keep the same roles list when the session answers again with the same roles', async () => {
    useApi({ 'GET /api/v1/user': () => json(200, officer) });
    const store = await import('@/stores/auth');
    await store.initialise();
    const user = store.$user.get();
    const roles = store.$roles.get();
    await store.fetchUser();
    expect(store.$user.get()).not.toBe(user);
    expect(store.$roles.get()).toBe(roles);
  });

  it('say the session is ready once someone is signed in, and not after sign-out', async () => {
    useApi({
      'GET /api/v1/user': () => json(200, officer),
      'POST /api/v1/logout': () => new Response(null, { status: 204 }),
    });
    const store = await import('@/stores/auth');
    expect(store.$sessionReady.get()).toBe(false);
    await store.initialise();
    expect(store.$sessionReady.get()).toBe(true);
    await store.logout();
    expect(store.$sessionReady.get()).toBe(false);
    expect(store.$roles.get()).toEqual([]);
  });
});
