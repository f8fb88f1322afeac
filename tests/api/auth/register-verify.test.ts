import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../../../server/db/schema/index.ts';
import { signPath } from '../../../server/lib/signed-url.ts';
import { getSigningKey } from '../../../server/modules/auth/signing-key.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { startSmtp, type TestSmtp } from '../../support/smtp.ts';
import { BrowserClient, STRONG_PASSWORD, leakedSecrets } from './support.ts';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

describe('sign-up and e-mail verification', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  const clients: BrowserClient[] = [];
  const client = () => {
    const created = new BrowserClient(t.app);
    clients.push(created);
    return created;
  };

  /** Signs up through the portal's calls; answers the browser, the response and the verification link. */
  async function signUp(email: string, name = 'Grace Hopper') {
    const browser = client();
    await browser.csrfCookie();
    const since = smtp.messages.length;
    const response = await browser.post('/api/v1/auth/register', { name, email, password: STRONG_PASSWORD, password_confirmation: STRONG_PASSWORD });
    expect(response.statusCode).toBe(201);
    const mail = await smtp.waitForMail(email, { since });
    const link = mail.links.find((url) => url.includes('/email/verify/'))!;
    return { browser, response, mail, link };
  }

  const pathOf = (url: string) => {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  };

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('creates the account, signs the user in and mails a verification link', async () => {
    const { browser, response, mail, link } = await signUp('grace@example.test');
    expect(response.json()).toMatchObject({
      message: expect.any(String),
      user: { name: 'Grace Hopper', email: 'grace@example.test', email_verified_at: null, is_active: true, user_entity_roles: [] },
    });
    expect(mail.subject).toBe('Verify your email address');
    expect(mail.html).toContain('/api/v1/email/verify/');
    expect(link.startsWith(`${t.config.appUrl}/api/v1/email/verify/${response.json().user.id}/`)).toBe(true);
    const me = await browser.get('/api/v1/user');
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe('grace@example.test');
  });

  it('verifies the address through the mailed link and redirects to the dashboard', async () => {
    const { browser, link } = await signUp('ada@example.test');
    const response = await t.app.inject({ method: 'GET', url: pathOf(link) });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${t.config.appUrl}/app/dashboard?verified=1`);
    expect((await browser.get('/api/v1/user')).json().email_verified_at).toEqual(expect.any(String));
    // Following the link again is harmless.
    expect((await t.app.inject({ method: 'GET', url: pathOf(link) })).statusCode).toBe(302);
  });

  it('refuses a tampered link with a 403 page that explains and links to a new one', async () => {
    const { link } = await signUp('tamper@example.test');
    const other = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'unverified@example.test'));
    const tampered = [
      link.replace(/signature=([0-9a-f])/, (_match, first: string) => `signature=${first === 'a' ? 'b' : 'a'}`),
      link.replace(/\/email\/verify\/\d+\//, `/email/verify/${other[0]!.id}/`),
      link.replace(/expires=(\d+)/, (_match, expires: string) => `expires=${Number(expires) + 3600}`),
      link.replace(/&signature=[0-9a-f]+/, ''),
    ];
    for (const url of tampered) {
      const response = await t.app.inject({ method: 'GET', url: pathOf(url) });
      expect(response.statusCode).toBe(403);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('not valid');
      expect(response.body).toContain('/auth/verify-email');
    }
    const [row] = await t.db.select({ verified: users.emailVerifiedAt }).from(users).where(eq(users.email, 'tamper@example.test'));
    expect(row!.verified).toBeNull();
  });

  it('refuses an expired link with a 410 page', async () => {
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'unverified@example.test'));
    const key = await getSigningKey(t.db, t.config.appKey);
    const path = signPath(key, `/api/v1/email/verify/${user!.id}/${sha256('unverified@example.test')}`, new Date(Date.now() - 1000));
    const response = await t.app.inject({ method: 'GET', url: path });
    expect(response.statusCode).toBe(410);
    expect(response.body).toContain('expired');
    expect(response.body).toContain('/auth/verify-email');
  });

  it('refuses a correctly signed link for an address the user no longer has', async () => {
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'unverified@example.test'));
    const key = await getSigningKey(t.db, t.config.appKey);
    const path = signPath(key, `/api/v1/email/verify/${user!.id}/${sha256('old-address@example.test')}`, new Date(Date.now() + 60_000));
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(403);
  });

  it('reports every field problem of a sign-up at once, in Laravel wording', async () => {
    const browser = client();
    await browser.csrfCookie();
    const response = await browser.post('/api/v1/auth/register', { name: '', email: 'admin@dealledger.test', password: 'short', password_confirmation: 'other' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The name field is required. (and 3 more errors)',
      errors: {
        name: ['The name field is required.'],
        email: ['The email has already been taken.'],
        password: ['The password field must be at least 12 characters.', 'The password field confirmation does not match.'],
      },
    });
  });

  it('treats an e-mail taken in another case as taken', async () => {
    const browser = client();
    await browser.csrfCookie();
    const response = await browser.post('/api/v1/auth/register', { name: 'X', email: 'ADMIN@DealLedger.test', password: STRONG_PASSWORD, password_confirmation: STRONG_PASSWORD });
    expect(response.json().errors).toEqual({ email: ['The email has already been taken.'] });
  });

  it('refuses common passwords whatever their case, and passwords over 128 characters', async () => {
    const browser = client();
    await browser.csrfCookie();
    for (const password of ['Password123!', 'QWERTYUIOP123', 'iloveyou2024', '123456789012']) {
      const response = await browser.post('/api/v1/auth/register', { name: 'X', email: 'common@example.test', password, password_confirmation: password });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ password: ['The password is too common. Please choose a less predictable password.'] });
    }
    const long = 'x'.repeat(129);
    const response = await browser.post('/api/v1/auth/register', { name: 'X', email: 'long@example.test', password: long, password_confirmation: long });
    expect(response.json().errors).toEqual({ password: ['The password field must not be greater than 128 characters.'] });
    const missing = await browser.post('/api/v1/auth/register', {});
    expect(Object.keys(missing.json().errors)).toEqual(['name', 'email', 'password']);
  });

  it('ignores role, verification and activation fields sent at sign-up', async () => {
    const browser = client();
    await browser.csrfCookie();
    const response = await browser.post('/api/v1/auth/register', {
      name: 'Mallory',
      email: 'mallory@example.test',
      password: STRONG_PASSWORD,
      password_confirmation: STRONG_PASSWORD,
      email_verified_at: new Date().toISOString(),
      is_active: false,
      user_entity_roles: [{ entity_id: 1, role: { name: 'super_admin' } }],
      role: 'super_admin',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({ email_verified_at: null, is_active: true, user_entity_roles: [] });
  });

  it('resends the verification link with 202 to a signed-in user, at most 6 a minute', async () => {
    const { browser } = await signUp('resend@example.test');
    const since = smtp.messages.length;
    const first = await browser.post('/api/v1/email/resend');
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ message: 'A fresh verification link has been sent to your email address.' });
    const mail = await smtp.waitForMail('resend@example.test', { since });
    expect(mail.links.some((url) => url.includes('/email/verify/'))).toBe(true);
    for (let attempt = 2; attempt <= 6; attempt += 1) expect((await browser.post('/api/v1/email/resend')).statusCode).toBe(202);
    const blocked = await browser.post('/api/v1/email/resend');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json()).toHaveProperty('message');
  });

  it('answers a resend without a session with 401 and a resend without the token with 419', async () => {
    const guest = client();
    await guest.csrfCookie();
    expect((await guest.post('/api/v1/email/resend')).statusCode).toBe(401);
    expect((await guest.post('/api/v1/email/resend', undefined, { xsrf: false })).statusCode).toBe(419);
  });

  it('never puts the verification signature, a session id or a password hash in an API answer', async () => {
    const links = smtp.messages.flatMap((message) => message.links);
    const signatures = links.map((url) => new URL(url).searchParams.get('signature'));
    const hashes = (await t.db.select({ hash: users.passwordHash }).from(users)).map((row) => row.hash);
    const bodies = clients.flatMap((browser) => browser.bodies);
    expect(signatures.length).toBeGreaterThan(3);
    expect(leakedSecrets(bodies, [...signatures, ...hashes, ...clients.map((browser) => browser.sessionCookie)])).toEqual([]);
  });
});
