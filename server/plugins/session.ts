/**
 * Registers the cookies and brings a remembered browser's session back: the session
 * rules themselves live in server/lib/session, where the modules use them.
 */
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import { REMEMBER_COOKIE } from '../../src/domain/cookies.ts';
import { API_PREFIX } from '../lib/api-paths.ts';
import { loadSession, startUserSession } from '../lib/session/session.ts';
import { redeemRememberToken } from '../lib/session/remember-tokens.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false for the health probes, which must answer without reading or renewing a session. */
    session?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD']);
const isApiRequest = (url: string) => url.startsWith(`${API_PREFIX}/`) || url.startsWith('/sanctum/');

export default fp(
  async (app) => {
    await app.register(cookie);
    // A remembered browser without a signed-in session gets one back on its first API call.
    // Reads only: a state-changing request carries the CSRF token of the session it had.
    app.addHook('onRequest', async (request, reply) => {
      if (request.routeOptions.config.session === false) return;
      if (!request.cookies[REMEMBER_COOKIE] || !SAFE_METHODS.has(request.method) || !isApiRequest(request.url)) return;
      if ((await loadSession(request))?.userId != null) return;
      const userId = await redeemRememberToken(request, reply);
      if (userId !== null) await startUserSession(request, reply, userId);
    });
  },
  { name: 'session' },
);
