/**
 * Password-reset throttling: guesses at a reset token, per account and per client address,
 * the same way as sign-in (a token is unguessable, but an unlimited form invites trying).
 */
import type { Limit } from '../../lib/rate-limit.ts';
import { createAttemptThrottle } from './attempt-throttle.ts';

export const RESET_ACCOUNT_LIMIT: Limit = { max: 5, windowSeconds: 60 };
export const RESET_ADDRESS_LIMIT: Limit = { max: 20, windowSeconds: 600 };

const throttle = createAttemptThrottle('password-reset', {
  account: RESET_ACCOUNT_LIMIT,
  address: RESET_ADDRESS_LIMIT,
});

export const admitResetAttempt = throttle.admit;
export const recordResetSuccess = throttle.recordSuccess;
