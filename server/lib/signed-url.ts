/** Signed, expiring links (Laravel's temporarySignedRoute): HMAC-SHA256 over the path and sorted query. */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type SignatureCheck = 'valid' | 'invalid' | 'expired';

const canonical = (pathname: string, params: URLSearchParams) => {
  const sorted = [...params].filter(([key]) => key !== 'signature').sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${pathname}?${new URLSearchParams(sorted).toString()}`;
};

const sign = (secret: string, value: string) => createHmac('sha256', secret).update(value).digest('hex');

/**
 * A path (no origin, so the link survives a proxy or a CDN in front of the API)
 * with `expires` and `signature` added to the query.
 */
export function signPath(
  secret: string,
  pathname: string,
  expiresAt: Date,
  params: Record<string, string> = {},
): string {
  const query = new URLSearchParams({ ...params, expires: String(Math.floor(expiresAt.getTime() / 1000)) });
  const signed = canonical(pathname, query);
  return `${signed}&signature=${sign(secret, signed)}`;
}

/** Checks a request URL (path and query) signed by signPath. The signature is checked before the expiry. */
export function checkSignedPath(secret: string, url: string, now = new Date()): SignatureCheck {
  const parsed = new URL(url, 'http://signed.invalid');
  const given = parsed.searchParams.get('signature') ?? '';
  const expected = sign(secret, canonical(parsed.pathname, parsed.searchParams));
  const givenBytes = Buffer.from(given, 'utf8');
  const expectedBytes = Buffer.from(expected, 'utf8');
  if (givenBytes.length !== expectedBytes.length || !timingSafeEqual(givenBytes, expectedBytes)) return 'invalid';
  const expires = Number(parsed.searchParams.get('expires'));
  if (!Number.isFinite(expires) || expires * 1000 < now.getTime()) return 'expired';
  return 'valid';
}
