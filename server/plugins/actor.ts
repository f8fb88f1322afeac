/**
 * The signed-in routes: `signedIn`, registered in the scope that holds them (app.ts), resolves the
 * actor in an onRequest hook, so a guest gets 401 before the body is read or validated, and after
 * the session is brought back and the CSRF token checked. `request.actor` reads what it resolved.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { actorOf, resolveActor } from '../lib/access/request-actor.ts';

/** The `request.actor` property on every request; only the signed-in scope fills it. */
export default fp(
  async (app) => {
    app.decorateRequest('actor', {
      getter(this: FastifyRequest) {
        return actorOf(this);
      },
    });
  },
  { name: 'actor' },
);

/** Registered in a scope, its routes answer a guest 401 and their handlers read `request.actor`. */
export const signedIn = fp(
  async (scope) => {
    scope.addHook('onRequest', resolveActor);
  },
  { name: 'signed-in', dependencies: ['actor', 'session', 'csrf'] },
);
