/** Sign-in limits per account whatever the client address, per address across accounts, counted before the password is checked. */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import {
  LOCKOUT_BASE_SECONDS,
  LOGIN_ACCOUNT_LIMIT,
  LOGIN_ADDRESS_LIMIT,
} from '../../../server/modules/auth/login-throttle.ts';
import { useApiHarness } from '../../support/api-harness.ts';
import { HttpClient } from '../../support/browser-client.ts';
import { DEMO, DEMO_PASSWORD } from '../../support/demo-people.ts';

describe('brute force on sign-in', () => {
  const harness = useApiHarness();

  /** Ends the account's current lockout, as if its time had passed. */
  const expireLockout = (email: string) =>
    harness.t.db.execute(
      sql`update rate_limits set reset_at = now() - interval '1 second' where key = ${`login-account:${email}`}`,
    );

  it('locks an account after 5 failures whatever the client address (real connections from 127.0.0.2 to 127.0.0.7)', async () => {
    const baseUrl = await harness.t.app.listen({ port: 0, host: '127.0.0.1' });
    expect((harness.t.app.server.address() as AddressInfo).port).toBeGreaterThan(0);
    const email = DEMO.harborOfficer.email;
    for (let n = 0; n < LOGIN_ACCOUNT_LIMIT.max; n += 1) {
      const answer = await new HttpClient(baseUrl, `127.0.0.${n + 2}`).login(email, `wrong-guess-number-${n}`);
      expect(answer.statusCode, answer.body).toBe(422);
    }
    const owner = await new HttpClient(baseUrl, '127.0.0.7').login(email, DEMO_PASSWORD);
    expect(owner.statusCode, owner.body).toBe(429);
    expect(Number(owner.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(owner.headers['retry-after'])).toBeLessThanOrEqual(LOCKOUT_BASE_SECONDS);
    // The addresses themselves are not blocked for other accounts.
    expect((await new HttpClient(baseUrl, '127.0.0.2').login(DEMO.harborManager.email, DEMO_PASSWORD)).statusCode).toBe(
      200,
    );
    await expireLockout(email);
    expect((await new HttpClient(baseUrl, '127.0.0.7').login(email, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('doubles each further lockout of the account within a day', async () => {
    const email = DEMO.bluewaterAnalyst.email;
    const retryAfters: number[] = [];
    for (let lockout = 0; lockout < 3; lockout += 1) {
      for (let n = 0; n < LOGIN_ACCOUNT_LIMIT.max; n += 1) {
        expect(
          (await harness.client(`10.60.${lockout}.${n + 1}`).login(email, 'wrong-guess-password')).statusCode,
        ).toBe(422);
      }
      const blocked = await harness.client(`10.60.${lockout}.99`).login(email, 'wrong-guess-password');
      expect(blocked.statusCode).toBe(429);
      retryAfters.push(Number(blocked.headers['retry-after']));
      await expireLockout(email);
    }
    expect(retryAfters[0]).toBeLessThanOrEqual(LOCKOUT_BASE_SECONDS);
    expect(retryAfters[1]).toBeGreaterThan(LOCKOUT_BASE_SECONDS * 2 - 5);
    expect(retryAfters[1]).toBeLessThanOrEqual(LOCKOUT_BASE_SECONDS * 2);
    expect(retryAfters[2]).toBeGreaterThan(LOCKOUT_BASE_SECONDS * 4 - 5);
    expect(retryAfters[2]).toBeLessThanOrEqual(LOCKOUT_BASE_SECONDS * 4);
  });

  it('limits one client address across accounts', async () => {
    const browser = harness.client('10.61.0.1');
    for (let n = 0; n < LOGIN_ADDRESS_LIMIT.max; n += 1) {
      expect((await browser.login(`nobody-${n}@example.test`, 'wrong-guess-password')).statusCode).toBe(422);
    }
    const blocked = await browser.login(DEMO.summitDirector.email, DEMO_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The account itself is open from elsewhere.
    expect((await harness.client('10.61.0.2').login(DEMO.summitDirector.email, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('does not count successful sign-ins against the address', async () => {
    for (let n = 0; n < LOGIN_ADDRESS_LIMIT.max + 5; n += 1) {
      expect((await harness.client('10.62.0.1').login(DEMO.bluewaterDirector.email, DEMO_PASSWORD)).statusCode).toBe(
        200,
      );
    }
  });

  it('checks at most the limit of 150 parallel wrong passwords on one account from one address', async () => {
    const browser = harness.client('10.63.0.1');
    await browser.csrfCookie();
    const answers = await Promise.all(
      Array.from({ length: 150 }, (_, n) =>
        browser.post('/api/v1/auth/login', { email: DEMO.northwindManager.email, password: `parallel-guess-${n}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    // A 422 is a password that was checked; every other attempt was refused before the check.
    expect(statuses.filter((status) => status === 422).length).toBeLessThanOrEqual(LOGIN_ACCOUNT_LIMIT.max);
    expect(statuses.filter((status) => status !== 422 && status !== 429)).toEqual([]);
  });
});
