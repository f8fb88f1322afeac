import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { users } from '../../../server/db/schema/index.ts';
import { ConfigError, loadConfig } from '../../../server/config.ts';
import { BrowserClient, STRONG_PASSWORD } from '../../support/browser-client.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { writeFakePortal } from './support.ts';
import { DEMO } from '../../support/demo-people.ts';

const DOCUMENT_HEADERS = [
  'content-security-policy',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
];

describe('HTTP plumbing over the whole app', () => {
  let t: TestApp;
  let portalDir: string;
  beforeAll(async () => {
    portalDir = writeFakePortal();
    t = await createTestApp(
      {},
      {
        captureLog: true,
        portalDir,
        extend: (app) => {
          app.post('/test/db-error', async () => {
            await app.db.insert(users).values({
              name: 'Nul',
              email: 'nul-user\u0000@example.test',
              passwordHash: 'scrypt$very-secret-hash-value',
            });
            return { ok: true };
          });
        },
      },
    );
  });
  afterAll(async () => {
    await t.close();
    rmSync(portalDir, { recursive: true, force: true });
  });

  describe('secrets in logs', () => {
    it('logs a database error by its code, never its parameters or query', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/test/db-error' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Server Error' });
      const log = t.logText();
      expect(log).toContain('request failed');
      expect(log).toMatch(/"code":"[0-9A-Z]{5}"/);
      expect(log).not.toContain('very-secret-hash-value');
      expect(log).not.toContain('nul-user');
      expect(log).not.toMatch(/insert into/i);
    });

    it('keeps tokens in the query string of token-bearing routes out of the request log', async () => {
      await t.app.inject({
        method: 'GET',
        url: '/auth/reset-password?token=reset-token-abcdef123456&email=someone%40example.test',
      });
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/email/verify/1/abc?expires=1999999999&signature=signature-0123456789abcdef',
      });
      await t.app.inject({ method: 'GET', url: '/anything?token=stray-token-0123456789' });
      const log = t.logText();
      expect(log).toContain('/auth/reset-password');
      for (const secret of [
        'reset-token-abcdef123456',
        'someone',
        'signature-0123456789abcdef',
        // As the query names it: the bare digits also turn up inside a logged response time.
        'expires=1999999999',
        'stray-token-0123456789',
      ]) {
        expect(log).not.toContain(secret);
      }
    });

    it('says where a mail file was written without logging its link', async () => {
      const client = new BrowserClient(t.app);
      await client.csrfCookie();
      const registered = await client.post('/api/v1/auth/register', {
        name: 'Log Reader',
        email: 'log-reader@example.test',
        password: STRONG_PASSWORD,
        password_confirmation: STRONG_PASSWORD,
      });
      expect(registered.statusCode).toBe(202);
      await expect
        .poll(() => t.logText(), { timeout: 5000 })
        .toMatch(/mail to log-reader@example\.test.*written to .*\.json/);
      expect(t.logText()).not.toMatch(/signature=/);
    });
  });

  describe('Cache-Control on API answers', () => {
    it.each([
      ['GET', '/api/v1/health', 200],
      ['GET', '/api/v1/user', 401],
      ['GET', '/sanctum/csrf-cookie', 204],
    ] as const)('%s %s answers no-store', async (method, url, status) => {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBe(status);
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('marks the login answer no-store', async () => {
      const client = new BrowserClient(t.app);
      const response = await client.login(DEMO.superAdmin.email);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    });
  });

  describe('framework errors go through the one error handler', () => {
    it('answers a malformed URL with a plain 400, the security headers and no echo of the path', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/%c0' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'The request could not be understood.' });
      expect(response.body).not.toContain('%c0');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');
    });

    it('answers a broken JSON body with 400 and no echo of the input', async () => {
      const client = new BrowserClient(t.app);
      await client.csrfCookie();
      const response = await client.send('POST', '/api/v1/auth/login', {
        body: '{"email": "echo-me-back',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'The request could not be understood.' });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    });

    it('answers a wrong content type with 415 and a body too large with 413, both with the headers', async () => {
      const client = new BrowserClient(t.app);
      await client.csrfCookie();
      const wrongType = await client.send('POST', '/api/v1/auth/login', {
        body: 'a=1',
        headers: { 'content-type': 'text/plain' },
      });
      expect(wrongType.statusCode).toBe(415);
      expect(wrongType.headers['content-security-policy']).toBeDefined();
      const tooLarge = await client.send('POST', '/api/v1/auth/login', {
        body: JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }),
        headers: { 'content-type': 'application/json' },
      });
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json()).toEqual({ message: 'The request is too large.' });
      expect(tooLarge.headers['content-security-policy']).toBeDefined();
    });
  });

  describe('validation errors from the route schemas', () => {
    it("are worded from zod's own issues: a wrong type is not reported as missing", async () => {
      const client = new BrowserClient(t.app);
      await client.csrfCookie();
      const response = await client.post('/api/v1/auth/login', {
        email: DEMO.superAdmin.email,
        password: 'x',
        remember: 'yes',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'The remember field must be a boolean.',
        errors: { remember: ['The remember field must be a boolean.'] },
      });
    });
  });

  describe('a wrong method on an existing route', () => {
    it('answers 405 with Allow and a message', async () => {
      const deleted = await t.app.inject({ method: 'DELETE', url: '/api/v1/health' });
      expect(deleted.statusCode).toBe(405);
      expect(deleted.headers['allow']).toBe('GET, HEAD');
      expect(deleted.json()).toEqual({ message: 'Method not allowed.' });
      const got = await t.app.inject({ method: 'GET', url: '/api/v1/logout' });
      expect(got.statusCode).toBe(405);
      expect(got.headers['allow']).toBe('POST');
      const verify = await t.app.inject({ method: 'POST', url: '/api/v1/email/verify/1/abc' });
      expect(verify.statusCode).toBe(405);
    });

    it('still answers 404 for a path no route has', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/no-such-thing' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    });
  });

  describe('X-Request-Id', () => {
    it.each(['client-id-0123456789', '0f3c9a27d1e84b6c9a1f2e3d4c5b6a79', 'trace_7.span-2', 'x', 'x'.repeat(128)])(
      'keeps the plain token %j a proxy or client sends',
      async (given) => {
        const response = await t.app.inject({
          method: 'GET',
          url: '/api/v1/health',
          headers: { 'x-request-id': given },
        });
        expect(response.headers['x-request-id']).toBe(given);
      },
    );

    it('puts the id on every log line of the request', async () => {
      const given = 'nginx-request-id-4f0c2b7e9a1d';
      await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing', headers: { 'x-request-id': given } });
      const lines = t
        .logText()
        .split('\n')
        .filter((line) => line.includes(given))
        .map((line) => JSON.parse(line) as { reqId?: string; msg?: string });
      expect(lines.map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
      expect(lines.every((line) => line.reqId === given)).toBe(true);
    });

    it('gives a request without an id a fresh one', async () => {
      const first = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
      const second = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    });

    it.each(['', 'x'.repeat(129), 'id with spaces 123', 'id"},"level":60,"x":"', 'ünïcödé-ïd-123', 'id/with/slashes'])(
      'replaces %j with a fresh id and never logs it',
      async (given) => {
        const response = await t.app.inject({
          method: 'GET',
          url: '/api/v1/health',
          headers: { 'x-request-id': given },
        });
        expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
        expect(t.logText()).not.toContain(`"reqId":${JSON.stringify(given)}`);
      },
    );
  });

  describe('the portal files', () => {
    it.each(['/_headers', '/_redirects', '/deploy/nginx.conf', '/deploy/dealledger.conf', '/deploy/', '/deploy'])(
      'does not serve the hosting build file %s',
      async (url) => {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('X-Frame-Options: DENY');
        expect(response.body).not.toContain('daemon off');
        expect(response.body).not.toContain('server {}');
      },
    );

    it('gives a page the document headers and a hashed asset only its type, nosniff and cache header', async () => {
      const page = await t.app.inject({ method: 'GET', url: '/auth/login' });
      expect(page.statusCode).toBe(200);
      for (const name of DOCUMENT_HEADERS) expect(page.headers[name]).toBeDefined();
      const asset = await t.app.inject({ method: 'GET', url: '/_astro/app.abc123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-type']).toMatch(/javascript/);
      expect(asset.headers['x-content-type-options']).toBe('nosniff');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // Never revalidated, so no validators: fewer bytes on each of a page's requests.
      for (const name of ['etag', 'last-modified', 'accept-ranges']) expect(asset.headers[name]).toBeUndefined();
      for (const name of [...DOCUMENT_HEADERS, 'strict-transport-security', 'x-request-id'])
        expect(asset.headers[name]).toBeUndefined();
      expect(page.headers['x-request-id']).toBeDefined();
      const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
      expect(icon.headers['content-security-policy']).toBeUndefined();
    });

    it('sends no Referer from the reset-password page and the usual policy elsewhere', async () => {
      const reset = await t.app.inject({ method: 'GET', url: '/auth/reset-password?token=abc&email=a%40b.test' });
      expect(reset.statusCode).toBe(200);
      expect(reset.headers['referrer-policy']).toBe('no-referrer');
      const login = await t.app.inject({ method: 'GET', url: '/auth/login/' });
      expect(login.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    });
  });

  describe('the API docs page', () => {
    it('carries its own CSP without inline scripts', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/docs/' });
      expect(response.statusCode).toBe(200);
      const policy = response.headers['content-security-policy'] as string;
      const scriptSrc = policy.split(';').find((part) => part.trim().startsWith('script-src'))!;
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(policy).toContain("frame-ancestors 'none'");
    });
  });
});

