/** A browser-like client over app.inject(): keeps cookies and echoes XSRF-TOKEN as X-XSRF-TOKEN, as the portal does. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export const DEMO_PASSWORD = 'Password123!';
/** Long enough and in no common-password list. */
export const STRONG_PASSWORD = 'correct-horse-battery-staple-42';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface SendOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /** false leaves the X-XSRF-TOKEN header out. */
  xsrf?: boolean;
  remoteAddress?: string;
}

export class BrowserClient {
  readonly cookies = new Map<string, string>();
  /** Every body this client has received, to check that no secret ever leaks. */
  readonly bodies: string[] = [];

  constructor(
    private readonly app: FastifyInstance,
    private readonly remoteAddress = '127.0.0.1',
  ) {}

  get xsrfToken(): string | undefined {
    const value = this.cookies.get('XSRF-TOKEN');
    return value === undefined ? undefined : decodeURIComponent(value);
  }

  get sessionCookie(): string | undefined {
    return this.cookies.get('dealledger-session');
  }

  async send(method: Method, url: string, options: SendOptions = {}): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      ...options.headers,
    };
    if (this.cookies.size > 0)
      headers['cookie'] = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (options.xsrf !== false && this.xsrfToken && method !== 'GET') headers['x-xsrf-token'] = this.xsrfToken;
    const response = await this.app.inject({
      method,
      url,
      headers,
      remoteAddress: options.remoteAddress ?? this.remoteAddress,
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
    for (const cookie of response.cookies as { name: string; value: string }[])
      this.cookies.set(cookie.name, cookie.value);
    this.bodies.push(response.body);
    return response;
  }

  get(url: string, options?: SendOptions) {
    return this.send('GET', url, options);
  }

  post(url: string, body?: unknown, options: SendOptions = {}) {
    return this.send('POST', url, { ...options, body });
  }

  async csrfCookie(): Promise<LightMyRequestResponse> {
    return this.get('/sanctum/csrf-cookie');
  }

  /** The portal's sign-in: CSRF cookie first, then the login call. */
  async login(
    email: string,
    password = DEMO_PASSWORD,
    extra: Record<string, unknown> = {},
  ): Promise<LightMyRequestResponse> {
    await this.csrfCookie();
    return this.post('/api/v1/auth/login', { email, password, ...extra });
  }
}

/** Fails when any of `secrets` occurs in any of `bodies`. */
export function leakedSecrets(bodies: readonly string[], secrets: readonly (string | null | undefined)[]): string[] {
  return secrets.filter(
    (secret): secret is string => !!secret && secret.length >= 8 && bodies.some((body) => body.includes(secret)),
  );
}
