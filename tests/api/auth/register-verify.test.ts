import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { userEntityRoles, users } from '../../../server/db/schema/index.ts';
import { signPath } from '../../../server/lib/signed-url.ts';
import { REGISTER_IP_LIMIT } from '../../../server/modules/auth/service.ts';
import { getSigningKey } from '../../../server/lib/signing-key.ts';
import { AUTH_MESSAGES } from '../../../src/domain/auth-messages.ts';
import { useApiHarness } from '../../support/api-harness.ts';
import { STRONG_PASSWORD, leakedSecrets } from '../../support/browser-client.ts';
import { lookAlike } from '../../support/timing.ts';
import { DEMO } from '../../support/demo-people.ts';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

describe('sign-up and e-mail verification', () => {
  const harness = useApiHarness({ smtp: true });
  const client = () => harness.freshClient();

  /** Signs up through the portal's calls; answers the browser, the response and the verification link. */
  async function signUp(email: string, name = 'Grace Hopper') {
    const browser = client();
    await browser.csrfCookie();
    const since = harness.smtp.messages.length;
    const response = await browser.post('/api/v1/auth/register', {
      name,
      email,
      password: STRONG_PASSWORD,
      password_confirmation: STRONG_PASSWORD,
    });
    expect(response.statusCode).toBe(202);
    const mail = await harness.smtp.waitForMail(email, { since });
    const link = mail.links.find((url) => url.includes('/email/verify/'))!;
    return { browser, response, mail, link };
  }

  const t = () => harness.t;

  const pathOf = (url: string) => {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  };

  it('creates the account and mails a verification link, without signing in', async () => {
    const { browser, response, mail, link } = await signUp('grace@example.test');
    expect(response.json()).toEqual({ message: AUTH_MESSAGES.registered });
    expect(mail.subject).toBe('Verify your email address');
    expect(mail.html).toContain('/api/v1/email/verify/');
    const [row] = await harness.t.db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(eq(users.email, 'grace@example.test'));
    expect(row!.name).toBe('Grace Hopper');
    expect(link.startsWith(`${harness.t.config.appUrl}/api/v1/email/verify/${row!.id}/`)).toBe(true);
    expect((await browser.get('/api/v1/user')).statusCode).toBe(401);
    const signedIn = await browser.login('grace@example.test', STRONG_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({
      name: 'Grace Hopper',
      email: 'grace@example.test',
      email_verified_at: null,
      user_entity_roles: [],
    });
  });

  it('answers a taken address exactly as a new one, whatever its case, and mails the owner a notice instead', async () => {
    const taken = client();
    await taken.csrfCookie();
    const usersBefore = await harness.t.db.$count(users);
    const since = harness.smtp.messages.length;
    const body = {
      name: 'Eve Intruder',
      email: 'ADMIN@DealLedger.test',
      password: STRONG_PASSWORD,
      password_confirmation: STRONG_PASSWORD,
    };
    const takenAnswer = await taken.post('/api/v1/auth/register', body);
    const { response: newAnswer } = await signUp('fresh-person@example.test');

    expect(takenAnswer.statusCode).toBe(newAnswer.statusCode);
    expect(takenAnswer.json()).toEqual(newAnswer.json());
    expect(Object.keys(takenAnswer.headers).sort()).toEqual(Object.keys(newAnswer.headers).sort());
    const notice = await harness.smtp.waitForMail(DEMO.superAdmin.email, { since });
    expect(notice.subject).toBe('You already have a DealLedger account');
    expect(notice.text).not.toContain('Eve Intruder');
    expect(notice.links).toContain(`${harness.t.config.appUrl}/auth/login`);
    expect(await harness.t.db.$count(users)).toBe(usersBefore + 1);
    expect((await taken.get('/api/v1/user')).statusCode).toBe(401);
    // The owner's password is untouched.
    expect((await client().login(DEMO.superAdmin.email)).statusCode).toBe(200);
  });

  it('takes as long for a taken address as for a new one (pairs within a factor of 1.5, or medians within 5 ms)', async () => {
    const timed = async (email: string) => {
      const browser = client();
      await browser.csrfCookie();
      const started = performance.now();
      const response = await browser.post('/api/v1/auth/register', {
        name: 'Tim Ing',
        email,
        password: STRONG_PASSWORD,
        password_confirmation: STRONG_PASSWORD,
      });
      const elapsed = performance.now() - started;
      expect(response.statusCode).toBe(202);
      return elapsed;
    };
    const fresh: number[] = [];
    const taken: number[] = [];
    for (let round = 0; round < 16; round += 1) {
      fresh.push(await timed(`timing-${round}@example.test`));
      taken.push(await timed(DEMO.northwindOfficer.email));
    }
    const { alike, detail } = lookAlike(taken, fresh);
    expect(alike, `taken and new addresses: ${detail}`).toBe(true);
  });

  it('throttles sign-ups per client address, counting refused ones too', async () => {
    const browser = client();
    await browser.csrfCookie();
    for (let attempt = 0; attempt < REGISTER_IP_LIMIT.max; attempt += 1) {
      const response = await browser.post('/api/v1/auth/register', {
        name: 'Spam',
        email: `spam-${attempt}@example.test`,
        password: 'x',
      });
      expect(response.statusCode).toBe(422);
    }
    const blocked = await browser.post('/api/v1/auth/register', {
      name: 'Spam',
      email: 'spam-last@example.test',
      password: STRONG_PASSWORD,
      password_confirmation: STRONG_PASSWORD,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: AUTH_MESSAGES.tooManyRegistrations });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const [row] = await harness.t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'spam-last@example.test'));
    expect(row).toBeUndefined();
    // Another address is not affected.
    expect((await signUp('not-spam@example.test')).response.statusCode).toBe(202);
  });

  it.each([
    ['a web address', 'Visit https://evil.example now', 'The name field must be a name, not a web or e-mail address.'],
    ['a bare domain', 'cheap-loans.com', 'The name field must be a name, not a web or e-mail address.'],
    ['an e-mail address', 'write to me@evil.example', 'The name field must be a name, not a web or e-mail address.'],
    ['over 100 characters', 'A'.repeat(101), 'The name field must not be greater than 100 characters.'],
  ])('refuses a name with %s', async (_what, name, message) => {
    const browser = client();
    await browser.csrfCookie();
    const response = await browser.post('/api/v1/auth/register', {
      name,
      email: 'named@example.test',
      password: STRONG_PASSWORD,
      password_confirmation: STRONG_PASSWORD,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ name: [message] });
  });

  it('verifies the address through the mailed link and redirects to the dashboard', async () => {
    const { browser, link } = await signUp('ada@example.test');
    const response = await t().app.inject({ method: 'GET', url: pathOf(link) });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${t().config.appUrl}/app/dashboard?verified=1`);
    expect((await browser.login('ada@example.test', STRONG_PASSWORD)).json().user.email_verified_at).toEqual(
      expect.any(String),
    );
    // Following the link again is harmless.
    expect((await t().app.inject({ method: 'GET', url: pathOf(link) })).statusCode).toBe(302);
  });

  it('refuses a tampered link with a 403 page that explains and links to a new one', async () => {
    const { link } = await signUp('tamper@example.test');
    const other = await t().db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.unverified.email));
    const tampered = [
      link.replace(/signature=([0-9a-f])/, (_match, first: string) => `signature=${first === 'a' ? 'b' : 'a'}`),
      link.replace(/\/email\/verify\/\d+\//, `/email/verify/${other[0]!.id}/`),
      link.replace(/expires=(\d+)/, (_match, expires: string) => `expires=${Number(expires) + 3600}`),
      link.replace(/&signature=[0-9a-f]+/, ''),
    ];
    for (const url of tampered) {
      const response = await t().app.inject({ method: 'GET', url: pathOf(url) });
      expect(response.statusCode).toBe(403);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('not valid');
      expect(response.body).toContain('/auth/verify-email');
    }
    const [row] = await t()
      .db.select({ verified: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.email, 'tamper@example.test'));
    expect(row!.verified).toBeNull();
  });

  it('refuses an expired link with a 410 page', async () => {
    const [user] = await t().db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.unverified.email));
    const key = await getSigningKey(t().db, t().config.appKey);
    const path = signPath(
      key,
      `/api/v1/email/verify/${user!.id}/${sha256(DEMO.unverified.email)}`,
      new Date(Date.now() - 1000),
    );
    const response = await t().app.inject({ method: 'GET', url: path });
    expect(response.statusCode).toBe(410);
    expect(response.body).toContain('expired');
    expect(response.body).toContain('/auth/verify-email');
  });

  it('refuses a correctly signed link for an address the user no longer has', async () => {
    const [user] = await t().db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.unverified.email));
    const key = await getSigningKey(t().db, t().config.appKey);
    const path = signPath(
      key,
      `/api/v1/email/verify/${user!.id}/${sha256('old-address@example.test')}`,
      new Date(Date.now() + 60_000),
    );
    expect((await t().app.inject({ method: 'GET', url: path })).statusCode).toBe(403);
  });

  it('reports every field problem of a sign-up at once, in Laravel wording', async () => {
    const browser = client();
    await browser.csrfCookie();
    const response = await browser.post('/api/v1/auth/register', {
      name: '',
      email: DEMO.superAdmin.email,
      password: 'short',
      password_confirmation: 'other',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The name field is required. (and 2 more errors)',
      errors: {
        name: ['The name field is required.'],
        password: [
          'The password field must be at least 12 characters.',
          'The password field confirmation does not match.',
        ],
      },
    });
  });

  it('refuses common passwords whatever their case, and passwords over 128 characters', async () => {
    const browser = client();
    await browser.csrfCookie();
    // The last three are in the breached-password lists only, not in the shorter common-pattern list.
    for (const password of [
      'Password123!',
      'QWERTYUIOP123',
      'iloveyou2024',
      '123456789012',
      '123qweasdzxc',
      'Friends4Ever',
      '30secondstomars',
    ]) {
      const response = await browser.post('/api/v1/auth/register', {
        name: 'X',
        email: 'common@example.test',
        password,
        password_confirmation: password,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        password: ['The password is too common. Please choose a less predictable password.'],
      });
    }
    const long = 'x'.repeat(129);
    const response = await browser.post('/api/v1/auth/register', {
      name: 'X',
      email: 'long@example.test',
      password: long,
      password_confirmation: long,
    });
    expect(response.json().errors).toEqual({
      password: ['The password field must not be greater than 128 characters.'],
    });
    const missing = await browser.post('/api/v1/auth/register', {});
    expect(Object.keys(missing.json().errors)).toEqual(['name', 'email', 'password']);
  });

  it.each([
    ['only spaces', 'weak@example.test', ' '.repeat(12), AUTH_MESSAGES.passwordBlank],
    ['the e-mail address', 'weak@example.test', 'weak@example.test', AUTH_MESSAGES.passwordHasEmail],
    ['the e-mail address and more', 'weak@example.test', 'WEAK@example.test-2024!', AUTH_MESSAGES.passwordHasEmail],
    ['the name before the @', 'margaret.hamilton@example.test', 'Margaret.Hamilton', AUTH_MESSAGES.passwordHasEmail],
  ])('refuses a password that is %s', async (_what, email, password, message) => {
    const browser = client();
    await browser.csrfCookie();
    const response = await browser.post('/api/v1/auth/register', {
      name: 'Wes Weak',
      email,
      password,
      password_confirmation: password,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ password: [message] });
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
    expect(response.statusCode).toBe(202);
    const [row] = await t()
      .db.select({ id: users.id, verified: users.emailVerifiedAt, active: users.isActive })
      .from(users)
      .where(eq(users.email, 'mallory@example.test'));
    expect(row).toMatchObject({ verified: null, active: true });
    expect(await t().db.$count(userEntityRoles, eq(userEntityRoles.userId, row!.id))).toBe(0);
  });

  it('resends the verification link with 202 to a signed-in user, at most 6 a minute', async () => {
    const { browser } = await signUp('resend@example.test');
    expect((await browser.login('resend@example.test', STRONG_PASSWORD)).statusCode).toBe(200);
    const since = harness.smtp.messages.length;
    const first = await browser.post('/api/v1/email/resend');
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ message: 'A fresh verification link has been sent to your email address.' });
    const mail = await harness.smtp.waitForMail('resend@example.test', { since });
    expect(mail.links.some((url) => url.includes('/email/verify/'))).toBe(true);
    for (let attempt = 2; attempt <= 6; attempt += 1)
      expect((await browser.post('/api/v1/email/resend')).statusCode).toBe(202);
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
    const links = harness.smtp.messages.flatMap((message) => message.links);
    const signatures = links.map((url) => new URL(url).searchParams.get('signature'));
    const hashes = (await t().db.select({ hash: users.passwordHash }).from(users)).map((row) => row.hash);
    const clients = harness.clients;
    const bodies = clients.flatMap((browser) => browser.bodies);
    expect(signatures.length).toBeGreaterThan(3);
    expect(
      leakedSecrets(bodies, [...signatures, ...hashes, ...clients.map((browser) => browser.sessionCookie)]),
    ).toEqual([]);
  });
});
