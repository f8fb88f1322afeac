/** The sign-up and password e-mails: plain text first, HTML with the same words. */
import { composeMail } from '../../lib/mail/compose.ts';
import type { MailMessage } from '../../lib/mail/mailer.ts';

export function verificationMail(to: string, name: string, url: string, minutes: number): MailMessage {
  return composeMail(
    to,
    'Verify your email address',
    `Hello ${name},`,
    [
      'Please confirm that this is your email address to finish setting up your DealLedger account.',
      `The link is valid for ${minutes} minutes.`,
    ],
    { label: 'Verify email address', url },
    'If you did not create an account, no further action is required.',
  );
}

/** Sent instead of a verification link when someone signs up with an address that already has an account. */
export function accountExistsMail(to: string, name: string, signInUrl: string, resetUrl: string): MailMessage {
  return composeMail(
    to,
    'You already have a DealLedger account',
    `Hello ${name},`,
    [
      'Someone tried to create a DealLedger account with this email address, which already has one. No new account was created.',
      `If it was you, sign in with your password. If you have forgotten it, ask for a new one at ${resetUrl}`,
    ],
    { label: 'Sign in', url: signInUrl },
    'If it was not you, no further action is required: your account has not changed.',
  );
}

export function passwordResetMail(to: string, name: string, url: string, minutes: number): MailMessage {
  return composeMail(
    to,
    'Reset your password',
    `Hello ${name},`,
    [
      'You are receiving this email because we received a password reset request for your account.',
      `This password reset link will expire in ${minutes} minutes.`,
    ],
    { label: 'Reset password', url },
    'If you did not request a password reset, no further action is required.',
  );
}

/** Tells the owner that the password changed, so a change they did not make does not go unnoticed. */
export function passwordChangedMail(to: string, name: string, resetUrl: string): MailMessage {
  return composeMail(
    to,
    'Your password has been changed',
    `Hello ${name},`,
    [
      'The password of your DealLedger account has just been changed, and every other session of the account has been signed out.',
    ],
    { label: 'Reset your password', url: resetUrl },
    'If you made this change, no further action is required. If you did not, reset your password at once with the link above.',
  );
}
