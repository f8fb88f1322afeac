import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../../server/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { BrowserClient, leakedSecrets } from '../../support/browser-client.ts';
import { DEMO, DEMO_PASSWORD } from '../../support/demo-people.ts';

describe('POST /auth/login, GET /user, POST /logout', () => {
  let t: TestApp;
  const clients: BrowserClient[] = [];
  const client = (ip?: string) => {
    const created = new BrowserClient(t.app, ip);
    clients.push(created);
    return created;
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('signs in and answers the user with their role assignments and a message', async () => {
    const browser = client();
    const response = await browser.login(DEMO.northwindManager.email);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toEqual(expect.any(String));
    expect(Object.keys(body.user).sort()).toEqual([
      'created_at',
      'email',
      'email_verified_at',
      'id',
      'is_active',
      'name',
      'updated_at',
      'user_entity_roles',
    ]);
    expect(body.user).toMatchObject({ email: DEMO.northwindManager.email, is_active: true });
    expect(new Date(body.user.email_verified_at).toISOString()).toBe(body.user.email_verified_at);
    expect(body.user.user_entity_roles).toEqual([
      {
        id: expect.any(Number),
        entity_type: 'App\\Models\\Bank',
        entity_id: expect.any(Number),
        entity: { id: expect.any(Number), name: 'Northwind Bank' },
        is_active: true,
        role: { id: expect.any(Number), name: 'bank_manager' },
      },
    ]);
  });

  it('treats the e-mail case-insensitively', async () => {
    const response = await client().login('Analyst@Summit.TEST');
    expect(response.statusCode).toBe(200);
    expect(response.json().user.user_entity_roles[0].entity_type).toBe('App\\Models\\Investor');
  });

  it('records the time of the last login', async () => {
    await t.db.update(users).set({ lastLoginAt: null }).where(eq(users.email, DEMO.harborOfficer.email));
    await client().login(DEMO.harborOfficer.email);
    const [row] = await t.db
      .select({ lastLoginAt: users.lastLoginAt })
      .from(users)
      .where(eq(users.email, DEMO.harborOfficer.email));
    expect(Date.now() - row!.lastLoginAt!.getTime()).toBeLessThan(60_000);
  });

  it('changes both the session id and the CSRF token at login', async () => {
    const browser = client();
    await browser.csrfCookie();
    const guestSession = browser.sessionCookie;
    const guestToken = browser.xsrfToken;
    const response = await browser.post('/api/v1/auth/login', {
      email: DEMO.adminMaker.email,
      password: DEMO_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(browser.sessionCookie).not.toBe(guestSession);
    expect(browser.xsrfToken).not.toBe(guestToken);
    const fixated = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user',
      cookies: { 'dealledger-session': guestSession! },
    });
    expect(fixated.statusCode).toBe(401);
    expect((await browser.get('/api/v1/user')).json().email).toBe(DEMO.adminMaker.email);
  });

  it('answers wrong credentials with 422 and the same message whether or not the e-mail exists', async () => {
    const known = await client('10.1.0.1').login(DEMO.adminChecker.email, 'wrong-password-123');
    const unknown = await client('10.1.0.1').login('nobody@nowhere.test', 'wrong-password-123');
    const expected = {
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    };
    expect(known.statusCode).toBe(422);
    expect(known.json()).toEqual(expected);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual(expected);
  });

  it('does not let a deactivated user sign in, and ends their live session', async () => {
    const browser = client();
    expect((await browser.login(DEMO.bluewaterDirector.email)).statusCode).toBe(200);
    await t.db.update(users).set({ isActive: false }).where(eq(users.email, DEMO.bluewaterDirector.email));
    try {
      expect((await browser.get('/api/v1/user')).statusCode).toBe(401);
      const response = await client().login(DEMO.bluewaterDirector.email);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.email).toEqual(['These credentials do not match our records.']);
    } finally {
      await t.db.update(users).set({ isActive: true }).where(eq(users.email, DEMO.bluewaterDirector.email));
    }
  });

  it('reports missing fields per field', async () => {
    const browser = client();
    await browser.csrfCookie();
    const response = await browser.post('/api/v1/auth/login', {});
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The email field is required. (and 1 more error)',
      errors: { email: ['The email field is required.'], password: ['The password field is required.'] },
    });
    const malformed = await browser.post('/api/v1/auth/login', { email: 'not-an-address', password: 'x' });
    expect(malformed.json().errors).toEqual({ email: ['The email field must be a valid email address.'] });
  });

  it('ignores fields the client may not set', async () => {
    const response = await client().login(DEMO.bluewaterAnalyst.email, DEMO_PASSWORD, {
      remember: true,
      is_active: false,
      email_verified_at: null,
      user_entity_roles: [{ role: { name: 'super_admin' } }],
    });
    expect(response.statusCode).toBe(200);
    const user = response.json().user;
    expect(user.is_active).toBe(true);
    expect(user.email_verified_at).not.toBeNull();
    expect(user.user_entity_roles.map((assignment: { role: { name: string } }) => assignment.role.name)).toEqual([
      'investor_user',
    ]);
  });

  it('throttles after 5 failures on an account with 429, Retry-After and the wait in the message', async () => {
    const browser = client('10.9.9.9');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await browser.login(DEMO.northwindOfficer.email, `wrong-${attempt}-password`)).statusCode).toBe(422);
    }
    const blocked = await browser.login(DEMO.northwindOfficer.email, DEMO_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const message = `Too many login attempts. Please try again in ${retryAfter} seconds.`;
    expect(blocked.json()).toEqual({ message });

    // Another account from this address is not blocked (the account's lockout is tested in brute-force.test.ts).
    expect((await client('10.9.9.9').login(DEMO.harborManager.email)).statusCode).toBe(200);
  });

  it('lets the user in again once the throttle window has passed', async () => {
    const browser = client('10.9.8.7');
    for (let attempt = 0; attempt < 5; attempt += 1) await browser.login(DEMO.newcomer.email, 'wrong-password-xx');
    expect((await browser.login(DEMO.newcomer.email)).statusCode).toBe(429);
    await t.db.execute(
      sql`update rate_limits set reset_at = now() - interval '1 second' where key = ${`login-account:${DEMO.newcomer.email}`}`,
    );
    expect((await browser.login(DEMO.newcomer.email)).statusCode).toBe(200);
  });

  it('answers GET /user without a session with 401 Unauthenticated', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/user' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.' });
    const guest = client();
    await guest.csrfCookie();
    expect((await guest.get('/api/v1/user')).statusCode).toBe(401);
  });

  it('shows a user without any role an empty list of assignments', async () => {
    const response = await client().login(DEMO.unverified.email);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ email_verified_at: null, user_entity_roles: [] });
  });

  it('logs out with 204, makes the old cookie worthless and rotates the CSRF token', async () => {
    const browser = client();
    await browser.login(DEMO.summitDirector.email);
    const oldSession = browser.sessionCookie!;
    const oldToken = browser.xsrfToken!;
    const response = await browser.post('/api/v1/logout');
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(browser.xsrfToken).not.toBe(oldToken);
    expect(browser.sessionCookie).not.toBe(oldSession);
    expect((await browser.get('/api/v1/user')).statusCode).toBe(401);
    const replay = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user',
      cookies: { 'dealledger-session': oldSession },
    });
    expect(replay.statusCode).toBe(401);
    const replayPost = await t.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      cookies: { 'dealledger-session': oldSession },
      headers: { 'x-xsrf-token': oldToken },
    });
    expect(replayPost.statusCode).toBe(419);
  });

  it('never answers a password hash, a session id or a CSRF token in a body', async () => {
    const hashes = (await t.db.select({ hash: users.passwordHash }).from(users)).map((row) => row.hash);
    const sessionIds = clients.map((browser) => browser.sessionCookie);
    const bodies = clients.flatMap((browser) => browser.bodies);
    expect(bodies.length).toBeGreaterThan(20);
    expect(leakedSecrets(bodies, [...hashes, ...sessionIds])).toEqual([]);
    expect(bodies.some((body) => /password_?hash|scrypt\$/i.test(body))).toBe(false);
  });
});
