/** Sign-in throttling: guesses at a password, per account and per client address. */
import type { Limit } from '../../lib/rate-limit.ts';
import { createAttemptThrottle } from './attempt-throttle.ts';

export { LOCKOUT_BASE_SECONDS, LOCKOUT_MAX_SECONDS, type Admission } from './attempt-throttle.ts';

export const LOGIN_ACCOUNT_LIMIT: Limit = { max: 5, windowSeconds: 60 };
export const LOGIN_ADDRESS_LIMIT: Limit = { max: 20, windowSeconds: 600 };

const throttle = createAttemptThrottle('login', { account: LOGIN_ACCOUNT_LIMIT, address: LOGIN_ADDRESS_LIMIT });

export const admitLoginAttempt = throttle.admit;
export const recordLoginSuccess = throttle.recordSuccess;
