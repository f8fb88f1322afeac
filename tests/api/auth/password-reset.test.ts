import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { passwordResetTokens, users } from '../../../server/db/schema/index.ts';
import { RESET_MAIL_IP_LIMIT } from '../../../server/modules/auth/service.ts';
import { AUTH_MESSAGES } from '../../../src/domain/auth-messages.ts';
import { useApiHarness } from '../../support/api-harness.ts';
import { STRONG_PASSWORD, leakedSecrets } from '../../support/browser-client.ts';
import { lookAlike } from '../../support/timing.ts';
import { DEMO, DEMO_PASSWORD } from '../../support/demo-people.ts';

describe('forgotten password: POST /password/email and POST /password/reset', () => {
  const harness = useApiHarness({ smtp: true });
  /** A fresh address per client keeps the per-IP limits of one test out of the next. */
  const client = () => harness.freshClient();
  const t = () => harness.t;

  async function requestLink(email: string) {
    const browser = client();
    await browser.csrfCookie();
    const since = harness.smtp.messages.length;
    const response = await browser.post('/api/v1/password/email', { email });
    expect(response.statusCode).toBe(200);
    const mail = await harness.smtp.waitForMail(email, { since });
    const link = new URL(mail.links.find((url) => url.includes('/auth/reset-password'))!);
    return { browser, mail, link, token: link.searchParams.get('token')!, email: link.searchParams.get('email')! };
  }

  async function reset(fields: Record<string, string>) {
    const browser = client();
    await browser.csrfCookie();
    return browser.post('/api/v1/password/reset', fields);
  }

  it('takes as long for an unknown address as for a known one (pairs within a factor of 1.5, or medians within 5 ms)', async () => {
    const timed = async (email: string) => {
      await t().db.execute(sql`delete from rate_limits where key like 'password-email%'`);
      const browser = client();
      await browser.csrfCookie();
      const started = performance.now();
      const response = await browser.post('/api/v1/password/email', { email });
      const elapsed = performance.now() - started;
      expect(response.statusCode).toBe(200);
      return elapsed;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 25; round += 1) {
      known.push(await timed(DEMO.northwindOfficer.email));
      unknown.push(await timed(`ghost-${round}@nowhere.test`));
    }
    const { alike, detail } = lookAlike(known, unknown);
    expect(alike, `known and unknown addresses: ${detail}`).toBe(true);
  });

  it('throttles reset requests per client address across e-mails', async () => {
    const browser = client();
    await browser.csrfCookie();
    for (let n = 0; n < RESET_MAIL_IP_LIMIT.max; n += 1) {
      expect((await browser.post('/api/v1/password/email', { email: `probe-${n}@nowhere.test` })).statusCode).toBe(200);
    }
    const blocked = await browser.post('/api/v1/password/email', { email: 'probe-last@nowhere.test' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: AUTH_MESSAGES.retryLater });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('mails the owner when the password has been reset', async () => {
    const { token, email } = await requestLink(DEMO.bluewaterDirector.email);
    const since = harness.smtp.messages.length;
    expect(
      (await reset({ token, email, password: STRONG_PASSWORD, password_confirmation: STRONG_PASSWORD })).statusCode,
    ).toBe(200);
    const notice = await harness.smtp.waitForMail(DEMO.bluewaterDirector.email, { since });
    expect(notice.subject).toBe('Your password has been changed');
    expect(notice.links).toContain(`${t().config.appUrl}/auth/forgot-password`);
    expect(notice.text).not.toContain(token);
  });

  it('answers the same message for an unknown address and sends nothing', async () => {
    const browser = client();
    await browser.csrfCookie();
    const response = await browser.post('/api/v1/password/email', { email: 'ghost@nowhere.test' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'We have emailed your password reset link.' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(harness.smtp.messages.some((message) => message.to.includes('ghost@nowhere.test'))).toBe(false);
  });

  it('mails a link to the portal reset page with the token and the e-mail', async () => {
    const { mail, link, email } = await requestLink(DEMO.northwindOfficer.email);
    expect(mail.subject).toBe('Reset your password');
    expect(`${link.origin}${link.pathname}`).toBe(`${t().config.appUrl}/auth/reset-password`);
    expect(email).toBe(DEMO.northwindOfficer.email);
    const [row] = await t().db.select().from(passwordResetTokens);
    expect(row!.tokenHash).not.toBe(link.searchParams.get('token'));
  });

  it('refuses a malformed address with 422 errors.email', async () => {
    const browser = client();
    await browser.csrfCookie();
    const response = await browser.post('/api/v1/password/email', { email: 'not an address' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: ['The email field must be a valid email address.'] });
  });

  it('sends at most one mail a minute per address', async () => {
    await requestLink(DEMO.harborOfficer.email);
    const browser = client();
    await browser.csrfCookie();
    const response = await browser.post('/api/v1/password/email', { email: 'OFFICER@harbor.test' });
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('resets the password once, ends the other sessions and lets the user sign in with the new one', async () => {
    const signedIn = client();
    expect((await signedIn.login(DEMO.summitAnalyst.email)).statusCode).toBe(200);
    const { token, email } = await requestLink(DEMO.summitAnalyst.email);

    const response = await reset({ token, email, password: STRONG_PASSWORD, password_confirmation: STRONG_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your password has been reset.' });

    expect((await signedIn.get('/api/v1/user')).statusCode).toBe(401);
    expect((await client().login(DEMO.summitAnalyst.email, DEMO_PASSWORD)).statusCode).toBe(422);
    expect((await client().login(DEMO.summitAnalyst.email, STRONG_PASSWORD)).statusCode).toBe(200);

    const again = await reset({
      token,
      email,
      password: `${STRONG_PASSWORD}-2`,
      password_confirmation: `${STRONG_PASSWORD}-2`,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ email: ['This password reset token is invalid.'] });
  });

  it('refuses a wrong token, a token for another address and an expired token', async () => {
    const { token, email } = await requestLink(DEMO.summitDirector.email);
    const fields = { password: STRONG_PASSWORD, password_confirmation: STRONG_PASSWORD };
    const invalid = { email: ['This password reset token is invalid.'] };
    expect((await reset({ ...fields, email, token: `${token}x` })).json().errors).toEqual(invalid);
    expect((await reset({ ...fields, email: DEMO.bluewaterDirector.email, token })).json().errors).toEqual(invalid);
    expect((await reset({ ...fields, email: 'ghost@nowhere.test', token })).json().errors).toEqual(invalid);

    await t()
      .db.update(passwordResetTokens)
      .set({ createdAt: sql`now() - interval '61 minutes'` });
    const expired = await reset({ ...fields, email, token });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors).toEqual(invalid);
  });

  it('refuses a weak new password with errors.password and keeps the token usable', async () => {
    const { token, email } = await requestLink(DEMO.harborManager.email);
    const short = await reset({ token, email, password: 'short', password_confirmation: 'short' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({ password: ['The password field must be at least 12 characters.'] });
    const common = await reset({ token, email, password: 'Welcome2024!', password_confirmation: 'Welcome2024!' });
    expect(common.json().errors).toEqual({
      password: ['The password is too common. Please choose a less predictable password.'],
    });
    const blank = await reset({ token, email, password: ' '.repeat(14), password_confirmation: ' '.repeat(14) });
    expect(blank.json().errors).toEqual({ password: [AUTH_MESSAGES.passwordBlank] });
    const ownAddress = await reset({ token, email, password: `${email}!`, password_confirmation: `${email}!` });
    expect(ownAddress.json().errors).toEqual({ password: [AUTH_MESSAGES.passwordHasEmail] });
    const mismatch = await reset({ token, email, password: STRONG_PASSWORD, password_confirmation: 'different' });
    expect(mismatch.json().errors).toEqual({ password: ['The password field confirmation does not match.'] });
    expect(
      (await reset({ token, email, password: STRONG_PASSWORD, password_confirmation: STRONG_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('verifies the address of an unverified account, since the link reached its mailbox', async () => {
    const { token, email } = await requestLink(DEMO.unverified.email);
    expect(
      (await reset({ token, email, password: STRONG_PASSWORD, password_confirmation: STRONG_PASSWORD })).statusCode,
    ).toBe(200);
    const [row] = await t()
      .db.select({ verified: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.email, DEMO.unverified.email));
    expect(row!.verified).not.toBeNull();
  });

  it('needs the CSRF token like every other POST', async () => {
    const browser = client();
    await browser.csrfCookie();
    expect((await browser.post('/api/v1/password/email', { email: 'a@b.test' }, { xsrf: false })).statusCode).toBe(419);
    expect((await browser.post('/api/v1/password/reset', {}, { xsrf: false })).statusCode).toBe(419);
  });

  it('never puts a reset token in an API answer', async () => {
    const tokens = harness.smtp.messages
      .flatMap((message) => message.links)
      .map((url) => new URL(url).searchParams.get('token'));
    expect(tokens.length).toBeGreaterThan(3);
    expect(
      leakedSecrets(
        harness.clients.flatMap((browser) => browser.bodies),
        tokens,
      ),
    ).toEqual([]);
  });
});
