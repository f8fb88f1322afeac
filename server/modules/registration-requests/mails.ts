/** The e-mails that tell an applicant how their registration request was decided. */
import { composeMail } from '../../lib/mail/compose.ts';
import type { MailMessage } from '../../lib/mail/mailer.ts';

interface Applicant {
  to: string;
  contactName: string;
  organisation: string;
  reference: number;
}

/** For a contact who is new to DealLedger: the link sets their password. */
export function approvedNewUserMail(applicant: Applicant, setPasswordUrl: string, minutes: number): MailMessage {
  return composeMail(
    applicant.to,
    `${applicant.organisation} is now on DealLedger`,
    `Hello ${applicant.contactName},`,
    [
      `Your registration request R-${applicant.reference} for ${applicant.organisation} has been approved, and you are the organisation's manager.`,
      `Set your password to sign in. The link is valid for ${minutes} minutes; after that, ask for a new one on the sign-in page ("Forgot your password?").`,
    ],
    { label: 'Set your password', url: setPasswordUrl },
    'If you did not apply, please reply to this email.',
  );
}

/** For a contact who already has an account: they sign in as before. */
export function approvedExistingUserMail(applicant: Applicant, signInUrl: string): MailMessage {
  return composeMail(
    applicant.to,
    `${applicant.organisation} is now on DealLedger`,
    `Hello ${applicant.contactName},`,
    [
      `Your registration request R-${applicant.reference} for ${applicant.organisation} has been approved, and you are the organisation's manager.`,
      'Sign in with your existing DealLedger account to start.',
    ],
    { label: 'Sign in', url: signInUrl },
    'If you did not apply, please reply to this email.',
  );
}

export function rejectedMail(applicant: Applicant, reason: string, portalUrl: string): MailMessage {
  return composeMail(
    applicant.to,
    `Your registration request for ${applicant.organisation}`,
    `Hello ${applicant.contactName},`,
    [
      `We are sorry: your registration request R-${applicant.reference} for ${applicant.organisation} has not been approved.`,
      `Reason: ${reason}`,
      'You are welcome to apply again once the points above are resolved.',
    ],
    { label: 'Visit DealLedger', url: portalUrl },
    'If you have questions, please reply to this email.',
  );
}
