/** The API clients' headers and their one retry after a CSRF mismatch (spec sections 7 and 8). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@/lib/api/client';
import { readXsrfToken } from '@/lib/api/xsrf';
import { fakeApi, json } from '../../../../support/fake-api';

const MISMATCH = { message: 'CSRF token mismatch.' };

function clientFor(routes: Parameters<typeof fakeApi>[0], tokens: string[] = ['token-1', 'token-2']) {
  const server = fakeApi(routes);
  let refreshed = 0;
  const wrapped = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    const response = await server.fetch(input, init);
    if (new URL(url).pathname === '/sanctum/csrf-cookie') refreshed += 1;
    return response;
  });
  const client = createApiClient({
    baseUrl: 'http://api.test',
    credentials: 'include',
    fetch: wrapped,
    readToken: () => tokens[Math.min(refreshed, tokens.length - 1)] ?? null,
  });
  return { client, ...server };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a request that meets a CSRF mismatch', () => {
  it('refreshes the CSRF cookie once and sends the request again with the new token', async () => {
    const { client, calls } = clientFor({
      'GET /sanctum/csrf-cookie': () => new Response(null, { status: 204 }),
      'POST /api/v1/password/email': (_request, attempt) =>
        attempt === 1 ? json(419, MISMATCH) : json(200, { message: 'Sent.' }),
    });

    const { data, response } = await client.POST(
      '/api/v1/password/email' as never,
      { body: { email: 'a@b.test' } } as never,
    );

    expect(response.status).toBe(200);
    expect(data).toEqual({ message: 'Sent.' });
    expect(calls('GET /sanctum/csrf-cookie')).toHaveLength(1);
    const posts = calls('POST /api/v1/password/email');
    expect(posts.map((request) => request.headers.get('X-XSRF-TOKEN'))).toEqual(['token-1', 'token-2']);
    expect(await posts[1]!.json()).toEqual({ email: 'a@b.test' });
  });

  it('retries exactly once, then hands back the second 419', async () => {
    const { client, calls } = clientFor({
      'GET /sanctum/csrf-cookie': () => new Response(null, { status: 204 }),
      'POST /api/v1/logout': () => json(419, MISMATCH),
    });

    const { error, response } = await client.POST('/api/v1/logout' as never);

    expect(response.status).toBe(419);
    expect(error).toEqual(MISMATCH);
    expect(calls('POST /api/v1/logout')).toHaveLength(2);
    expect(calls('GET /sanctum/csrf-cookie')).toHaveLength(1);
  });

  it('sends a multipart body again in full', async () => {
    const { client, calls } = clientFor({
      'GET /sanctum/csrf-cookie': () => new Response(null, { status: 204 }),
      'POST /api/v1/onboard': (_request, attempt) =>
        attempt === 1 ? json(419, MISMATCH) : json(201, { message: 'Received.' }),
    });
    const form = new FormData();
    form.append('name', 'Acme Bank');
    form.append('documents', new Blob(['%PDF-1.7'], { type: 'application/pdf' }), 'licence.pdf');

    const { response } = await client.POST('/api/v1/onboard' as never, { body: form } as never);

    expect(response.status).toBe(201);
    const resent = await calls('POST /api/v1/onboard')[1]!.formData();
    expect(resent.get('name')).toBe('Acme Bank');
    expect((resent.get('documents') as File).name).toBe('licence.pdf');
  });

  it('does not retry other failures', async () => {
    const { client, calls } = clientFor({ 'POST /api/v1/auth/login': () => json(422, { message: 'Nope.' }) });
    await client.POST('/api/v1/auth/login' as never, { body: {} } as never);
    expect(calls('POST /api/v1/auth/login')).toHaveLength(1);
    expect(calls('GET /sanctum/csrf-cookie')).toHaveLength(0);
  });
});

describe('headers', () => {
  it('mark every request as an AJAX request for JSON, and add the XSRF token to non-GET requests only', async () => {
    const { client, requests } = clientFor({
      'GET /api/v1/user': () => json(200, { id: 1 }),
      'POST /api/v1/logout': () => new Response(null, { status: 204 }),
    });
    await client.GET('/api/v1/user' as never);
    await client.POST('/api/v1/logout' as never);

    for (const request of requests) {
      expect(request.headers.get('Accept')).toBe('application/json');
      expect(request.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    }
    expect(requests[0]!.headers.get('X-XSRF-TOKEN')).toBeNull();
    expect(requests[1]!.headers.get('X-XSRF-TOKEN')).toBe('token-1');
  });

  it('send cookies from the main client and none from the onboarding client', async () => {
    const server = fakeApi({ 'POST /api/v1/onboard': () => json(201, {}) });
    const base = { baseUrl: 'http://api.test', fetch: server.fetch, readToken: () => null };
    await createApiClient({ ...base, credentials: 'include' }).POST('/api/v1/onboard' as never);
    await createApiClient({ ...base, credentials: 'omit' }).POST('/api/v1/onboard' as never);
    expect(server.requests.map((request) => request.credentials)).toEqual(['include', 'omit']);
  });

  it('only log a 401 as a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { client } = clientFor({ 'GET /api/v1/user': () => json(401, { message: 'Unauthenticated.' }) });
    const { error, response } = await client.GET('/api/v1/user' as never);
    expect(response.status).toBe(401);
    expect(error).toEqual({ message: 'Unauthenticated.' });
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('the XSRF token', () => {
  const page = (cookie: string, meta?: string) => ({
    cookie,
    querySelector: (selector: string) =>
      selector === 'meta[name="csrf-token"]' && meta !== undefined ? { getAttribute: () => meta } : null,
  });

  it('comes from the csrf-token meta tag before the cookie', () => {
    expect(readXsrfToken(page('XSRF-TOKEN=from-cookie', 'from-meta'))).toBe('from-meta');
  });

  it('comes from the XSRF-TOKEN cookie, decoded, when there is no meta tag', () => {
    expect(readXsrfToken(page('theme=dark; XSRF-TOKEN=eyJpdiI6%3D%3D; other=1'))).toBe('eyJpdiI6==');
  });

  it('falls back to the cookie when the meta tag is empty', () => {
    expect(readXsrfToken(page('XSRF-TOKEN=abc', ''))).toBe('abc');
  });

  it('is absent without either', () => {
    expect(readXsrfToken(page('theme=dark; NOT-XSRF-TOKEN=x'))).toBeNull();
  });
});
