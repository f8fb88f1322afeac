/** The mail a user created by a super_admin receives to choose a password. */
import { composeMail } from '../../lib/mail/compose.ts';
import type { MailMessage } from '../../lib/mail/mailer.ts';

export function setPasswordMail(to: string, name: string, url: string, minutes: number): MailMessage {
  return composeMail(
    to,
    'Set your DealLedger password',
    `Hello ${name},`,
    [
      'A DealLedger administrator has created an account for you with this email address.',
      `Choose your password with the link below; it will expire in ${minutes} minutes. After that, ask for a new one on the forgotten password page.`,
    ],
    { label: 'Set password', url },
    'If you did not expect this account, no further action is required.',
  );
}
