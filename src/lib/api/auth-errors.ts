/** The auth error catalogue of spec section 8: the message a failed call shows, from the server's answer or a fallback. */
import { AUTH_FALLBACK_MESSAGES } from '@/domain/auth-fallback-messages';

/** An API error body in the Laravel shape: a message and, for a 422, messages per field. */
export interface ApiErrorBody {
  message?: unknown;
  errors?: unknown;
}

export type FieldErrors = Record<string, string[]>;

/** The fallbacks live with the shared auth rules so screens, store and tests read one list. */
export const AUTH_FALLBACK = AUTH_FALLBACK_MESSAGES;

export function fieldErrorsOf(body: unknown): FieldErrors {
  const errors = (body as ApiErrorBody | null | undefined)?.errors;
  if (!errors || typeof errors !== 'object') return {};
  const result: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter(
      (m): m is string => typeof m === 'string' && m !== '',
    );
    if (list.length) result[field] = list;
  }
  return result;
}

export function serverMessage(body: unknown): string | null {
  const message = (body as ApiErrorBody | null | undefined)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

const firstError = (body: unknown, field: string) => fieldErrorsOf(body)[field]?.[0] ?? null;

/** Server message, else the fallback: login, registration, logout, onboarding, resend. */
export function messageOr(body: unknown, fallback: string): string {
  return serverMessage(body) ?? fallback;
}

export function forgotPasswordError(body: unknown): string {
  return firstError(body, 'email') ?? serverMessage(body) ?? AUTH_FALLBACK.forgotPassword;
}

export function resetPasswordError(body: unknown): string {
  return (
    firstError(body, 'email') ?? firstError(body, 'password') ?? serverMessage(body) ?? AUTH_FALLBACK.resetPassword
  );
}
