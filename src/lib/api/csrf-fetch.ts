/**
 * The fetch both API clients send through: adds the XSRF header to non-GET
 * requests, and on a 419 refreshes the CSRF cookie and retries the request once
 * (spec section 7 and 8). A 401 is only logged.
 */
import { XSRF_HEADER, readXsrfToken } from './xsrf';

export const CSRF_COOKIE_PATH = '/sanctum/csrf-cookie';
export const CSRF_MISMATCH_STATUS = 419;

export interface CsrfFetchOptions {
  /** The API origin, '' for the portal's own. */
  baseUrl: string;
  credentials: RequestCredentials;
  fetch?: typeof globalThis.fetch;
  readToken?: () => string | null;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const AJAX_HEADERS = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' } as const;

function withXsrf(request: Request, token: string | null): Request {
  if (SAFE_METHODS.has(request.method) || !token) return request;
  const headers = new Headers(request.headers);
  headers.set(XSRF_HEADER, token);
  return new Request(request, { headers });
}

/** Asks the API for a fresh XSRF-TOKEN cookie. */
export function refreshCsrfCookie(options: CsrfFetchOptions): Promise<Response> {
  const send = options.fetch ?? globalThis.fetch;
  return send(`${options.baseUrl}${CSRF_COOKIE_PATH}`, {
    method: 'GET',
    credentials: options.credentials,
    headers: AJAX_HEADERS,
  });
}

export function createCsrfFetch(options: CsrfFetchOptions) {
  const readToken = options.readToken ?? (() => readXsrfToken());
  return async function csrfFetch(input: Request): Promise<Response> {
    const send = options.fetch ?? globalThis.fetch;
    // The body of a sent request is consumed; the copy is what a retry sends.
    const spare = input.clone();
    let response = await send(withXsrf(input, readToken()));
    if (response.status === CSRF_MISMATCH_STATUS) {
      await refreshCsrfCookie(options);
      response = await send(withXsrf(spare, readToken()));
    }
    if (response.status === 401)
      console.warn(`API ${input.method} ${new URL(input.url).pathname}: 401 Unauthenticated`);
    return response;
  };
}
