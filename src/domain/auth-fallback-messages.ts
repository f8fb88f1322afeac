/**
 * What the portal shows when the server gives no message (spec section 8). Apart from the other auth
 * messages: the auth store, which every page loads, needs these alone.
 */
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
