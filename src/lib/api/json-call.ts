/**
 * A JSON call to /api/v1 through the CSRF-aware fetch of the typed client, for routes the
 * screens reach before (or besides) the generated types; answers `{data}` are unwrapped.
 */
import { API_ORIGIN } from './client';
import { AJAX_HEADERS, createCsrfFetch } from './csrf-fetch';
import { resultOf, settle, type ApiResult } from './api-result';

const send = createCsrfFetch({ baseUrl: API_ORIGIN, credentials: 'include' });

export const apiUrl = (path: string) => `${API_ORIGIN}/api/v1${path}`;

export function jsonCall<T>(method: string, path: string, body?: unknown): Promise<ApiResult<T>> {
  return settle(async () => {
    const headers = new Headers(AJAX_HEADERS);
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    const request = new Request(new URL(apiUrl(path), location.origin), {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? null : JSON.stringify(body),
    });
    return resultOf<T>(await send(request));
  });
}

/** `{data: T}` -> T; other answers (lists with meta, `{pending_action}`) pass as they are. */
export function unwrapData<T>(result: ApiResult<unknown>): ApiResult<T> {
  if (result.ok && result.data !== null && typeof result.data === 'object' && 'data' in result.data && !('meta' in result.data)) {
    return { ...result, data: (result.data as { data: T }).data };
  }
  return result as ApiResult<T>;
}
