/** A notification as an e-mail: its title as the subject, its sentences, a link to the record, and where to switch such mail off. */
import { pathFor } from '../../../src/domain/routes.ts';
import type { NotificationWords } from '../../db/schema/index.ts';
import { composeMail } from '../../lib/mail/compose.ts';
import type { MailMessage } from '../../lib/mail/mailer.ts';

export function notificationMail(
  to: { email: string; name: string },
  words: NotificationWords,
  portalUrl: string,
): MailMessage {
  const root = portalUrl.replace(/\/+$/, '');
  return composeMail(
    to.email,
    words.title,
    `Hello ${to.name},`,
    words.lines,
    { label: 'Open in DealLedger', url: `${root}${words.href}` },
    `You can switch off e-mails of this kind in your settings: ${root}${pathFor('settings')}`,
  );
}
