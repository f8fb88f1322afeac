/** The sign-up and password e-mails: plain text first, HTML with the same words. */
import { composeMail } from '../../lib/mail/compose.ts';
import type { MailMessage } from '../../lib/mail/mailer.ts';

export function verificationMail(to: string, name: string, url: string, minutes: number): MailMessage {
  return composeMail(
    to,
    'Verify your email address',
    `Hello ${name},`,
    ['Please confirm that this is your email address to finish setting up your DealLedger account.', `The link is valid for ${minutes} minutes.`],
    { label: 'Verify email address', url },
    'If you did not create an account, no further action is required.',
  );
}

export function passwordResetMail(to: string, name: string, url: string, minutes: number): MailMessage {
  return composeMail(
    to,
    'Reset your password',
    `Hello ${name},`,
    ['You are receiving this email because we received a password reset request for your account.', `This password reset link will expire in ${minutes} minutes.`],
    { label: 'Reset password', url },
    'If you did not request a password reset, no further action is required.',
  );
}
