import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import axios, { type AxiosInstance } from 'axios';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { DEMO, DEMO_PASSWORD } from '../../support/demo-people.ts';

/**
 * A client that knows only the Sanctum SPA conventions, as the portal's axios setup does:
 * withCredentials, withXSRFToken, XSRF-TOKEN cookie echoed as X-XSRF-TOKEN. Node has no
 * cookie jar, so two interceptors do what the browser would: keep Set-Cookie, send Cookie,
 * and copy the XSRF-TOKEN cookie into the header axios names.
 */
function sanctumClient(baseURL: string): AxiosInstance {
  const jar = new Map<string, string>();
  const client = axios.create({
    baseURL,
    withCredentials: true,
    withXSRFToken: true,
    xsrfCookieName: 'XSRF-TOKEN',
    xsrfHeaderName: 'X-XSRF-TOKEN',
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    validateStatus: () => true,
  });
  client.interceptors.request.use((config) => {
    if (jar.size > 0) config.headers.set('Cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const token = jar.get(config.xsrfCookieName ?? 'XSRF-TOKEN');
    if (token && config.xsrfHeaderName) config.headers.set(config.xsrfHeaderName, decodeURIComponent(token));
    return config;
  });
  client.interceptors.response.use((response) => {
    const cookies = response.headers['set-cookie'] ?? [];
    for (const cookie of cookies) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
    }
    return response;
  });
  return client;
}

describe('a Sanctum SPA client over real HTTP', () => {
  let t: TestApp;
  let baseURL: string;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    baseURL = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('gets the CSRF cookie, signs in, reads /user and signs out', async () => {
    const client = sanctumClient(baseURL);
    expect((await client.get('/sanctum/csrf-cookie')).status).toBe(204);

    const login = await client.post('/api/v1/auth/login', {
      email: DEMO.summitDirector.email,
      password: DEMO_PASSWORD,
    });
    expect(login.status).toBe(200);
    expect(login.data.user.email).toBe(DEMO.summitDirector.email);
    expect(login.data.user.user_entity_roles[0].role.name).toBe('investor_manager');

    const me = await client.get('/api/v1/user');
    expect(me.status).toBe(200);
    expect(me.data.email).toBe(DEMO.summitDirector.email);

    expect((await client.post('/api/v1/logout')).status).toBe(204);
    const after = await client.get('/api/v1/user');
    expect(after.status).toBe(401);
    expect(after.data).toEqual({ message: 'Unauthenticated.' });
  });

  it('gets 419 when it skips the CSRF cookie, and succeeds after fetching it, as the portal retries', async () => {
    const client = sanctumClient(baseURL);
    const first = await client.post('/api/v1/auth/login', { email: DEMO.summitAnalyst.email, password: DEMO_PASSWORD });
    expect(first.status).toBe(419);
    expect(first.data).toEqual({ message: 'CSRF token mismatch.' });
    await client.get('/sanctum/csrf-cookie');
    expect(
      (await client.post('/api/v1/auth/login', { email: DEMO.summitAnalyst.email, password: DEMO_PASSWORD })).status,
    ).toBe(200);
  });
});
