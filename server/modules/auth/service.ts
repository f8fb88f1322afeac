/** Sign-in, sign-up, e-mail verification and password reset rules. */
import { createHash, randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  AUTH_MESSAGES,
  PASSWORD_MAX,
  PASSWORD_MIN,
  registerSchema,
  resetPasswordSchema,
  type LoginInput,
  type RegisterInput,
  type ResetPasswordInput,
} from '../../../src/domain/auth-rules.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { ValidationError, type FieldErrors } from '../../lib/http-errors.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from '../../lib/password.ts';
import { clearRateLimit, hitRateLimit, peekRateLimit, type Limit } from '../../lib/rate-limit.ts';
import { signPath } from '../../lib/signed-url.ts';
import { fieldErrorsFromIssues } from '../../lib/validation-messages.ts';
import { endUserSessions } from '../../plugins/session.ts';
import { API_PREFIX } from '../../plugins/openapi.ts';
import { isCommonPassword } from './common-passwords.ts';
import { passwordResetMail, verificationMail } from './mails.ts';
import {
  consumeResetToken,
  getUserByEmail,
  getUserById,
  insertUser,
  markEmailVerified,
  recordLogin,
  saveResetToken,
  setPasswordHash,
  type UserRow,
} from './queries.ts';
import { getSigningKey } from './signing-key.ts';

export const LOGIN_LIMIT: Limit = { max: 5, windowSeconds: 60 };
export const VERIFICATION_RESEND_LIMIT: Limit = { max: 6, windowSeconds: 60 };
export const RESET_MAIL_LIMIT: Limit = { max: 1, windowSeconds: 60 };
/** Across e-mails, so one address cannot spray reset mails at many accounts. */
export const RESET_MAIL_IP_LIMIT: Limit = { max: 20, windowSeconds: 600 };
export const LINK_LIFETIME_MINUTES = 60;

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
  const key = `login:${input.email.toLowerCase()}|${ip}`;
  const throttle = await peekRateLimit(db, key, LOGIN_LIMIT);
  if (throttle.exceeded) return { ok: false, retryAfter: throttle.retryAfter };
  const user = await getUserByEmail(db, input.email);
  const passwordOk = await verifyPassword(input.password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
  if (!user || !passwordOk || !user.isActive) {
    await hitRateLimit(db, key, LOGIN_LIMIT);
    return { ok: false, retryAfter: null };
  }
  await clearRateLimit(db, key);
  await recordLogin(db, user.id);
  return { ok: true, user };
}

/** Runs the shared schema and the server-only password check, reporting every field at once. */
function validateWithPasswordPolicy<S extends z.ZodType>(schema: S, body: unknown, extra: FieldErrors = {}): z.output<S> {
  const parsed = schema.safeParse(body);
  const errors: FieldErrors = parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues);
  const password = (body as { password?: unknown } | null)?.password;
  if (typeof password === 'string' && password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX && isCommonPassword(password)) {
    (errors['password'] ??= []).push(AUTH_MESSAGES.passwordCommon);
  }
  for (const [field, messages] of Object.entries(extra)) (errors[field] ??= []).push(...messages);
  if (!parsed.success || Object.keys(errors).length > 0) throw new ValidationError(inFormOrder(errors));
  return parsed.data;
}

const FORM_ORDER = ['name', 'token', 'email', 'password', 'password_confirmation'];

/** Errors in the order the form shows its fields, so the summary message names the first one on screen. */
function inFormOrder(errors: FieldErrors): FieldErrors {
  const rank = (field: string) => (FORM_ORDER.includes(field) ? FORM_ORDER.indexOf(field) : FORM_ORDER.length);
  return Object.fromEntries(Object.entries(errors).sort(([a], [b]) => rank(a) - rank(b)));
}

export async function register(deps: AuthDeps, body: unknown): Promise<UserRow> {
  const email = (body as { email?: unknown } | null)?.email;
  const taken = typeof email === 'string' && email.trim() !== '' && (await getUserByEmail(deps.db, email.trim())) !== null;
  const input: RegisterInput = validateWithPasswordPolicy(registerSchema, body, taken ? { email: [AUTH_MESSAGES.emailTaken] } : {});
  const user = await insertUser(deps.db, { name: input.name, email: input.email, passwordHash: await hashPassword(input.password) });
  if (!user) throw new ValidationError({ email: [AUTH_MESSAGES.emailTaken] });
  await sendVerificationMail(deps, user);
  return user;
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

/** Mails a reset link when the account exists and is active; says nothing either way. */
export async function sendPasswordResetLink(deps: AuthDeps, email: string): Promise<void> {
  const user = await getUserByEmail(deps.db, email);
  if (!user || !user.isActive) return;
  const token = randomBytes(32).toString('base64url');
  await saveResetToken(deps.db, user.id, sha256(token));
  const query = new URLSearchParams({ token, email: user.email });
  const url = `${deps.config.appUrl}/auth/reset-password?${query.toString()}`;
  deps.mailer.sendInBackground(passwordResetMail(user.email, user.name, url, LINK_LIFETIME_MINUTES));
}

/**
 * Sets the new password if the token is valid, and ends every other session of the
 * user: whoever knew the old password is signed out. The token dies in the same transaction.
 */
export async function resetPassword(db: Database, body: unknown, currentSessionHash: string | null): Promise<void> {
  const input: ResetPasswordInput = validateWithPasswordPolicy(resetPasswordSchema, body);
  const invalid = () => new ValidationError({ email: [AUTH_MESSAGES.resetTokenInvalid] });
  const user = await getUserByEmail(db, input.email);
  if (!user) throw invalid();
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    if (!(await consumeResetToken(tx, user.id, sha256(input.token), LINK_LIFETIME_MINUTES))) throw invalid();
    await setPasswordHash(tx, user.id, passwordHash);
    // The link arrived in the user's mailbox, which proves the address as well.
    await markEmailVerified(tx, user.id);
    await endUserSessions(tx, user.id, currentSessionHash);
  });
}
