/**
 * Server-side sessions behind the `dealledger-session` cookie, stored in the `sessions`
 * table so any API process can serve any request. Also sets the readable XSRF-TOKEN cookie.
 */
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessions, users } from '../db/schema/index.ts';
import type { Executor } from '../db/client.ts';
import { unauthenticated } from '../lib/http-errors.ts';
import { pruneRateLimits } from '../lib/rate-limit.ts';

export const SESSION_COOKIE = 'dealledger-session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const SESSION_IDLE_MINUTES = 30;
export const SESSION_ABSOLUTE_HOURS = 12;
/** A session's last activity is written at most this often, to spare a write on every request. */
const TOUCH_AFTER_SECONDS = 60;
/** Share of new sessions that also sweep expired sessions and rate-limit windows. */
const SWEEP_PROBABILITY = 0.02;

export interface SessionState {
  idHash: string;
  /** Null for a guest session, or when the user has been deactivated since. */
  userId: number | null;
  csrfToken: string;
}

const SESSION_KEY = Symbol('session');
type WithSession = FastifyRequest & { [SESSION_KEY]?: Promise<SessionState | null> };

export const hashSessionId = (id: string) => createHash('sha256').update(id).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

const alive = sql`${sessions.lastActivityAt} > now() - make_interval(mins => ${SESSION_IDLE_MINUTES})
  and ${sessions.createdAt} > now() - make_interval(hours => ${SESSION_ABSOLUTE_HOURS})`;

async function readSession(db: Executor, idHash: string): Promise<SessionState | null> {
  const [row] = await db
    .select({
      idHash: sessions.idHash,
      userId: sessions.userId,
      csrfToken: sessions.csrfToken,
      userActive: users.isActive,
      stale: sql<boolean>`${sessions.lastActivityAt} < now() - make_interval(secs => ${TOUCH_AFTER_SECONDS})`,
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, idHash), alive));
  if (!row) return null;
  if (row.stale) await db.update(sessions).set({ lastActivityAt: sql`now()` }).where(eq(sessions.idHash, idHash));
  return { idHash: row.idHash, userId: row.userId !== null && row.userActive ? row.userId : null, csrfToken: row.csrfToken };
}

/** The request's live session, read once per request; null when there is no cookie or it has expired. */
export function loadSession(request: FastifyRequest): Promise<SessionState | null> {
  const holder = request as WithSession;
  if (!holder[SESSION_KEY]) {
    const id = request.cookies[SESSION_COOKIE];
    holder[SESSION_KEY] = id ? readSession(request.server.db, hashSessionId(id)) : Promise.resolve(null);
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

function setSessionCookies(request: FastifyRequest, reply: FastifyReply, id: string | null, csrfToken: string): void {
  const common = { path: '/', sameSite: 'lax', secure: request.server.config.secureCookies } as const;
  if (id) reply.setCookie(SESSION_COOKIE, id, { ...common, httpOnly: true });
  reply.setCookie(XSRF_COOKIE, csrfToken, { ...common, httpOnly: false });
}

/**
 * Replaces the request's session (if any) with a new one: a new id and a new CSRF
 * token, so a session id or token seen before sign-in is worthless after it.
 */
export async function startSession(request: FastifyRequest, reply: FastifyReply, userId: number | null): Promise<SessionState> {
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
  if (Math.random() < SWEEP_PROBABILITY) await sweepExpired(db).catch((error: unknown) => request.log.warn({ err: error }, 'session sweep failed'));
  return state;
}

/** GET /sanctum/csrf-cookie: keeps a live session (and its token) or starts a guest one. */
export async function ensureSession(request: FastifyRequest, reply: FastifyReply): Promise<SessionState> {
  const session = await loadSession(request);
  if (!session) return startSession(request, reply, null);
  setSessionCookies(request, reply, null, session.csrfToken);
  return session;
}

/** Ends the request's session server-side and hands out a fresh guest session with a new CSRF token. */
export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const oldId = request.cookies[SESSION_COOKIE];
  if (oldId) await request.server.db.delete(sessions).where(eq(sessions.idHash, hashSessionId(oldId)));
  (request as WithSession)[SESSION_KEY] = Promise.resolve(null);
  await startSession(request, reply, null);
}

/** Ends every session of a user except `keepIdHash` (the one making the request, if any). */
export async function endUserSessions(db: Executor, userId: number, keepIdHash: string | null = null): Promise<void> {
  await db
    .delete(sessions)
    .where(keepIdHash ? and(eq(sessions.userId, userId), ne(sessions.idHash, keepIdHash)) : eq(sessions.userId, userId));
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
  await pruneRateLimits(db);
}

export default fp(
  async (app) => {
    await app.register(cookie);
  },
  { name: 'session' },
);
