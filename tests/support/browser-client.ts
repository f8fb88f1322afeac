/**
 * The one portal-like client of the tests: keeps cookies, echoes XSRF-TOKEN as X-XSRF-TOKEN and
 * signs in as the portal does. `BrowserClient` speaks to an app through app.inject() (no network);
 * `HttpClient` to a listening server over real HTTP, from a chosen loopback address (127.0.0.2 …)
 * so per-address limits see different clients without any forwarding header.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEMO_PASSWORD } from './demo-people.ts';
import { httpExchange, type HttpAnswer } from './http-exchange.ts';

/** Long enough and in no common-password list. */
export const STRONG_PASSWORD = 'correct-horse-battery-staple-42';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface SendOptions {
  /** An object is sent as JSON; a string, a Buffer or (over HTTP) a FormData as it is. */
  body?: unknown;
  headers?: Record<string, string>;
  /** false leaves the X-XSRF-TOKEN header out. */
  xsrf?: boolean;
  /** Over app.inject() only: the client address of this one request. */
  remoteAddress?: string;
}

interface Exchanged<Answer> {
  answer: Answer;
  body: string;
  setCookies: readonly { name: string; value: string }[];
}

/** The cookie jar and the CSRF echo, whatever carries the requests. */
abstract class PortalClient<Answer extends { statusCode: number; body: string }> {
  readonly cookies = new Map<string, string>();
  /** Every body this client has received, to check that no secret ever leaks. */
  readonly bodies: string[] = [];

  protected abstract exchange(
    method: Method,
    url: string,
    headers: Record<string, string>,
    options: SendOptions,
  ): Promise<Exchanged<Answer>>;

  get xsrfToken(): string | undefined {
    const value = this.cookies.get('XSRF-TOKEN');
    return value === undefined ? undefined : decodeURIComponent(value);
  }

  get sessionCookie(): string | undefined {
    return this.cookies.get('dealledger-session');
  }

  /** The cookies and, for a state-changing method, the XSRF header: also for a request written by hand. */
  sessionHeaders(method: string, xsrf = true): Record<string, string> {
    const headers: Record<string, string> = {};
    if (this.cookies.size > 0)
      headers['cookie'] = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (xsrf && this.xsrfToken && method !== 'GET') headers['x-xsrf-token'] = this.xsrfToken;
    return headers;
  }

  async send(method: Method, url: string, options: SendOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      ...options.headers,
      ...this.sessionHeaders(method, options.xsrf !== false),
    };
    const { answer, body, setCookies } = await this.exchange(method, url, headers, options);
    for (const cookie of setCookies) this.cookies.set(cookie.name, cookie.value);
    this.bodies.push(body);
    return answer;
  }

  get(url: string, options?: SendOptions) {
    return this.send('GET', url, options);
  }

  post(url: string, body?: unknown, options: SendOptions = {}) {
    return this.send('POST', url, { ...options, body });
  }

  patch(url: string, body?: unknown, options: SendOptions = {}) {
    return this.send('PATCH', url, { ...options, body });
  }

  csrfCookie(): Promise<Answer> {
    return this.get('/sanctum/csrf-cookie');
  }

  /** The portal's sign-in: CSRF cookie first, then the login call. */
  async login(email: string, password = DEMO_PASSWORD, extra: Record<string, unknown> = {}): Promise<Answer> {
    await this.csrfCookie();
    return this.post('/api/v1/auth/login', { email, password, ...extra });
  }

  /** Signs in and fails loudly unless it worked; for tests whose subject is not the sign-in. */
  async signedIn(email: string, password = DEMO_PASSWORD): Promise<this> {
    const answer = await this.login(email, password);
    if (answer.statusCode !== 200) throw new Error(`${email} could not sign in: ${answer.statusCode} ${answer.body}`);
    return this;
  }
}

/** Over app.inject(): the answers are Fastify's own, with their cookies and raw payload. */
export class BrowserClient extends PortalClient<LightMyRequestResponse> {
  constructor(
    private readonly app: FastifyInstance,
    private readonly remoteAddress = '127.0.0.1',
  ) {
    super();
  }

  protected async exchange(method: Method, url: string, headers: Record<string, string>, options: SendOptions) {
    const answer = await this.app.inject({
      method,
      url,
      headers,
      remoteAddress: options.remoteAddress ?? this.remoteAddress,
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
    return { answer, body: answer.body, setCookies: answer.cookies as { name: string; value: string }[] };
  }
}

/** Over real HTTP to a listening server, sent from `localAddress`. */
export class HttpClient extends PortalClient<HttpAnswer> {
  constructor(
    readonly baseUrl: string,
    readonly localAddress = '127.0.0.1',
  ) {
    super();
  }

  protected async exchange(method: Method, url: string, headers: Record<string, string>, options: SendOptions) {
    const answer = await httpExchange(new URL(url, this.baseUrl), {
      method,
      headers,
      localAddress: this.localAddress,
      body: options.body,
    });
    return { answer, body: answer.body, setCookies: answer.setCookies };
  }
}

/** Fails when any of `secrets` occurs in any of `bodies`. */
export function leakedSecrets(bodies: readonly string[], secrets: readonly (string | null | undefined)[]): string[] {
  return secrets.filter(
    (secret): secret is string => !!secret && secret.length >= 8 && bodies.some((body) => body.includes(secret)),
  );
}
