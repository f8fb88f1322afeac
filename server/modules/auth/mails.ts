/** The sign-up and password e-mails: plain text first, HTML with the same words. */
import type { MailMessage } from '../../lib/mail/mailer.ts';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

function message(to: string, subject: string, greeting: string, lines: string[], action: { label: string; url: string }, footer: string): MailMessage {
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

export function verificationMail(to: string, name: string, url: string, minutes: number): MailMessage {
  return message(
    to,
    'Verify your email address',
    `Hello ${name},`,
    ['Please confirm that this is your email address to finish setting up your DealLedger account.', `The link is valid for ${minutes} minutes.`],
    { label: 'Verify email address', url },
    'If you did not create an account, no further action is required.',
  );
}

export function passwordResetMail(to: string, name: string, url: string, minutes: number): MailMessage {
  return message(
    to,
    'Reset your password',
    `Hello ${name},`,
    ['You are receiving this email because we received a password reset request for your account.', `This password reset link will expire in ${minutes} minutes.`],
    { label: 'Reset password', url },
    'If you did not request a password reset, no further action is required.',
  );
}
