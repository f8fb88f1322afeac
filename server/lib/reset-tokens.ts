/**
 * Password-reset tokens: one live token per user, only its SHA-256 stored. The forgot-password
 * flow and a new user's set-password mail both issue them; the reset page consumes them.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { passwordResetTokens } from '../db/schema/index.ts';
import { passwordResetPath } from '../../src/domain/post-login.ts';

export const RESET_LINK_LIFETIME_MINUTES = 60;

export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const newResetToken = () => randomBytes(32).toString('base64url');

/** Replaces any earlier token of the user: only the latest link works. */
export async function saveResetToken(db: Executor, userId: number, tokenHash: string): Promise<void> {
  await db
    .insert(passwordResetTokens)
    .values({ userId, tokenHash })
    .onConflictDoUpdate({ target: passwordResetTokens.userId, set: { tokenHash, createdAt: sql`now()` } });
}

/** Makes and saves a fresh token; answers the absolute link to the reset page that uses it. */
export async function issueResetLink(
  db: Executor,
  appUrl: string,
  user: { id: number; email: string },
): Promise<string> {
  const token = newResetToken();
  await saveResetToken(db, user.id, hashResetToken(token));
  return `${appUrl}${passwordResetPath(token, user.email)}`;
}

/** Deletes the token if it matches and is fresh; the delete is what makes it single-use. */
export async function consumeResetToken(
  db: Executor,
  userId: number,
  tokenHash: string,
  maxAgeMinutes = RESET_LINK_LIFETIME_MINUTES,
): Promise<boolean> {
  const rows = await db
    .delete(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.userId, userId),
        eq(passwordResetTokens.tokenHash, tokenHash),
        gt(passwordResetTokens.createdAt, sql`now() - make_interval(mins => ${maxAgeMinutes})`),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return rows.length > 0;
}
