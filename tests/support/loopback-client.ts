/**
 * A portal-like client over real HTTP that sends from a chosen loopback source address
 * (127.0.0.2, 127.0.0.3 …), so per-address limits see different clients without any
 * forwarding header. Keeps cookies and echoes XSRF-TOKEN as X-XSRF-TOKEN.
 */
import { request } from 'node:http';

export interface LoopbackAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export class LoopbackClient {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly baseUrl: string,
    readonly localAddress: string,
  ) {}

  send(method: 'GET' | 'POST', path: string, body?: unknown): Promise<LoopbackAnswer> {
    const url = new URL(path, this.baseUrl);
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      ...this.sessionHeaders(method),
    };
    if (payload !== undefined) headers['content-type'] = 'application/json';
    return new Promise((resolve, reject) => {
      const outgoing = request(url, { method, headers, localAddress: this.localAddress }, (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => {
          for (const cookie of incoming.headers['set-cookie'] ?? []) {
            const [pair = ''] = cookie.split(';');
            const at = pair.indexOf('=');
            if (at > 0) this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
          }
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          });
        });
      });
      outgoing.on('error', reject);
      outgoing.end(payload);
    });
  }

  /** The cookies and, for a state-changing method, the XSRF header: also for a request written by hand (a slow upload). */
  sessionHeaders(method: string): Record<string, string> {
    const headers: Record<string, string> = {};
    if (this.cookies.size > 0)
      headers['cookie'] = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (method !== 'GET' && xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
    return headers;
  }

  async login(email: string, password: string): Promise<LoopbackAnswer> {
    await this.send('GET', '/sanctum/csrf-cookie');
    return this.send('POST', '/api/v1/auth/login', { email, password });
  }
}
