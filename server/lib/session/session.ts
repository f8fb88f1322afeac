/**
 * Server-side sessions behind the session cookie, stored in the `sessions` table so any
 * API process can serve any request. Also sets the readable XSRF-TOKEN cookie. A guest
 * gets a signed session that is not stored (see guest-session.ts); a row is written only
 * when someone signs in. With "keep me signed in", a remember token restores the session
 * when the browser comes back (see remember-tokens.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { entities, roles, sessions, userEntityRoles, users } from '../../db/schema/index.ts';
import { activeAssignmentOn, actorColumns, actorFromRows, type Actor } from '../access/actor.ts';
import type { Executor } from '../../db/client.ts';
import { unauthenticated } from '../http-errors.ts';
import { pruneRateLimits } from '../rate-limit.ts';
import { SESSION_COOKIE, XSRF_COOKIE } from '../../../src/domain/cookies.ts';
import { getSigningKey } from '../signing-key.ts';
import { cookieAttributes } from './cookie-attributes.ts';
import { isGuestSessionId, mintGuestSession, readGuestSession } from './guest-session.ts';
import { endRememberTokens, forgetDevice, rememberDevice, sweepExpiredRememberTokens } from './remember-tokens.ts';

export const SESSION_IDLE_MINUTES = 30;
export const SESSION_ABSOLUTE_HOURS = 12;
/** A session's last activity is written at most this often, to spare a write on every request. */
const TOUCH_AFTER_SECONDS = 60;

export interface SessionState {
  idHash: string;
  /** Null for a guest session, or when the user has been deactivated since. */
  userId: number | null;
  csrfToken: string;
  /** Who is asking, read with a stored session of an active user; absent for a session started during this request. */
  actor?: Actor;
  /** The database's snapshot when the stored session was read (server/lib/snapshot-answers.ts). */
  snapshot?: string;
}

const SESSION_KEY = Symbol('session');
type WithSession = FastifyRequest & { [SESSION_KEY]?: Promise<SessionState | null> };

export const hashSessionId = (id: string) => createHash('sha256').update(id).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
const signingKey = (request: FastifyRequest) => getSigningKey(request.server.db, request.server.config.appKey);

const alive = sql`${sessions.lastActivityAt} > now() - make_interval(mins => ${SESSION_IDLE_MINUTES})
  and ${sessions.createdAt} > now() - make_interval(hours => ${SESSION_ABSOLUTE_HOURS})`;

