/**
 * The portal's security headers, shared by the Node server and the CDN/nginx files the
 * build writes: a Content-Security-Policy that allows the built HTML's inline scripts by
 * hash (never 'unsafe-inline' scripts), the other document headers, and the few headers
 * a static asset needs. The build reads the pages' inline sources (scripts/portal-build/inline-sources.ts).
 */

/** What the built pages bring that their policy must allow: inline scripts and styles, and the API they call. */
export interface InlineSources {
  scriptHashes: string[];
  styleHashes: string[];
  /** Inline style attributes cannot be allowed by hash alone. */
  hasStyleAttributes: boolean;
  /** The API's origin when the portal was built to call it on another origin (PUBLIC_API_URL); null on its own origin. */
  apiOrigin: string | null;
}

/** Pages whose URL carries a secret (the reset token): no Referer may leave them. */
export const NO_REFERRER_PATHS: readonly string[] = ['/auth/reset-password'];

/** Strict-Transport-Security, on pages and API answers when the portal's public URL is https. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** What a static file (script, style, font, image) carries besides its type and cache header. */
export const ASSET_HEADERS: Readonly<Record<string, string>> = { 'X-Content-Type-Options': 'nosniff' };

export const NO_INLINE_SOURCES: InlineSources = {
  scriptHashes: [],
  styleHashes: [],
  hasStyleAttributes: false,
  apiOrigin: null,
};

/** Pages and the docs differ only in what may run inline, and in whether they call an API on another origin. */
function policy(
  scriptSources: readonly string[],
  styleSources: readonly string[],
  extra: readonly string[] = [],
  connectSources: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptSources].join(' '),
    ...extra,
    ["style-src 'self'", ...styleSources].join(' '),
    "img-src 'self' data:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...connectSources].join(' '),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

export function contentSecurityPolicy(inline: InlineSources): string {
  // A hash in style-src would switch 'unsafe-inline' off, so it is one or the other.
  const styles = inline.hasStyleAttributes ? ["'unsafe-inline'"] : inline.styleHashes;
  return policy(inline.scriptHashes, styles, [], inline.apiOrigin ? [inline.apiOrigin] : []);
}

/**
 * An API answer is data that no page renders in place: it may load nothing and sit in no frame. Short, as it
 * rides on every API answer, which a page over a slow line asks for several of.
 */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The API docs page loads its scripts as files, so no inline script runs on the session's
 * origin; it styles its widgets inline, and styles cannot run code.
 */
export const DOCS_POLICY = policy([], ["'unsafe-inline'"], ["script-src-attr 'none'"]);

const withoutTrailingSlash = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/** The Referrer-Policy of a page: none at all where the URL carries a secret. */
export function referrerPolicyFor(pathname: string): string {
  return NO_REFERRER_PATHS.includes(withoutTrailingSlash(pathname)) ? 'no-referrer' : 'strict-origin-when-cross-origin';
}

/** Every header an HTML page carries, and an API answer with its own policy. */
export function documentSecurityHeaders(policy: string, pathname = '/'): Record<string, string> {
  return {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': referrerPolicyFor(pathname),
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
