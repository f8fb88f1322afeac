/**
 * The sign-in form's own check of its two fields: the first message per field that
 * `loginSchema` (auth-rules.ts) gives, without the validation library, so the
 * sign-in page ships no zod. tests/unit/src/domain/login-check.test.ts holds both to the
 * same answers.
 */
import { hasForbiddenCharacters, TEXT_MESSAGES } from './text-rules';

export interface LoginFields {
  email: string;
  password: string;
}

export type LoginFieldErrors = Partial<Record<keyof LoginFields, string>>;

/** The address pattern zod's `z.email()` applies by default. */
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const EMAIL_MAX = 255;
const PASSWORD_MAX = 1024;

export const LOGIN_CHECK_MESSAGES = {
  required: (field: string) => `The ${field} field is required.`,
  emailTooLong: `The email field must not be greater than ${EMAIL_MAX} characters.`,
  emailInvalid: 'The email field must be a valid email address.',
} as const;

function emailError(value: string): string | undefined {
  const email = value.trim();
  if (email === '') return LOGIN_CHECK_MESSAGES.required('email');
  if (email.length > EMAIL_MAX) return LOGIN_CHECK_MESSAGES.emailTooLong;
  if (hasForbiddenCharacters(email)) return TEXT_MESSAGES.forbiddenCharacters('email');
  return EMAIL_PATTERN.test(email) ? undefined : LOGIN_CHECK_MESSAGES.emailInvalid;
}

function passwordError(password: string): string | undefined {
  // The schema's own message covers its length limit too.
  if (password === '' || password.length > PASSWORD_MAX) return LOGIN_CHECK_MESSAGES.required('password');
  return password.includes('\u0000') ? TEXT_MESSAGES.forbiddenCharacters('password') : undefined;
}

/** The fields in error with their first message; empty when the form may be sent. */
export function checkLogin(fields: LoginFields): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  const email = emailError(fields.email);
  const password = passwordError(fields.password);
  if (email) errors.email = email;
  if (password) errors.password = password;
  return errors;
}
