/** Password-reset limits, like sign-in's: per account whatever the client address, per address across accounts, counted before the token is checked. */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { issueResetLink } from '../../../server/lib/reset-tokens.ts';
import { getUserByEmail } from '../../../server/modules/auth/queries.ts';
import { RESET_ACCOUNT_LIMIT, RESET_ADDRESS_LIMIT } from '../../../server/modules/auth/reset-throttle.ts';
import { AUTH_MESSAGES } from '../../../src/domain/auth-messages.ts';
import { useApiHarness } from '../../support/api-harness.ts';
import { STRONG_PASSWORD } from '../../support/browser-client.ts';
import { DEMO } from '../../support/demo-people.ts';

describe('brute force on the password-reset form', () => {
  const harness = useApiHarness();

  /** A fresh reset token for the account, as its mail would carry. */
  async function tokenFor(email: string): Promise<string> {
    const user = await getUserByEmail(harness.t.db, email);
    const link = new URL(await issueResetLink(harness.t.db, harness.t.config.appUrl, user!));
    return link.searchParams.get('token')!;
  }

  async function reset(remoteAddress: string, email: string, token: string, password = STRONG_PASSWORD) {
    const browser = harness.client(remoteAddress);
    await browser.csrfCookie();
    return browser.post('/api/v1/password/reset', { email, token, password, password_confirmation: password });
  }

  const bogus = (n: number) => `bogus-token-${n}-${'x'.repeat(30)}`;

  it('answers 429 with Retry-After and the message after 5 wrong tokens for one account from one address (30 guesses)', async () => {
    const email = DEMO.harborOfficer.email;
    const statuses: number[] = [];
    let blocked: Awaited<ReturnType<typeof reset>> | undefined;
    for (let n = 0; n < 30; n += 1) {
      const answer = await reset('10.70.0.1', email, bogus(n));
      statuses.push(answer.statusCode);
      if (answer.statusCode === 429) blocked ??= answer;
    }
    expect(statuses.slice(0, RESET_ACCOUNT_LIMIT.max)).toEqual(Array(RESET_ACCOUNT_LIMIT.max).fill(422));
    expect(statuses.slice(RESET_ACCOUNT_LIMIT.max)).toEqual(Array(30 - RESET_ACCOUNT_LIMIT.max).fill(429));
    const retryAfter = Number(blocked!.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(blocked!.json()).toEqual({ message: AUTH_MESSAGES.resetThrottled(retryAfter) });
  });

  it('locks the account whatever the client address, even for the right token, while other accounts stay open', async () => {
    const email = DEMO.harborManager.email;
    const token = await tokenFor(email);
    for (let n = 0; n < RESET_ACCOUNT_LIMIT.max; n += 1) {
      expect((await reset(`10.71.0.${n + 1}`, email, bogus(n))).statusCode).toBe(422);
    }
    expect((await reset('10.71.0.99', email, token)).statusCode).toBe(429);
    expect((await reset('10.71.0.1', DEMO.summitAnalyst.email, bogus(99))).statusCode).toBe(422);
    await harness.t.db.execute(
      sql`update rate_limits set reset_at = now() - interval '1 second' where key = ${`password-reset-account:${email}`}`,
    );
    expect((await reset('10.71.0.99', email, token)).statusCode).toBe(200);
  });

  it('takes the right token within the limit, and a successful reset starts the account afresh', async () => {
    const email = DEMO.summitDirector.email;
    for (let n = 0; n < RESET_ACCOUNT_LIMIT.max - 1; n += 1) {
      expect((await reset('10.72.0.1', email, bogus(n))).statusCode).toBe(422);
    }
    expect((await reset('10.72.0.1', email, await tokenFor(email))).statusCode).toBe(200);
    // Without the fresh start the first of these would be one attempt too many.
    for (let n = 0; n < RESET_ACCOUNT_LIMIT.max; n += 1) {
      expect((await reset('10.72.0.2', email, bogus(n))).statusCode).toBe(422);
    }
  });

  it('limits one client address across accounts', async () => {
    for (let n = 0; n < RESET_ADDRESS_LIMIT.max; n += 1) {
      expect((await reset('10.73.0.1', `nobody-${n}@example.test`, bogus(n))).statusCode).toBe(422);
    }
    const email = DEMO.bluewaterDirector.email;
    const token = await tokenFor(email);
    const blocked = await reset('10.73.0.1', email, token);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await reset('10.73.0.2', email, token)).statusCode).toBe(200);
  });
});
