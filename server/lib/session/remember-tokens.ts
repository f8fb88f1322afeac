/**
 * "Keep me signed in on this device": a long-lived HttpOnly cookie whose token is stored
 * hashed. It restores a session when the browser comes back without one, and is replaced
 * by a new token each time it does (single use). Logout and a password reset end it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { rememberTokens, users } from '../../db/schema/index.ts';
import type { Executor } from '../../db/client.ts';
import { REMEMBER_COOKIE } from '../../../src/domain/cookies.ts';
import { cookieAttributes } from './cookie-attributes.ts';

export const REMEMBER_DAYS = 30;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

function setRememberCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date): void {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  reply.setCookie(REMEMBER_COOKIE, token, { ...cookieAttributes(request), httpOnly: true, maxAge });
}

export function clearRememberCookie(request: FastifyRequest, reply: FastifyReply): void {
  if (request.cookies[REMEMBER_COOKIE] === undefined) return;
  // A cookie is cleared only by the same path and domain it was set with.
  reply.clearCookie(REMEMBER_COOKIE, { ...cookieAttributes(request), httpOnly: true });
}

/** Starts remembering this device for `userId` for REMEMBER_DAYS. */
export async function rememberDevice(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
  const token = newToken();
  const [row] = await request.server.db
    .insert(rememberTokens)
    .values({ tokenHash: hashOf(token), userId, expiresAt: sql`now() + make_interval(days => ${REMEMBER_DAYS})` })
    .returning({ expiresAt: rememberTokens.expiresAt });
  setRememberCookie(request, reply, token, row!.expiresAt);
}

/** Forgets this device: its token (if any) is deleted and its cookie cleared. */
export async function forgetDevice(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies[REMEMBER_COOKIE];
  if (!token) return;
  await request.server.db.delete(rememberTokens).where(eq(rememberTokens.tokenHash, hashOf(token)));
  clearRememberCookie(request, reply);
}

/**
 * Spends the request's remember token: the user it belongs to (still active, token not
 * expired), with a new token set in its place and the same expiry. Null when there is none.
 * The delete is the claim, so two requests racing with one token cannot both win.
 */
export async function redeemRememberToken(request: FastifyRequest, reply: FastifyReply): Promise<number | null> {
  const token = request.cookies[REMEMBER_COOKIE];
  if (!token) return null;
  const next = newToken();
  const redeemed = await request.server.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(rememberTokens)
      .where(and(eq(rememberTokens.tokenHash, hashOf(token)), gt(rememberTokens.expiresAt, sql`now()`)))
      .returning({ userId: rememberTokens.userId, expiresAt: rememberTokens.expiresAt });
    if (!row) return null;
    const [user] = await tx.select({ isActive: users.isActive }).from(users).where(eq(users.id, row.userId));
    if (!user?.isActive) return null;
    await tx.insert(rememberTokens).values({ tokenHash: hashOf(next), userId: row.userId, expiresAt: row.expiresAt });
    return row;
  });
  if (!redeemed) return null;
  setRememberCookie(request, reply, next, redeemed.expiresAt);
  return redeemed.userId;
}

export async function endRememberTokens(db: Executor, userId: number): Promise<void> {
  await db.delete(rememberTokens).where(eq(rememberTokens.userId, userId));
}

export async function sweepExpiredRememberTokens(db: Executor): Promise<void> {
  await db.delete(rememberTokens).where(lt(rememberTokens.expiresAt, sql`now()`));
}
