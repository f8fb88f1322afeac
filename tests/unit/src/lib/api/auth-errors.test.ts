/** The messages failed auth calls show (spec section 8): the server's words first, then the fallbacks. */
import { describe, expect, it } from 'vitest';
import {
  AUTH_FALLBACK,
  fieldErrorsOf,
  forgotPasswordError,
  messageOr,
  resetPasswordError,
} from '@/lib/api/auth-errors';

describe('the auth error catalogue', () => {
  it('has the fallbacks of spec section 8', () => {
    expect(AUTH_FALLBACK).toEqual({
      login: 'Login failed',
      register: 'Registration failed',
      fetchUser: 'Failed to fetch user',
      logout: 'Logout failed.',
      onboard: 'Entity registration failed.',
      forgotPassword: 'Failed to send password reset link.',
      resetPassword: 'Failed to reset password.',
      resendVerification: 'Failed to resend verification email.',
    });
  });

  it('shows the server message when there is one, else the fallback', () => {
    expect(messageOr({ message: 'These credentials do not match our records.' }, AUTH_FALLBACK.login)).toBe(
      'These credentials do not match our records.',
    );
    expect(messageOr({ message: '' }, AUTH_FALLBACK.login)).toBe('Login failed');
    expect(messageOr(undefined, AUTH_FALLBACK.register)).toBe('Registration failed');
    expect(messageOr('<html>Bad gateway</html>', AUTH_FALLBACK.onboard)).toBe('Entity registration failed.');
  });

  it('forgot password: first e-mail error, else message, else fallback', () => {
    expect(forgotPasswordError({ message: 'Invalid.', errors: { email: ['No user.', 'Second.'] } })).toBe('No user.');
    expect(forgotPasswordError({ message: 'Please wait before retrying.' })).toBe('Please wait before retrying.');
    expect(forgotPasswordError({ errors: { name: ['x'] } })).toBe('Failed to send password reset link.');
  });

  it('reset password: first e-mail error, else first password error, else message, else fallback', () => {
    expect(resetPasswordError({ message: 'm', errors: { password: ['Too short.'], email: ['Bad token.'] } })).toBe(
      'Bad token.',
    );
    expect(resetPasswordError({ message: 'm', errors: { password: ['Too short.', 'Too common.'] } })).toBe(
      'Too short.',
    );
    expect(resetPasswordError({ message: 'This password reset token is invalid.' })).toBe(
      'This password reset token is invalid.',
    );
    expect(resetPasswordError(null)).toBe('Failed to reset password.');
  });

  it('reads the field errors of a 422', () => {
    expect(fieldErrorsOf({ errors: { email: ['Taken.'], 'documents.0': ['Bad type.'], junk: [1] } })).toEqual({
      email: ['Taken.'],
      'documents.0': ['Bad type.'],
    });
    expect(fieldErrorsOf({ message: 'x' })).toEqual({});
  });
});
