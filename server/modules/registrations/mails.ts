/** The e-mail that tells an organisation's contact person their registration request has arrived. */
import { composeMail } from '../../lib/mail/compose.ts';
import type { MailMessage } from '../../lib/mail/mailer.ts';

export interface RegistrationReceived {
  to: string;
  contactName: string;
  organisation: string;
  reference: number;
  portalUrl: string;
}

export function registrationReceivedMail({
  to,
  contactName,
  organisation,
  reference,
  portalUrl,
}: RegistrationReceived): MailMessage {
  return composeMail(
    to,
    `We have received the registration request for ${organisation}`,
    `Hello ${contactName},`,
    [
      `Thank you for applying to join DealLedger. Your request for ${organisation} has reference R-${reference}.`,
      'A DealLedger administrator will check the organisation details and documents. When the request is approved we will email you a link to set your password and sign in.',
    ],
    { label: 'Visit DealLedger', url: portalUrl },
    'If you did not submit this request, please reply to this email so that we can withdraw it.',
  );
}