/** The session, its user and the user's active role assignments in one statement: one row per assignment. */
function prepareSessionRead(db: Executor) {
  return db
    .select({
      idHash: sessions.idHash,
      userId: sessions.userId,
      csrfToken: sessions.csrfToken,
      userActive: users.isActive,
      stale: sql<boolean>`${sessions.lastActivityAt} < now() - make_interval(secs => ${TOUCH_AFTER_SECONDS})`,
      snapshot: sql<string>`pg_current_snapshot()::text`,
      ...actorColumns,
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(userEntityRoles, activeAssignmentOn)
    .leftJoin(entities, eq(entities.id, userEntityRoles.entityId))
    .leftJoin(roles, eq(roles.id, userEntityRoles.roleId))
    .where(and(eq(sessions.idHash, sql.placeholder('idHash')), alive))
    .prepare('session_with_actor');
}

/** Built once per database rather than per request: every signed-in request runs it. */
const sessionReads = new WeakMap<Executor, ReturnType<typeof prepareSessionRead>>();

async function readStoredSession(db: Executor, idHash: string): Promise<SessionState | null> {
  let read = sessionReads.get(db);
  if (!read) sessionReads.set(db, (read = prepareSessionRead(db)));
  const rows = await read.execute({ idHash });
  const [row] = rows;
  if (!row) return null;
  if (row.stale)
    await db
      .update(sessions)
      .set({ lastActivityAt: sql`now()` })
      .where(eq(sessions.idHash, idHash));
  const state: SessionState = { idHash: row.idHash, userId: null, csrfToken: row.csrfToken, snapshot: row.snapshot };
  if (row.userId !== null && row.userActive) {
    state.userId = row.userId;
    state.actor = actorFromRows(row.userId, rows);
  }
  return state;
}

async function readSession(request: FastifyRequest, id: string): Promise<SessionState | null> {
  if (!isGuestSessionId(id)) return readStoredSession(request.server.db, hashSessionId(id));
  const guest = readGuestSession(await signingKey(request), id, SESSION_ABSOLUTE_HOURS * 3600);
  return guest && { idHash: hashSessionId(id), userId: null, csrfToken: guest.csrfToken };
}

/** The request's live session, read once per request; null when there is no cookie or it has expired. */
export function loadSession(request: FastifyRequest): Promise<SessionState | null> {
  const holder = request as WithSession;
  if (!holder[SESSION_KEY]) {
    const id = request.cookies[SESSION_COOKIE];
    holder[SESSION_KEY] = id ? readSession(request, id) : Promise.resolve(null);
  }
  return holder[SESSION_KEY];
}

/** The signed-in user's id, or null. */
export async function currentUserId(request: FastifyRequest): Promise<number | null> {
  return (await loadSession(request))?.userId ?? null;
}

/** The signed-in user's id; otherwise 401 `{"message":"Unauthenticated."}`. */
export async function requireUserId(request: FastifyRequest): Promise<number> {
  const userId = await currentUserId(request);
  if (userId === null) throw unauthenticated();
  return userId;
}

/** No Max-Age: both cookies end when the browser does; staying signed in is the remember cookie's job. */
function setSessionCookies(request: FastifyRequest, reply: FastifyReply, id: string | null, csrfToken: string): void {
  const common = cookieAttributes(request);
  if (id) reply.setCookie(SESSION_COOKIE, id, { ...common, httpOnly: true });
  reply.setCookie(XSRF_COOKIE, csrfToken, { ...common, httpOnly: false });
}

async function startGuestSession(request: FastifyRequest, reply: FastifyReply): Promise<SessionState> {
  const guest = mintGuestSession(await signingKey(request));
  const state: SessionState = { idHash: hashSessionId(guest.id), userId: null, csrfToken: guest.csrfToken };
  (request as WithSession)[SESSION_KEY] = Promise.resolve(state);
  setSessionCookies(request, reply, guest.id, state.csrfToken);
  return state;
}

/** A stored session for `userId` in place of the request's session: a new id and token, so nothing seen before sign-in works after it. */
export async function startUserSession(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<SessionState> {
  const db = request.server.db;
  const oldId = request.cookies[SESSION_COOKIE];
  const id = newToken();
  const state: SessionState = { idHash: hashSessionId(id), userId, csrfToken: newToken() };
  await db.transaction(async (tx) => {
    if (oldId) await tx.delete(sessions).where(eq(sessions.idHash, hashSessionId(oldId)));
    await tx.insert(sessions).values({
      idHash: state.idHash,
      userId,
      csrfToken: state.csrfToken,
      ipAddress: request.ip,
      userAgent: (request.headers['user-agent'] ?? '').slice(0, 512) || null,
    });
  });
  (request as WithSession)[SESSION_KEY] = Promise.resolve(state);
  setSessionCookies(request, reply, id, state.csrfToken);
  // Every sign-in clears what has expired: idempotent, so several processes may do it at once.
  await sweepExpired(db).catch((error: unknown) => request.log.warn({ err: error }, 'session sweep failed'));
  return state;
}

export interface StartOptions {
  /** "Keep me signed in on this device": also hand out a remember token. */
  remember?: boolean;
}

/**
 * Replaces the request's session (if any) with a new one: a new id and a new CSRF
 * token, so a session id or token seen before sign-in is worthless after it.
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number | null,
  options: StartOptions = {},
): Promise<SessionState> {
  if (userId === null) return startGuestSession(request, reply);
  // A token left by an earlier sign-in on this browser must not outlive this one's choice.
  await forgetDevice(request, reply);
  const state = await startUserSession(request, reply, userId);
  if (options.remember) await rememberDevice(request, reply, userId);
  return state;
}

/** GET /sanctum/csrf-cookie: keeps a live session (and its token) or hands out a guest one. */
export async function ensureSession(request: FastifyRequest, reply: FastifyReply): Promise<SessionState> {
  const session = await loadSession(request);
  if (!session) return startGuestSession(request, reply);
  setSessionCookies(request, reply, null, session.csrfToken);
  return session;
}

/** Ends the request's session and this device's remember token; hands out a fresh guest session with a new CSRF token. */
export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const oldId = request.cookies[SESSION_COOKIE];
  if (oldId) await request.server.db.delete(sessions).where(eq(sessions.idHash, hashSessionId(oldId)));
  await forgetDevice(request, reply);
  await startGuestSession(request, reply);
}

/** Ends every session of a user except `keepIdHash` (the one making the request, if any), and every remember token. */
export async function endUserSessions(db: Executor, userId: number, keepIdHash: string | null = null): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepIdHash ? and(eq(sessions.userId, userId), ne(sessions.idHash, keepIdHash)) : eq(sessions.userId, userId),
    );
  await endRememberTokens(db, userId);
}

export async function sweepExpired(db: Executor): Promise<void> {
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.lastActivityAt, sql`now() - make_interval(mins => ${SESSION_IDLE_MINUTES})`),
        lt(sessions.createdAt, sql`now() - make_interval(hours => ${SESSION_ABSOLUTE_HOURS})`),
      ),
    );
  await sweepExpiredRememberTokens(db);
  await pruneRateLimits(db);
}