// Each case starts its own app on its own database: slow on a busy machine.
describe('configuration of cookies, proxies and docs', { timeout: 120_000 }, () => {
  it('marks cookies Secure and sends HSTS when APP_URL is https', async () => {
    const t = await createTestApp({}, { env: { APP_URL: 'https://portal.example.test' }, seed: false });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
      const cookies = response.headers['set-cookie'] as string[];
      expect(cookies.length).toBeGreaterThan(0);
      for (const cookie of cookies) expect(cookie).toMatch(/; Secure/);
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await t.close();
    }
  });

  it('follows SESSION_SECURE_COOKIE over APP_URL', async () => {
    const forced = loadConfig({ APP_URL: 'http://localhost:4321', SESSION_SECURE_COOKIE: 'true' });
    expect(forced.secureCookies).toBe(true);
    const off = loadConfig({ APP_URL: 'https://portal.example.test', SESSION_SECURE_COOKIE: 'false' });
    expect(off.secureCookies).toBe(false);
    expect(loadConfig({ APP_URL: 'https://portal.example.test' }).secureCookies).toBe(true);
    expect(loadConfig({ APP_URL: 'http://portal.example.test' }).secureCookies).toBe(false);
    expect(() => loadConfig({ SESSION_SECURE_COOKIE: 'yes' })).toThrow(/SESSION_SECURE_COOKIE/);
  });

  it('refuses TRUST_PROXY=true or a hop count with a clear message and reads proxy addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY must be false or a comma-separated list of the proxies' addresses or CIDRs/,
    );
    // Fastify cannot check the peer with a hop count alone, so it would silently trust nothing.
    expect(() => loadConfig({ TRUST_PROXY: '2' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.7']);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'my-proxy' })).toThrow(/TRUST_PROXY/);
  });

  it.each([['127.0.0.1'], ['127.0.0.1/8'], ['loopback']])(
    'with TRUST_PROXY=%s, a spoofed left-most X-Forwarded-For entry is not the client address',
    async (trust) => {
      const t = await createTestApp(
        {},
        {
          env: { TRUST_PROXY: trust },
          extend: (app) => app.get('/test/ip', async (request) => ({ ip: request.ip })),
          seed: false,
        },
      );
      try {
        const response = await t.app.inject({
          method: 'GET',
          url: '/test/ip',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' },
        });
        expect(response.json()).toEqual({ ip: '203.0.113.7' });
      } finally {
        await t.close();
      }
    },
  );

  it('serves the API docs by default only for the embedded start, and never with API_DOCS=false', async () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://x@127.0.0.1/db' }).apiDocs).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://x@127.0.0.1/db', API_DOCS: 'true' }).apiDocs).toBe(true);
    const t = await createTestApp({}, { env: { API_DOCS: 'false' }, seed: false });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/docs/' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/docs' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
