/** Refuses state-changing API requests whose X-XSRF-TOKEN does not match the session's token (419). */
import fp from 'fastify-plugin';
import { createHash, timingSafeEqual } from 'node:crypto';
import { HttpError } from '../lib/http-errors.ts';
import { loadSession } from '../lib/session/session.ts';
import { API_PREFIX } from '../lib/api-paths.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false for the few routes sent without cookies (onboarding), protected by rate limits instead. */
    csrf?: boolean;
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const csrfMismatch = () => new HttpError(419, 'CSRF token mismatch.');

/** Constant-time comparison, also across different lengths (both sides are hashed first). */
export function tokensMatch(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(expected), digest(given));
}

export default fp(
  async (app) => {
    // onRequest, so a forged request is refused before its body is even read.
    app.addHook('onRequest', async (request) => {
      if (!UNSAFE_METHODS.has(request.method)) return;
      if (!request.routeOptions.url?.startsWith(API_PREFIX)) return;
      if (request.routeOptions.config.csrf === false) return;
      const header = request.headers['x-xsrf-token'] ?? request.headers['x-csrf-token'];
      const session = await loadSession(request);
      if (!session || !tokensMatch(session.csrfToken, Array.isArray(header) ? header[0] : header)) throw csrfMismatch();
    });
  },
  { name: 'csrf', dependencies: ['session'] },
);
