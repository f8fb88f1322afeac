/** A fake API for unit tests: answers by "METHOD /path" and records every request it receives. */
import { vi } from 'vitest';

export type Handler = (request: Request, attempt: number) => Response | Promise<Response>;

export const json = (status: number, body?: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
  });

export function fakeApi(routes: Record<string, Handler>) {
  const requests: Request[] = [];
  const counts = new Map<string, number>();
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request.clone());
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const attempt = (counts.get(key) ?? 0) + 1;
    counts.set(key, attempt);
    const handler = routes[key];
    return handler ? handler(request, attempt) : json(404, { message: 'Not found.' });
  });
  const calls = (key: string) =>
    requests.filter((request) => `${request.method} ${new URL(request.url).pathname}` === key);
  return { fetch, requests, calls };
}
