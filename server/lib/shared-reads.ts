/**
 * A signed-in GET's answer shared with the requests that ask the same at the same database
 * snapshot (snapshot-answers.ts): the busy screens' lists and figures, which every investor of a
 * market, or every desk of a bank, asks over and over while nothing changes.
 */
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../db/client.ts';
import type { Actor } from './access/actor.ts';
import { loadSession } from './session/session.ts';
import { snapshotAnswers, type SnapshotAnswers } from './snapshot-answers.ts';

/**
 * Whom an answer may be shared with: everyone with the same organisations and roles, or only the
 * same person, for an answer that names what they made or may decide.
 */
export type ShareWith = 'same-memberships' | 'same-person';

/** One store per database: a process may serve several (the tests do), and their snapshots are not comparable. */
const stores = new WeakMap<Executor, SnapshotAnswers>();

function audience(actor: Actor, shareWith: ShareWith): string {
  const memberships = actor.memberships
    .map((membership) => `${membership.entityId}:${membership.role}:${membership.entityActive ? 1 : 0}`)
    .sort()
    .join(',');
  return shareWith === 'same-person' ? `${actor.userId}|${memberships}` : memberships;
}

/** `read`'s answer, or the one it gave a request that asked the same at the same snapshot. */
export async function sharedRead<Value>(
  request: FastifyRequest,
  shareWith: ShareWith,
  read: () => Promise<Value>,
): Promise<Value> {
  const snapshot = (await loadSession(request))?.snapshot;
  if (!snapshot) return read();
  const db = request.server.db;
  let store = stores.get(db);
  if (!store) stores.set(db, (store = snapshotAnswers()));
  const key = [
    request.routeOptions.url,
    JSON.stringify(request.params),
    JSON.stringify(request.query),
    audience(request.actor, shareWith),
  ].join('\n');
  return store.answer(snapshot, key, read);
}
