/**
 * Throttling of guesses at a secret (a password, a reset token). Every attempt is counted
 * before the secret is checked, so parallel guesses cannot slip past the limit, per account
 * (whatever the client address) and per client address (whatever the account). Each lockout
 * of an account within a day lasts twice as long as the one before: a guesser slows down
 * quickly, while the owner, after a few typos, waits a minute.
 */
import type { Executor } from '../../db/client.ts';
import { clearRateLimit, extendRateLimit, hitRateLimit, refundRateLimit, type Limit } from '../../lib/rate-limit.ts';

export const LOCKOUT_BASE_SECONDS = 60;
export const LOCKOUT_MAX_SECONDS = 30 * 60;
const LOCKOUT_MEMORY: Limit = { max: Number.MAX_SAFE_INTEGER, windowSeconds: 24 * 3600 };

export type Admission = { admitted: true } | { admitted: false; retryAfter: number };

export interface AttemptThrottle {
  /** Counts the attempt against the account and the address; refuses it when either is used up. */
  admit(db: Executor, email: string, ip: string): Promise<Admission>;
  /** A successful attempt: the account starts afresh and the attempt no longer counts against the address. */
  recordSuccess(db: Executor, email: string, ip: string): Promise<void>;
}

/** One throttle; `name` keeps its counters (`<name>-account:`, `<name>-ip:`, `<name>-lockouts:`) apart from the others'. */
export function createAttemptThrottle(name: string, limits: { account: Limit; address: Limit }): AttemptThrottle {
  const account = (email: string) => email.trim().toLowerCase();
  const accountKey = (email: string) => `${name}-account:${account(email)}`;
  const addressKey = (ip: string) => `${name}-ip:${ip}`;
  const lockoutKey = (email: string) => `${name}-lockouts:${account(email)}`;

  return {
    async admit(db, email, ip) {
      const address = await hitRateLimit(db, addressKey(ip), limits.address);
      const hit = await hitRateLimit(db, accountKey(email), limits.account);
      let retryAfter = 0;
      if (hit.count === limits.account.max + 1) {
        // Exactly one attempt trips the lockout, so only one sets its length.
        const lockouts = await hitRateLimit(db, lockoutKey(email), LOCKOUT_MEMORY);
        const seconds = Math.min(LOCKOUT_BASE_SECONDS * 2 ** (lockouts.count - 1), LOCKOUT_MAX_SECONDS);
        retryAfter = await extendRateLimit(db, accountKey(email), seconds);
      } else if (hit.exceeded) {
        retryAfter = hit.retryAfter;
      }
      if (address.exceeded) retryAfter = Math.max(retryAfter, address.retryAfter);
      return retryAfter > 0 ? { admitted: false, retryAfter } : { admitted: true };
    },
    async recordSuccess(db, email, ip) {
      await clearRateLimit(db, accountKey(email));
      await refundRateLimit(db, addressKey(ip));
    },
  };
}
