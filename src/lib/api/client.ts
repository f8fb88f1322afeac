/**
 * The two typed API clients of spec section 7: `api` sends the session cookie,
 * `publicApi` sends none (onboarding). Same origin unless PUBLIC_API_URL names
 * another one at build time (a portal served from a CDN).
 */
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './schema';
import { AJAX_HEADERS, createCsrfFetch, refreshCsrfCookie, type CsrfFetchOptions } from './csrf-fetch';

export type ApiClient = Client<paths>;

export const API_ORIGIN = ((import.meta.env as Record<string, string | undefined>)['PUBLIC_API_URL'] ?? '').replace(
  /\/+$/,
  '',
);

export function createApiClient(options: CsrfFetchOptions): ApiClient {
  return createClient<paths>({
    baseUrl: options.baseUrl,
    credentials: options.credentials,
    headers: AJAX_HEADERS,
    fetch: createCsrfFetch(options),
  });
}

const withCookies: CsrfFetchOptions = { baseUrl: API_ORIGIN, credentials: 'include' };

export const api = createApiClient(withCookies);
export const publicApi = createApiClient({ baseUrl: API_ORIGIN, credentials: 'omit' });

/** Obtains the CSRF cookie before sign-in and registration (spec section 7). */
export const fetchCsrfCookie = () => refreshCsrfCookie(withCookies);
