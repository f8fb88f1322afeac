/**
 * `request.actor`, the signed-in user of a request on the routes that need one: `resolveActor`,
 * their onRequest hook (server/plugins/actor.ts), reads it once from the session and answers 401
 * to a guest; handlers then read `request.actor`.
 */
import type { FastifyRequest } from 'fastify';
import { unauthenticated } from '../http-errors.ts';
import { loadSession } from '../session/session.ts';
import { loadActor, type Actor } from './actor.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user with their memberships. Only the signed-in routes have one: read on any other, it throws. */
    readonly actor: Actor;
  }
}

const actors = new WeakMap<FastifyRequest, Actor>();

/** Usually read with the session itself; a session whose actor the read could not bring has it read on its own. */
export async function resolveActor(request: FastifyRequest): Promise<void> {
  const session = await loadSession(request);
  if (session?.userId == null) throw unauthenticated();
  actors.set(request, session.actor ?? (await loadActor(request.server.db, session.userId)));
}

export function actorOf(request: FastifyRequest): Actor {
  const actor = actors.get(request);
  if (!actor) {
    throw new Error(
      `${request.routeOptions.url ?? request.url} reads request.actor but is not a signed-in route: register it in the signed-in scope.`,
    );
  }
  return actor;
}
