/** Composes a transactional e-mail: plain text first, HTML with the same words and one action link. */
import type { MailMessage } from './mailer.ts';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

export function composeMail(
  to: string,
  subject: string,
  greeting: string,
  lines: string[],
  action: { label: string; url: string },
  footer: string,
): MailMessage {
  const text = [greeting, '', ...lines, '', `${action.label}: ${action.url}`, '', footer, '', 'DealLedger'].join('\n');
  const html = [
    '<!doctype html><html><body>',
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`,
    `<p>If the button does not work, copy this address into your browser:<br>${escapeHtml(action.url)}</p>`,
    `<p>${escapeHtml(footer)}</p>`,
    '<p>DealLedger</p>',
    '</body></html>',
  ].join('\n');
  return { to, subject, text, html };
}
