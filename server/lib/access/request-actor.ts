/** The signed-in actor of a request, read once per request. */
import type { FastifyRequest } from 'fastify';
import { unauthenticated } from '../http-errors.ts';
import { loadSession } from '../session/session.ts';
import { loadActor, type Actor } from './actor.ts';

const ACTOR_KEY = Symbol('actor');
type WithActor = FastifyRequest & { [ACTOR_KEY]?: Promise<Actor> };

/**
 * The signed-in user with their memberships; 401 for a guest. Usually read with the session itself;
 * a session started during this request (sign-in) has its actor read on its own.
 */
export function requireActor(request: FastifyRequest): Promise<Actor> {
  const holder = request as WithActor;
  holder[ACTOR_KEY] ??= loadSession(request).then((session) => {
    if (session?.userId == null) throw unauthenticated();
    return session.actor ?? loadActor(request.server.db, session.userId);
  });
  return holder[ACTOR_KEY];
}
