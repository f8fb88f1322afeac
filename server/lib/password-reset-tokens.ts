/**
 * Single-use password links: the forgotten-password mail and the set-password mail a new
 * organisation manager receives use the same tokens. Only each token's SHA-256 is stored.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { passwordResetTokens } from '../db/schema/index.ts';

export const resetTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Replaces any earlier token of the user: only the latest link works. */
export async function saveResetToken(db: Executor, userId: number, tokenHash: string): Promise<void> {
  await db
    .insert(passwordResetTokens)
    .values({ userId, tokenHash })
    .onConflictDoUpdate({ target: passwordResetTokens.userId, set: { tokenHash, createdAt: sql`now()` } });
}

/** Makes and stores a new token for the user; returns the token for the link. */
export async function issueResetToken(db: Executor, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await saveResetToken(db, userId, resetTokenHash(token));
  return token;
}

/** Deletes the token if it matches and is fresh; the delete is what makes it single-use. */
export async function consumeResetToken(db: Executor, userId: number, tokenHash: string, maxAgeMinutes: number): Promise<boolean> {
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

/** How long a password link works after it was sent. */
export const RESET_LINK_LIFETIME_MINUTES = 60;
