/**
 * The API on another origin than the portal: CORS_ORIGINS lets the listed portal origins call it
 * with the user's cookies (preflights answered, errors readable), refuses every other origin, and
 * SESSION_DOMAIN puts the session, XSRF and remember cookies on the shared domain. Without
 * CORS_ORIGINS the API answers no cross-origin call.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import { CORS_METHODS, ORIGIN_REFUSED, PREFLIGHT_MAX_AGE_SECONDS } from '../../../server/plugins/cors.ts';
import { REMEMBER_COOKIE, SESSION_COOKIE, XSRF_COOKIE } from '../../../src/domain/cookies.ts';
import { useApiHarness } from '../../support/api-harness.ts';
import { BrowserClient } from '../../support/browser-client.ts';
import { DEMO, DEMO_PASSWORD } from '../../support/demo-people.ts';

const PORTAL = 'https://portal.example.test';
const EVIL = 'https://evil.example.test';
const USER = DEMO.summitAnalyst.email;

const preflight = (origin: string, url = '/api/v1/auth/login') => ({
  method: 'OPTIONS' as const,
  url,
  headers: {
    origin,
    'access-control-request-method': 'POST',
    'access-control-request-headers': 'content-type, x-xsrf-token, x-requested-with',
  },
});

const cookieLine = (lines: string[], name: string) => lines.find((line) => line.startsWith(`${name}=`));

describe('CORS_ORIGINS and SESSION_DOMAIN in the configuration', () => {
  it('takes exact origins and a domain name', () => {
    const config = loadConfig({
      CORS_ORIGINS: 'https://portal.example.com, http://localhost:4321',
      SESSION_DOMAIN: '.Example.com',
    });
    expect(config.corsOrigins).toEqual(['https://portal.example.com', 'http://localhost:4321']);
    expect(config.sessionDomain).toBe('example.com');
    expect(loadConfig({})).toMatchObject({ corsOrigins: [], sessionDomain: undefined });
  });

  it('refuses a wildcard with the reason', () => {
    expect(() => loadConfig({ CORS_ORIGINS: '*' })).toThrow(
      /CORS_ORIGINS must list the portal's origins: '\*' cannot be used, since the API answers with credentials/,
    );
    expect(() => loadConfig({ CORS_ORIGINS: 'https://portal.example.com,*' })).toThrow(/'\*' cannot be used/);
  });

  it.each([
    'https://portal.example.com/',
    'https://portal.example.com/app',
    'portal.example.com',
    'ftp://portal.example.com',
    'https://portal.example.com?x=1',
  ])('refuses %s: an origin is a scheme, a host and a port', (value) => {
    expect(() => loadConfig({ CORS_ORIGINS: value })).toThrow(
      `CORS_ORIGINS must be a comma-separated list of origins such as https://portal.example.com (scheme, host and port: no path) (got ${JSON.stringify(value)})`,
    );
  });

  it.each(['https://example.com', 'example.com:443', 'example.com/x', 'localhost', '127.0.0.1', '-bad.example.com'])(
    'refuses the session domain %s',
    (value) => {
      expect(() => loadConfig({ SESSION_DOMAIN: value })).toThrow(
        /SESSION_DOMAIN must be a domain name such as example\.com/,
      );
    },
  );
});

describe('an API with CORS_ORIGINS and SESSION_DOMAIN', () => {
  const harness = useApiHarness({ config: { corsOrigins: [PORTAL], sessionDomain: 'example.test' } });

  it("answers the portal origin's preflight with the methods and headers the portal sends", async () => {
    const response = await harness.t.app.inject(preflight(PORTAL));
    expect(response.statusCode).toBe(204);
    expect(response.headers).toMatchObject({
      'access-control-allow-origin': PORTAL,
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': CORS_METHODS,
      'access-control-max-age': String(PREFLIGHT_MAX_AGE_SECONDS),
      vary: 'Origin',
    });
    const allowed = String(response.headers['access-control-allow-headers']).toLowerCase().split(', ');
    expect(allowed).toEqual(
      expect.arrayContaining(['content-type', 'accept', 'x-xsrf-token', 'x-requested-with', 'x-request-id']),
    );
    expect((await harness.t.app.inject(preflight(PORTAL, '/sanctum/csrf-cookie'))).statusCode).toBe(204);
  });

  it("refuses another origin's preflight with 403 and no CORS headers", async () => {
    const response = await harness.t.app.inject(preflight(EVIL));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: ORIGIN_REFUSED });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('lets the portal sign in across origins with cookies on the shared domain, and read its refusals', async () => {
    const browser = new BrowserClient(harness.t.app);
    const headers = { origin: PORTAL };
    const csrf = await browser.get('/sanctum/csrf-cookie', { headers });
    expect(csrf.headers['access-control-allow-origin']).toBe(PORTAL);
    const guestCookies = csrf.headers['set-cookie'] as string[];
    expect(cookieLine(guestCookies, XSRF_COOKIE)).toMatch(/; Domain=example\.test;/);
    expect(cookieLine(guestCookies, SESSION_COOKIE)).toMatch(/; Domain=example\.test;.*HttpOnly/);

    const refused = await browser.post(
      '/api/v1/auth/login',
      { email: USER, password: DEMO_PASSWORD },
      { headers, xsrf: false },
    );
    expect(refused.statusCode).toBe(419);
    expect(refused.headers['access-control-allow-origin']).toBe(PORTAL);

    const login = await browser.post(
      '/api/v1/auth/login',
      { email: USER, password: DEMO_PASSWORD, remember: true },
      { headers },
    );
    expect(login.statusCode).toBe(200);
    expect(login.headers).toMatchObject({
      'access-control-allow-origin': PORTAL,
      'access-control-allow-credentials': 'true',
      vary: expect.stringContaining('Origin'),
    });
    const cookies = login.headers['set-cookie'] as string[];
    for (const name of [SESSION_COOKIE, XSRF_COOKIE, REMEMBER_COOKIE])
      expect(cookieLine(cookies, name), name).toMatch(/; Domain=example\.test;.*SameSite=Lax/);

    const logout = await browser.post('/api/v1/logout', undefined, { headers });
    expect(logout.statusCode).toBe(204);
    // A cookie is removed only with the domain it was set with.
    expect(cookieLine(logout.headers['set-cookie'] as string[], REMEMBER_COOKIE)).toMatch(
      /^dealledger-remember=; .*Domain=example\.test;.*Expires=Thu, 01 Jan 1970/,
    );
  });

  it('sends no CORS headers to another origin, whose page then cannot read the answer', async () => {
    const response = await harness.t.app.inject({ method: 'GET', url: '/api/v1/health', headers: { origin: EVIL } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers.vary).toBe('Origin');
  });

  it('leaves the portal pages and same-origin calls alone', async () => {
    expect(
      (await harness.t.app.inject({ method: 'GET', url: '/api/v1/health' })).headers['access-control-allow-origin'],
    ).toBeUndefined();
    const page = await harness.t.app.inject({
      method: 'OPTIONS',
      url: '/auth/login',
      headers: { origin: PORTAL, 'access-control-request-method': 'GET' },
    });
    expect(page.statusCode).not.toBe(204);
    expect(page.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers no cross-origin call at all without CORS_ORIGINS', async () => {
    const sameOrigin = await harness.t.reconfigured({ corsOrigins: [], sessionDomain: undefined });
    const answer = await sameOrigin.inject(preflight(PORTAL));
    expect(answer.statusCode).not.toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    const csrf = await sameOrigin.inject({ method: 'GET', url: '/sanctum/csrf-cookie', headers: { origin: PORTAL } });
    expect(csrf.headers['access-control-allow-origin']).toBeUndefined();
    expect(String(csrf.headers['set-cookie'])).not.toMatch(/Domain=/);
  });
});
