/** Sign-in, sign-up, e-mail verification and password reset rules. */
import { createHash } from 'node:crypto';
import type { LoginInput, RegisterInput, ResetPasswordInput } from '../../../src/domain/auth-rules.ts';
import { AUTH_MESSAGES } from '../../../src/domain/auth-messages.ts';
import { passwordResetPath } from '../../../src/domain/post-login.ts';
import { pathFor } from '../../../src/domain/routes.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { ValidationError } from '../../lib/http-errors.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from '../../lib/password.ts';
import { tooManyRequests, type Limit } from '../../lib/rate-limit.ts';
import { signPath } from '../../lib/signed-url.ts';
import { endUserSessions } from '../../lib/session/session.ts';
import { API_PREFIX } from '../../lib/api-paths.ts';
import { admitLoginAttempt, recordLoginSuccess } from './login-throttle.ts';
import { admitResetAttempt, recordResetSuccess } from './reset-throttle.ts';
import { accountExistsMail, passwordChangedMail, passwordResetMail, verificationMail } from './mails.ts';
import {
  getUserByEmail,
  getUserById,
  insertUser,
  markEmailVerified,
  recordLogin,
  setPasswordHash,
  type UserRow,
} from './queries.ts';
import { getSigningKey } from '../../lib/signing-key.ts';
import {
  consumeResetToken,
  hashResetToken,
  newResetToken,
  RESET_LINK_LIFETIME_MINUTES,
  saveResetToken,
} from '../../lib/reset-tokens.ts';

export const VERIFICATION_RESEND_LIMIT: Limit = { max: 6, windowSeconds: 60 };
export const RESET_MAIL_LIMIT: Limit = { max: 1, windowSeconds: 60 };
/** Across e-mails, so one address cannot spray reset mails at many accounts or probe for them. */
export const RESET_MAIL_IP_LIMIT: Limit = { max: 20, windowSeconds: 600 };
/** Per client address, counting every attempt: each sign-up sends a mail to an address the caller chose. */
export const REGISTER_IP_LIMIT: Limit = { max: 20, windowSeconds: 600 };
export const LINK_LIFETIME_MINUTES = RESET_LINK_LIFETIME_MINUTES;

export interface AuthDeps {
  db: Database;
  mailer: Mailer;
  config: Config;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const emailHash = (email: string) => sha256(email.trim().toLowerCase());

export type LoginOutcome = { ok: true; user: UserRow } | { ok: false; retryAfter: number | null };

/**
 * Checks credentials with the same work whether or not the e-mail exists, so
 * neither the answer nor its timing tells an attacker which addresses have accounts.
 */
export async function attemptLogin(db: Database, input: LoginInput, ip: string): Promise<LoginOutcome> {
  const admission = await admitLoginAttempt(db, input.email, ip);
  if (!admission.admitted) return { ok: false, retryAfter: admission.retryAfter };
  const user = await getUserByEmail(db, input.email);
  const passwordOk = await verifyPassword(input.password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
  if (!user || !passwordOk || !user.isActive) return { ok: false, retryAfter: null };
  await recordLoginSuccess(db, input.email, ip);
  await recordLogin(db, user.id);
  return { ok: true, user };
}

/**
 * Creates the account and mails its verification link; when the address already has an
 * account, mails its owner a notice instead. The caller gets the same answer either way,
 * after the same work (the password is hashed in both cases), so sign-up tells a stranger
 * nothing about which addresses have accounts.
 */
export async function register(deps: AuthDeps, input: RegisterInput): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const user = await insertUser(deps.db, { name: input.name, email: input.email, passwordHash });
  if (user) return sendVerificationMail(deps, user);
  const owner = await getUserByEmail(deps.db, input.email);
  if (!owner) return;
  const { appUrl } = deps.config;
  deps.mailer.sendInBackground(
    accountExistsMail(
      owner.email,
      owner.name,
      `${appUrl}${pathFor('login')}`,
      `${appUrl}${pathFor('forgot-password')}`,
    ),
  );
}

export async function verificationUrl(deps: AuthDeps, user: Pick<UserRow, 'id' | 'email'>): Promise<string> {
  const key = await getSigningKey(deps.db, deps.config.appKey);
  const expires = new Date(Date.now() + LINK_LIFETIME_MINUTES * 60_000);
  return `${deps.config.appUrl}${signPath(key, `${API_PREFIX}/email/verify/${user.id}/${emailHash(user.email)}`, expires)}`;
}

export async function sendVerificationMail(deps: AuthDeps, user: UserRow): Promise<void> {
  const url = await verificationUrl(deps, user);
  deps.mailer.sendInBackground(verificationMail(user.email, user.name, url, LINK_LIFETIME_MINUTES));
}

/** Verifies the address a signed link names; false when the link is for an address the user no longer has. */
export async function verifyEmail(db: Database, userId: number, hash: string): Promise<boolean> {
  const user = await getUserById(db, userId);
  if (!user || emailHash(user.email) !== hash.toLowerCase()) return false;
  await markEmailVerified(db, user.id);
  return true;
}

/**
 * Mails a reset link when the account exists and is active; says nothing either way.
 * The route runs this after it has answered, so the answer's timing does not depend on the
 * address either; the token is made and hashed for every address all the same.
 */
export async function sendPasswordResetLink(deps: AuthDeps, email: string): Promise<void> {
  const token = newResetToken();
  const tokenHash = hashResetToken(token);
  const user = await getUserByEmail(deps.db, email);
  if (!user || !user.isActive) return;
  await saveResetToken(deps.db, user.id, tokenHash);
  const url = `${deps.config.appUrl}${passwordResetPath(token, user.email)}`;
  deps.mailer.sendInBackground(passwordResetMail(user.email, user.name, url, LINK_LIFETIME_MINUTES));
}

/**
 * Sets the new password if the token is valid, ends every other session of the user
 * (whoever knew the old password is signed out) and tells the owner by mail. The token
 * dies in the same transaction. Like a sign-in, the attempt is counted against the account
 * and the client address before the token is checked. The password is hashed before the
 * address is looked up, so an unknown address takes as long as a known one.
 */
export async function resetPassword(
  deps: AuthDeps,
  input: ResetPasswordInput,
  ip: string,
  currentSessionHash: string | null,
): Promise<void> {
  const admission = await admitResetAttempt(deps.db, input.email, ip);
  if (!admission.admitted)
    throw tooManyRequests(admission.retryAfter, AUTH_MESSAGES.resetThrottled(admission.retryAfter));
  const invalid = () => new ValidationError({ email: [AUTH_MESSAGES.resetTokenInvalid] });
  const passwordHash = await hashPassword(input.password);
  const user = await getUserByEmail(deps.db, input.email);
  if (!user) throw invalid();
  await deps.db.transaction(async (tx) => {
    if (!(await consumeResetToken(tx, user.id, hashResetToken(input.token), LINK_LIFETIME_MINUTES))) throw invalid();
    await setPasswordHash(tx, user.id, passwordHash);
    // The link arrived in the user's mailbox, which proves the address as well.
    await markEmailVerified(tx, user.id);
    await endUserSessions(tx, user.id, currentSessionHash);
  });
  await recordResetSuccess(deps.db, input.email, ip);
  deps.mailer.sendInBackground(
    passwordChangedMail(user.email, user.name, `${deps.config.appUrl}${pathFor('forgot-password')}`),
  );
}
