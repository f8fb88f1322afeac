/**
 * Cross-origin calls from the portal on another origin (CORS_ORIGINS), answered by @fastify/cors:
 * an allowed Origin is echoed back with credentials allowed, never `*`; its preflight is answered
 * 204 with the methods and headers the portal sends. Any other origin gets no CORS headers, so the
 * browser keeps the answer from its page, and its preflight a 403. Without CORS_ORIGINS nothing changes.
 */
import fastifyCors, { type FastifyCorsOptions } from '@fastify/cors';
import fp from 'fastify-plugin';
import { API_PREFIX } from '../lib/api-paths.ts';

export const CORS_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';
export const CORS_REQUEST_HEADERS = 'Content-Type, Accept, X-XSRF-TOKEN, X-Requested-With, X-Request-Id';
/** Headers the portal's scripts may read besides the simple ones. */
const EXPOSED_HEADERS = 'Content-Disposition, Retry-After, X-Request-Id';
/** How long a browser may reuse a preflight's answer: Chromium caps it at two hours. */
export const PREFLIGHT_MAX_AGE_SECONDS = 7200;
export const ORIGIN_REFUSED = 'Cross-origin requests from this origin are not allowed.';

const isApiPath = (url: string) =>
  url === API_PREFIX ||
  url.startsWith(`${API_PREFIX}/`) ||
  url.startsWith(`${API_PREFIX}?`) ||
  url.startsWith('/sanctum/');

const ALLOWED: FastifyCorsOptions = {
  credentials: true,
  methods: CORS_METHODS,
  allowedHeaders: CORS_REQUEST_HEADERS,
  exposedHeaders: EXPOSED_HEADERS,
  maxAge: PREFLIGHT_MAX_AGE_SECONDS,
};

export default fp<{ origins: readonly string[] }>(
  async (app, { origins }) => {
    if (origins.length === 0) return;
    const allowed = new Set(origins);
    const isAllowed = (origin: string | undefined, url: string): origin is string =>
      origin !== undefined && allowed.has(origin) && isApiPath(url);

    // @fastify/cors lets another origin's preflight fall through to the not-found answer; it is refused
    // here instead, with the reason. Registered first, so it runs before @fastify/cors's own hook.
    app.addHook('onRequest', async (request, reply) => {
      const { origin } = request.headers;
      const preflight = request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;
      if (preflight && origin !== undefined && isApiPath(request.url) && !allowed.has(origin)) {
        return reply.code(403).header('cache-control', 'no-store').send({ message: ORIGIN_REFUSED });
      }
    });
    // onRequest (the plugin's default hook), before the session and CSRF hooks: a refused write (419) must reach the page too.
    // Per request, since only the API's paths take part: an origin of `false` leaves the request without CORS headers.
    await app.register(fastifyCors, {
      delegator: (request, callback) => {
        const { origin } = request.headers;
        callback(null, isAllowed(origin, request.url) ? { ...ALLOWED, origin } : { origin: false });
      },
    });
  },
  { name: 'cors' },
);
