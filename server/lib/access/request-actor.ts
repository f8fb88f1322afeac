/** The signed-in actor of a request, read once per request. */
import type { FastifyRequest } from 'fastify';
import { requireUserId } from '../session/session.ts';
import { loadActor, type Actor } from './actor.ts';

const ACTOR_KEY = Symbol('actor');
type WithActor = FastifyRequest & { [ACTOR_KEY]?: Promise<Actor> };

/** The signed-in user with their memberships; 401 for a guest. */
export function requireActor(request: FastifyRequest): Promise<Actor> {
  const holder = request as WithActor;
  holder[ACTOR_KEY] ??= requireUserId(request).then((userId) => loadActor(request.server.db, userId));
  return holder[ACTOR_KEY];
}
