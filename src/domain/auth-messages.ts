/**
 * The texts the auth screens and the API share. Kept apart from the zod rules so
 * that the auth store, loaded on every page, does not pull in the validation library.
 */

/** Every message the auth screens and the API share. */
export const AUTH_MESSAGES = {
  loggedIn: 'You are logged in.',
  registered: 'Your account has been created. Please check your email for a verification link.',
  credentials: 'These credentials do not match our records.',
  throttled: (seconds: number) => `Too many login attempts. Please try again in ${seconds} seconds.`,
  verificationSent: 'A fresh verification link has been sent to your email address.',
  resetLinkSent: 'We have emailed your password reset link.',
  passwordReset: 'Your password has been reset.',
  resetTokenInvalid: 'This password reset token is invalid.',
  emailTaken: 'The email has already been taken.',
  passwordConfirmation: 'The password field confirmation does not match.',
  passwordCommon: 'The password is too common. Please choose a less predictable password.',
  onboarded: 'Your registration request has been received. We will review it and contact you by email.',
  duplicateRegistration: 'An open registration request already exists for this registration number.',
  unauthenticated: 'Unauthenticated.',
  csrfMismatch: 'CSRF token mismatch.',
} as const;

/** What the portal shows when the server gives no message (spec section 8). */
export const AUTH_FALLBACK_MESSAGES = {
  login: 'Login failed',
  register: 'Registration failed',
  fetchUser: 'Failed to fetch user',
  logout: 'Logout failed.',
  onboard: 'Entity registration failed.',
  forgotPassword: 'Failed to send password reset link.',
  resetPassword: 'Failed to reset password.',
  resendVerification: 'Failed to resend verification email.',
} as const;
