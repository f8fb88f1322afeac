/**
 * The texts the auth screens and the API share. Kept apart from the zod rules so
 * that the auth store, loaded on every page, does not pull in the validation library.
 */

/** Every message the auth screens and the API share. */
export const AUTH_MESSAGES = {
  loggedIn: 'You are logged in.',
  /** The same answer whether or not the address already had an account: the mailbox tells its owner which. */
  registered:
    'Thank you for signing up. We have sent a message to your email address: follow its link to finish, then sign in.',
  credentials: 'These credentials do not match our records.',
  throttled: (seconds: number) => `Too many login attempts. Please try again in ${seconds} seconds.`,
  resetThrottled: (seconds: number) => `Too many password reset attempts. Please try again in ${seconds} seconds.`,
  retryLater: 'Please wait before retrying.',
  tooManyRegistrations: 'Too many sign-ups from your network. Please try again later.',
  tooManyOnboardings: 'Too many registration requests from your network. Please try again later.',
  alreadyVerified: 'Your email address is already verified.',
  verificationSent: 'A fresh verification link has been sent to your email address.',
  resetLinkSent: 'We have emailed your password reset link.',
  passwordReset: 'Your password has been reset.',
  resetTokenInvalid: 'This password reset token is invalid.',
  passwordConfirmation: 'The password field confirmation does not match.',
  passwordCommon: 'The password is too common. Please choose a less predictable password.',
  passwordBlank: 'The password must not consist of spaces only.',
  passwordHasEmail: 'The password must not contain your email address.',
  alreadyRegisteredNumber: 'An organisation with this registration number is already registered.',
  unsupportedMultipart: 'Unsupported media type: send multipart/form-data.',
  onboarded: 'Your registration request has been received. We will review it and contact you by email.',
  duplicateRegistration: 'An open registration request already exists for this registration number.',
  unauthenticated: 'Unauthenticated.',
  csrfMismatch: 'CSRF token mismatch.',
} as const;

export { AUTH_FALLBACK_MESSAGES } from './auth-fallback-messages';
