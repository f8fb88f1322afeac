/**
 * The account actions of the public pages (spec sections 3 and 7): sign-up, the e-mail and password
 * flows and onboarding. Apart from the auth store, which every page loads, since only these pages use them.
 */
import { AUTH_MESSAGES } from '@/domain/auth-messages';
import {
  AUTH_FALLBACK,
  forgotPasswordError,
  messageOr,
  resetPasswordError,
  serverMessage,
} from '@/lib/api/auth-errors';
import { begin, call, client, ensureCsrfCookie, fail, fetchCsrfCookie, succeed, type AuthOutcome } from './auth';
import type { RegisterFields, ResetPasswordFields } from './auth-types';

/**
 * Sign-up: fetches the CSRF cookie first, as login does, but does not sign in. The answer is
 * the same whether or not the address already had an account; the mailbox tells its owner which.
 */
export async function register(fields: RegisterFields): Promise<AuthOutcome> {
  begin();
  await fetchCsrfCookie().catch(() => undefined);
  const result = await call(async () => (await client()).api.POST('/api/v1/auth/register', { body: fields }));
  return result.ok
    ? succeed(serverMessage(result.data) ?? AUTH_MESSAGES.registered)
    : fail(result, messageOr(result.body, AUTH_FALLBACK.register));
}

export async function resendVerification(): Promise<AuthOutcome> {
  begin();
  await ensureCsrfCookie();
  const result = await call(async () => (await client()).api.POST('/api/v1/email/resend'));
  return result.ok
    ? succeed(serverMessage(result.data) ?? AUTH_MESSAGES.verificationSent)
    : fail(result, messageOr(result.body, AUTH_FALLBACK.resendVerification));
}

export async function forgotPassword(fields: { email: string }): Promise<AuthOutcome> {
  begin();
  await ensureCsrfCookie();
  const result = await call(async () => (await client()).api.POST('/api/v1/password/email', { body: fields }));
  return result.ok
    ? succeed(serverMessage(result.data) ?? AUTH_MESSAGES.resetLinkSent)
    : fail(result, forgotPasswordError(result.body));
}

export async function resetPassword(fields: ResetPasswordFields): Promise<AuthOutcome> {
  begin();
  await ensureCsrfCookie();
  const result = await call(async () => (await client()).api.POST('/api/v1/password/reset', { body: fields }));
  return result.ok
    ? succeed(serverMessage(result.data) ?? AUTH_MESSAGES.passwordReset)
    : fail(result, resetPasswordError(result.body));
}

/** Sends an organisation's registration request; no cookies go with it (spec section 7). */
export async function onboard(form: FormData): Promise<AuthOutcome> {
  begin();
  const result = await call(async () => (await client()).publicApi.POST('/api/v1/onboard', { body: form as never }));
  return result.ok
    ? succeed(serverMessage(result.data) ?? AUTH_MESSAGES.onboarded)
    : fail(result, messageOr(result.body, AUTH_FALLBACK.onboard));
}
