/**
 * The body schemas of the routes that set a password: the shared form rules plus the
 * server-only check against breached and common passwords, so that the one error
 * handler answers every refusal, all fields at once.
 */
import type { z } from 'zod';
import {
  AUTH_MESSAGES,
  PASSWORD_MAX,
  PASSWORD_MIN,
  registerSchema,
  resetPasswordSchema,
} from '../../../src/domain/auth-rules.ts';
import { isCommonPassword } from './common-passwords.ts';

const notCommon = (value: { password?: unknown }, ctx: z.RefinementCtx) => {
  const { password } = value;
  if (
    typeof password === 'string' &&
    password.length >= PASSWORD_MIN &&
    password.length <= PASSWORD_MAX &&
    isCommonPassword(password)
  ) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: AUTH_MESSAGES.passwordCommon });
  }
};

/** Runs even when another field failed, so the password's problems show with the others. */
const always = { when: () => true };

export const serverRegisterSchema = registerSchema.superRefine(notCommon, always);
export const serverResetPasswordSchema = resetPasswordSchema.superRefine(notCommon, always);
