import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { sessions } from '../../../server/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { BrowserClient } from '../../support/browser-client.ts';
import { DEMO } from '../../support/demo-people.ts';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

describe('sessions, the CSRF cookie and request hygiene', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /sanctum/csrf-cookie answers 204 with an HttpOnly session cookie and a readable XSRF-TOKEN', async () => {
    const client = new BrowserClient(t.app);
    const response = await client.csrfCookie();
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const cookies = response.headers['set-cookie'] as string[];
    const session = cookies.find((cookie) => cookie.startsWith('dealledger-session='))!;
    const xsrf = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))!;
    expect(session).toMatch(/; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(session).not.toMatch(/Secure/);
    expect(xsrf).toMatch(/; Path=\/; SameSite=Lax$/);
    expect(xsrf).not.toMatch(/HttpOnly/);
  });

  it('keeps a signed-in session in the database under the hash of the cookie, never the cookie itself', async () => {
    const client = new BrowserClient(t.app);
    await client.login(DEMO.superAdmin.email);
    const rows = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, sha256(client.sessionCookie!)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.csrfToken).toBe(client.xsrfToken);
    const raw = await t.db.select().from(sessions).where(eq(sessions.idHash, client.sessionCookie!));
    expect(raw).toHaveLength(0);
  });

  it('keeps the same token when the CSRF cookie is fetched again within a live session', async () => {
    const client = new BrowserClient(t.app);
    await client.csrfCookie();
    const first = client.xsrfToken;
    const again = await client.csrfCookie();
    expect(again.statusCode).toBe(204);
    expect(client.xsrfToken).toBe(first);
  });

  it('marks both cookies Secure and adds HSTS when the portal is served over HTTPS', async () => {
    const secure = await createTestApp({ secureCookies: true, hsts: true });
    try {
      const response = await secure.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
      for (const cookie of response.headers['set-cookie'] as string[]) expect(cookie).toMatch(/; Secure/);
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await secure.close();
    }
  });

  it('sends no HSTS header over plain HTTP', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('refuses a POST without the X-XSRF-TOKEN header with 419', async () => {
    const client = new BrowserClient(t.app);
    await client.csrfCookie();
    const response = await client.post(
      '/api/v1/auth/login',
      { email: DEMO.superAdmin.email, password: 'x' },
      { xsrf: false },
    );
    expect(response.statusCode).toBe(419);
    expect(response.json()).toEqual({ message: 'CSRF token mismatch.' });
  });

  it('refuses a POST whose token belongs to another session with 419', async () => {
    const mine = new BrowserClient(t.app);
    const theirs = new BrowserClient(t.app);
    await mine.csrfCookie();
    await theirs.csrfCookie();
    const response = await mine.post('/api/v1/logout', undefined, {
      headers: { 'x-xsrf-token': theirs.xsrfToken! },
      xsrf: false,
    });
    expect(response.statusCode).toBe(419);
  });

  it('accepts the token under the X-CSRF-TOKEN name as well', async () => {
    const client = new BrowserClient(t.app);
    await client.csrfCookie();
    const response = await client.post('/api/v1/logout', undefined, {
      headers: { 'x-csrf-token': client.xsrfToken! },
      xsrf: false,
    });
    expect(response.statusCode).toBe(204);
  });

  it('refuses a POST without any session cookie with 419', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: { 'x-xsrf-token': 'anything-at-all-here' },
    });
    expect(response.statusCode).toBe(419);
  });

  it('answers 419 when the session has been idle for more than 30 minutes', async () => {
    const client = new BrowserClient(t.app);
    await client.login(DEMO.superAdmin.email);
    await t.db
      .update(sessions)
      .set({ lastActivityAt: sql`now() - interval '31 minutes'` })
      .where(eq(sessions.idHash, sha256(client.sessionCookie!)));
    expect((await client.get('/api/v1/user')).statusCode).toBe(401);
    const response = await client.post('/api/v1/logout');
    expect(response.statusCode).toBe(419);
    expect(response.json()).toEqual({ message: 'CSRF token mismatch.' });
  });

  it('ends a session 12 hours after it started even when it is in constant use', async () => {
    const client = new BrowserClient(t.app);
    await client.login(DEMO.superAdmin.email);
    await t.db
      .update(sessions)
      .set({ createdAt: sql`now() - interval '12 hours 1 minute'` })
      .where(eq(sessions.idHash, sha256(client.sessionCookie!)));
    expect((await client.get('/api/v1/user')).statusCode).toBe(401);
  });

  it('keeps an active session alive past 30 minutes from sign-in', async () => {
    const client = new BrowserClient(t.app);
    await client.login(DEMO.superAdmin.email);
    await t.db
      .update(sessions)
      .set({ createdAt: sql`now() - interval '2 hours'`, lastActivityAt: sql`now() - interval '29 minutes'` })
      .where(eq(sessions.idHash, sha256(client.sessionCookie!)));
    expect((await client.get('/api/v1/user')).statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, sha256(client.sessionCookie!)));
    expect(Date.now() - row!.lastActivityAt.getTime()).toBeLessThan(60_000);
  });

  it('accepts JSON bodies only: text/plain gets 415', async () => {
    const client = new BrowserClient(t.app);
    await client.csrfCookie();
    const response = await client.send('POST', '/api/v1/auth/login', {
      body: `email=${DEMO.superAdmin.email}`,
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toHaveProperty('message');
  });

  it('refuses multipart on a route that does not declare it with 415', async () => {
    const client = new BrowserClient(t.app);
    await client.csrfCookie();
    const boundary = 'x-boundary';
    const response = await client.send('POST', '/api/v1/auth/login', {
      body: `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\n${DEMO.superAdmin.email}\r\n--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.statusCode).toBe(415);
  });

  it('answers malformed JSON with 400 and a message, without internals', async () => {
    const client = new BrowserClient(t.app);
    await client.csrfCookie();
    const response = await client.send('POST', '/api/v1/auth/login', {
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['message']);
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('puts the security headers on API answers, errors included', async () => {
    for (const url of ['/api/v1/health', '/api/v1/no-such-thing', '/api/v1/user']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      // Data that no page renders: nothing may load from it, and no page may frame it.
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });
});
