import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { rememberTokens, sessions, users } from '../../../server/db/schema/index.ts';
import { REMEMBER_COOKIE, SESSION_COOKIE, XSRF_COOKIE } from '../../../src/domain/cookies.ts';
import { readXsrfToken } from '../../../src/lib/api/xsrf.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { BrowserClient } from '../../support/browser-client.ts';
import { DEMO, DEMO_PASSWORD } from '../../support/demo-people.ts';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const USER = DEMO.superAdmin.email;

/** What a browser keeps after it is closed: only cookies with an expiry. */
function afterRestart(t: TestApp, browser: BrowserClient, setCookies: string[]): BrowserClient {
  const fresh = new BrowserClient(t.app);
  const persistent = setCookies.filter((line) => /;\s*(max-age|expires)=/i.test(line));
  for (const line of persistent) {
    const [pair] = line.split(';');
    const [name, ...value] = pair!.split('=');
    if (browser.cookies.get(name!) !== undefined) fresh.cookies.set(name!, value.join('='));
  }
  return fresh;
}

describe('guest sessions, cookie names and remember me', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const sessionRows = async () => Number((await t.db.select({ n: count() }).from(sessions))[0]!.n);
  const tokenRows = async (email = USER) =>
    Number(
      (
        await t.db
          .select({ n: count() })
          .from(rememberTokens)
          .innerJoin(users, eq(users.id, rememberTokens.userId))
          .where(eq(users.email, email))
      )[0]!.n,
    );

  describe('the CSRF cookie for guests', () => {
    it('writes no session row, however often a cookie-less client asks', async () => {
      const before = await sessionRows();
      for (let i = 0; i < 25; i += 1) {
        const response = await t.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
        expect(response.statusCode).toBe(204);
      }
      expect(await sessionRows()).toBe(before);
    });

    it('still lets that guest sign in, and stores a session only then', async () => {
      const browser = new BrowserClient(t.app);
      const before = await sessionRows();
      const response = await browser.login(USER);
      expect(response.statusCode).toBe(200);
      expect(await sessionRows()).toBe(before + 1);
      expect((await browser.get('/api/v1/user')).statusCode).toBe(200);
    });

    it('refuses a guest token that the server did not sign', async () => {
      const browser = new BrowserClient(t.app);
      await browser.csrfCookie();
      const forged = `g.${Math.floor(Date.now() / 1000)}.bm9uY2U.${'A'.repeat(43)}`;
      browser.cookies.set(SESSION_COOKIE, forged);
      const response = await browser.post('/api/v1/auth/login', { email: USER, password: DEMO_PASSWORD });
      expect(response.statusCode).toBe(419);
    });

    it('purges expired sessions when someone signs in', async () => {
      const stale = new BrowserClient(t.app);
      await stale.login(DEMO.adminMaker.email);
      const staleHash = sha256(stale.sessionCookie!);
      await t.db
        .update(sessions)
        .set({ lastActivityAt: sql`now() - interval '2 hours'` })
        .where(eq(sessions.idHash, staleHash));
      await new BrowserClient(t.app).login(USER);
      expect(await t.db.select().from(sessions).where(eq(sessions.idHash, staleHash))).toEqual([]);
    });
  });

  describe('cookie names', () => {
    it('are the ones in src/domain/cookies.ts, read back by the portal', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
      const cookies = response.cookies as { name: string; value: string }[];
      expect(cookies.map((cookie) => cookie.name).sort()).toEqual([SESSION_COOKIE, XSRF_COOKIE].sort());
      const xsrf = cookies.find((cookie) => cookie.name === XSRF_COOKIE)!.value;
      const documentCookie = cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
      expect(readXsrfToken({ cookie: documentCookie, querySelector: () => null })).toBe(decodeURIComponent(xsrf));
    });

    it('are written nowhere else in the server or the portal', async () => {
      const offenders: string[] = [];
      for (const root of ['server', 'src']) {
        for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
          if (!entry.isFile() || !/\.(ts|tsx|astro)$/.test(entry.name) || entry.name === 'schema.d.ts') continue;
          const path = join(entry.parentPath, entry.name);
          if (path === join('src', 'domain', 'cookies.ts')) continue;
          const source = await readFile(path, 'utf8');
          const code = source.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*|description:[^\n]*/g, '');
          if (/'(XSRF-TOKEN|dealledger-session|dealledger-remember)'/.test(code)) offenders.push(path);
        }
      }
      expect(offenders).toEqual([]);
    });
  });

  describe('keep me signed in', () => {
    it('without it, no cookie outlives the browser and a restart signs the user out', async () => {
      const browser = new BrowserClient(t.app);
      await browser.csrfCookie();
      const login = await browser.post('/api/v1/auth/login', { email: USER, password: DEMO_PASSWORD });
      expect(login.statusCode).toBe(200);
      const setCookies = login.headers['set-cookie'] as string[];
      for (const line of setCookies) expect(line).not.toMatch(/max-age|expires/i);
      const restarted = afterRestart(t, browser, setCookies);
      expect(restarted.cookies.size).toBe(0);
      expect((await restarted.get('/api/v1/user')).statusCode).toBe(401);
    });

    it('with it, a restarted browser is signed in again for 30 days by a token stored hashed and replaced on use', async () => {
      const browser = new BrowserClient(t.app);
      await browser.csrfCookie();
      const login = await browser.post('/api/v1/auth/login', { email: USER, password: DEMO_PASSWORD, remember: true });
      expect(login.statusCode).toBe(200);
      const setCookies = login.headers['set-cookie'] as string[];
      const remember = setCookies.find((line) => line.startsWith(`${REMEMBER_COOKIE}=`))!;
      expect(remember).toMatch(/; Max-Age=(\d+)/);
      const maxAge = Number(/Max-Age=(\d+)/.exec(remember)![1]);
      expect(maxAge).toBeGreaterThan(30 * 86400 - 120);
      expect(maxAge).toBeLessThanOrEqual(30 * 86400);
      expect(remember).toMatch(/HttpOnly/);
      expect(setCookies.find((line) => line.startsWith(`${SESSION_COOKIE}=`))).not.toMatch(/max-age|expires/i);

      const token = browser.cookies.get(REMEMBER_COOKIE)!;
      expect(await t.db.select().from(rememberTokens).where(eq(rememberTokens.tokenHash, token))).toEqual([]);
      expect(
        await t.db
          .select()
          .from(rememberTokens)
          .where(eq(rememberTokens.tokenHash, sha256(token))),
      ).toHaveLength(1);

      const restarted = afterRestart(t, browser, setCookies);
      expect([...restarted.cookies.keys()]).toEqual([REMEMBER_COOKIE]);
      const user = await restarted.get('/api/v1/user');
      expect(user.statusCode).toBe(200);
      expect(user.json()).toMatchObject({ email: USER });
      // Rotated: the old token is spent, the new one works.
      const rotated = restarted.cookies.get(REMEMBER_COOKIE)!;
      expect(rotated).not.toBe(token);
      const replay = new BrowserClient(t.app);
      replay.cookies.set(REMEMBER_COOKIE, token);
      expect((await replay.get('/api/v1/user')).statusCode).toBe(401);
      // The restored session is a normal one: it can change state with its own CSRF token.
      expect((await restarted.post('/api/v1/logout')).statusCode).toBe(204);
    });

    it('is ended by logout', async () => {
      const browser = new BrowserClient(t.app);
      await browser.login(USER, DEMO_PASSWORD, { remember: true });
      const token = browser.cookies.get(REMEMBER_COOKIE)!;
      const logout = await browser.post('/api/v1/logout');
      expect(logout.statusCode).toBe(204);
      expect(
        await t.db
          .select()
          .from(rememberTokens)
          .where(eq(rememberTokens.tokenHash, sha256(token))),
      ).toEqual([]);
      expect(
        (logout.headers['set-cookie'] as string[]).find((line) => line.startsWith(`${REMEMBER_COOKIE}=;`)),
      ).toBeDefined();
      const comeBack = new BrowserClient(t.app);
      comeBack.cookies.set(REMEMBER_COOKIE, token);
      expect((await comeBack.get('/api/v1/user')).statusCode).toBe(401);
    });

    it("is ended, on every device, by ending the user's sessions (as a password reset does)", async () => {
      const { endUserSessions } = await import('../../../server/lib/session/session.ts');
      const phone = new BrowserClient(t.app);
      await phone.login(DEMO.adminChecker.email, DEMO_PASSWORD, { remember: true });
      expect(await tokenRows(DEMO.adminChecker.email)).toBe(1);
      const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.adminChecker.email));
      await endUserSessions(t.db, user!.id);
      expect(await tokenRows(DEMO.adminChecker.email)).toBe(0);
      const restarted = new BrowserClient(t.app);
      restarted.cookies.set(REMEMBER_COOKIE, phone.cookies.get(REMEMBER_COOKIE)!);
      expect((await restarted.get('/api/v1/user')).statusCode).toBe(401);
    });

    it('does not bring back an expired token', async () => {
      const browser = new BrowserClient(t.app);
      await browser.login(USER, DEMO_PASSWORD, { remember: true });
      const token = browser.cookies.get(REMEMBER_COOKIE)!;
      await t.db
        .update(rememberTokens)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(rememberTokens.tokenHash, sha256(token)));
      const restarted = new BrowserClient(t.app);
      restarted.cookies.set(REMEMBER_COOKIE, token);
      expect((await restarted.get('/api/v1/user')).statusCode).toBe(401);
    });
  });
});
