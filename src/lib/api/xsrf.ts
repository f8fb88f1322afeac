/** Reads the XSRF token the API expects back on every non-GET request: the csrf-token meta tag, else the XSRF-TOKEN cookie. */

import { XSRF_COOKIE } from '@/domain/cookies';

export { XSRF_HEADER } from '@/domain/cookies';

/** The parts of `document` the token is read from, so tests can pass their own. */
export interface TokenSource {
  cookie: string;
  querySelector(selector: string): { getAttribute(name: string): string | null } | null;
}

function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

export function readXsrfToken(source: TokenSource | undefined = globalThis.document): string | null {
  if (!source) return null;
  const meta = source.querySelector('meta[name="csrf-token"]')?.getAttribute('content');
  if (meta) return meta;
  return cookieValue(source.cookie, XSRF_COOKIE);
}
