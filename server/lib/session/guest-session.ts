/**
 * Guest sessions that cost nothing to hand out: the cookie is signed, not stored. Its
 * CSRF token is derived from it with the same key, so a cookie-less GET of the CSRF
 * cookie writes no row, and anyone may fetch it as often as they like.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const PREFIX = 'g';

const mac = (key: string, purpose: string, issuedAt: number, nonce: string) =>
  createHmac('sha256', key).update(`${purpose}|${issuedAt}|${nonce}`).digest('base64url');

export interface GuestSession {
  id: string;
  csrfToken: string;
}

export function mintGuestSession(key: string, now = Date.now()): GuestSession {
  const issuedAt = Math.floor(now / 1000);
  const nonce = randomBytes(18).toString('base64url');
  return {
    id: `${PREFIX}.${issuedAt}.${nonce}.${mac(key, 'guest-session', issuedAt, nonce)}`,
    csrfToken: mac(key, 'guest-csrf', issuedAt, nonce),
  };
}

/** The guest session a cookie names, when it was signed with `key` less than `maxAgeSeconds` ago. */
export function readGuestSession(
  key: string,
  id: string,
  maxAgeSeconds: number,
  now = Date.now(),
): GuestSession | null {
  const [prefix, issued, nonce, signature, ...rest] = id.split('.');
  if (prefix !== PREFIX || !issued || !nonce || !signature || rest.length > 0 || !/^\d{1,12}$/.test(issued))
    return null;
  const issuedAt = Number(issued);
  const age = Math.floor(now / 1000) - issuedAt;
  if (age < 0 || age > maxAgeSeconds) return null;
  const expected = Buffer.from(mac(key, 'guest-session', issuedAt, nonce));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { id, csrfToken: mac(key, 'guest-csrf', issuedAt, nonce) };
}

export const isGuestSessionId = (id: string) => id.startsWith(`${PREFIX}.`);
