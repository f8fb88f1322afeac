/**
 * Sign-in throttling. Every attempt is counted before its password is checked, so
 * parallel guesses cannot slip past the limit, per account (whatever the client
 * address) and per client address (whatever the account). Each lockout of an
 * account within a day lasts twice as long as the one before: a guesser slows down
 * quickly, while the owner, after a few typos, waits a minute.
 */
import type { Executor } from '../../db/client.ts';
import { clearRateLimit, extendRateLimit, hitRateLimit, refundRateLimit, type Limit } from '../../lib/rate-limit.ts';

export const LOGIN_ACCOUNT_LIMIT: Limit = { max: 5, windowSeconds: 60 };
export const LOGIN_ADDRESS_LIMIT: Limit = { max: 20, windowSeconds: 600 };
export const LOCKOUT_BASE_SECONDS = 60;
export const LOCKOUT_MAX_SECONDS = 30 * 60;
const LOCKOUT_MEMORY: Limit = { max: Number.MAX_SAFE_INTEGER, windowSeconds: 24 * 3600 };

const accountKey = (email: string) => `login-account:${email.trim().toLowerCase()}`;
const addressKey = (ip: string) => `login-ip:${ip}`;
const lockoutKey = (email: string) => `login-lockouts:${email.trim().toLowerCase()}`;

export type Admission = { admitted: true } | { admitted: false; retryAfter: number };

/** Counts the attempt against the account and the address; refuses it when either is used up. */
export async function admitLoginAttempt(db: Executor, email: string, ip: string): Promise<Admission> {
  const address = await hitRateLimit(db, addressKey(ip), LOGIN_ADDRESS_LIMIT);
  const account = await hitRateLimit(db, accountKey(email), LOGIN_ACCOUNT_LIMIT);
  let retryAfter = 0;
  if (account.count === LOGIN_ACCOUNT_LIMIT.max + 1) {
    // Exactly one attempt trips the lockout, so only one sets its length.
    const lockouts = await hitRateLimit(db, lockoutKey(email), LOCKOUT_MEMORY);
    const seconds = Math.min(LOCKOUT_BASE_SECONDS * 2 ** (lockouts.count - 1), LOCKOUT_MAX_SECONDS);
    retryAfter = await extendRateLimit(db, accountKey(email), seconds);
  } else if (account.exceeded) {
    retryAfter = account.retryAfter;
  }
  if (address.exceeded) retryAfter = Math.max(retryAfter, address.retryAfter);
  return retryAfter > 0 ? { admitted: false, retryAfter } : { admitted: true };
}

/** A successful sign-in: the account starts afresh and the attempt no longer counts against the address. */
export async function recordLoginSuccess(db: Executor, email: string, ip: string): Promise<void> {
  await clearRateLimit(db, accountKey(email));
  await refundRateLimit(db, addressKey(ip));
}
