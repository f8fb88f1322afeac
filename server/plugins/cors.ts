/**
 * Cross-origin calls from the portal on another origin (CORS_ORIGINS). An allowed Origin is
 * echoed back with credentials allowed, never `*`; a preflight from it is answered 204 with the
 * methods and headers the portal sends. Any other origin gets no CORS headers, so the browser
 * keeps the answer from its page, and its preflight a 403. Without CORS_ORIGINS nothing changes.
 */
import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import { API_PREFIX } from '../lib/api-paths.ts';

export const CORS_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';
export const CORS_REQUEST_HEADERS = 'Content-Type, Accept, X-XSRF-TOKEN, X-Requested-With, X-Request-Id';
/** Headers the portal's scripts may read besides the simple ones. */
const EXPOSED_HEADERS = 'Content-Disposition, Retry-After, X-Request-Id';
/** How long a browser may reuse a preflight's answer: Chromium caps it at two hours. */
export const PREFLIGHT_MAX_AGE_SECONDS = 7200;
export const ORIGIN_REFUSED = 'Cross-origin requests from this origin are not allowed.';

const isApiPath = (url: string) => url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`) || url.startsWith('/sanctum/');

function allowOrigin(reply: FastifyReply, origin: string): void {
  reply.header('access-control-allow-origin', origin);
  reply.header('access-control-allow-credentials', 'true');
}

export default fp<{ origins: readonly string[] }>(
  async (app, { origins }) => {
    if (origins.length === 0) return;
    const allowed = new Set(origins);

    // onRequest, before the session and CSRF hooks: a refused write (419) must reach the page too.
    app.addHook('onRequest', async (request, reply) => {
      const origin = request.headers.origin;
      if (!origin || !isApiPath(request.url)) return;
      // The answer depends on the Origin, so no cache may hand it to another one.
      reply.header('vary', 'Origin');
      const preflight = request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;
      if (!allowed.has(origin)) {
        if (preflight) return reply.code(403).header('cache-control', 'no-store').send({ message: ORIGIN_REFUSED });
        return;
      }
      allowOrigin(reply, origin);
      if (!preflight) {
        reply.header('access-control-expose-headers', EXPOSED_HEADERS);
        return;
      }
      return reply
        .code(204)
        .header('access-control-allow-methods', CORS_METHODS)
        .header('access-control-allow-headers', CORS_REQUEST_HEADERS)
        .header('access-control-max-age', String(PREFLIGHT_MAX_AGE_SECONDS))
        .send();
    });
  },
  { name: 'cors' },
);
