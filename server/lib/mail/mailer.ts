/** Sends mail through SMTP when SMTP_URL is set, otherwise writes each message to DATA_DIR/mail as JSON. */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Resolves once the message is handed over; rejects when delivery fails. */
  send(message: MailMessage): Promise<void>;
  /**
   * Sends without making the caller wait or fail: answers must not reveal, by their
   * timing or their status, whether a mail went out. Failures are logged.
   */
  sendInBackground(message: MailMessage): void;
  /** Waits for background sends, then closes the SMTP connection pool. */
  close(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}

export function createMailer({ smtpUrl, from, dataDir, log }: MailerOptions): Mailer {
  // Made on the first mail, so a start does not load nodemailer before anything is sent.
  let transport: Promise<Transporter> | null = null;
  const smtpTransport = (url: string) =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url)));
  const pending = new Set<Promise<void>>();

  async function writeToFile(message: MailMessage): Promise<void> {
    const folder = join(dataDir, 'mail');
    await mkdir(folder, { recursive: true });
    // ISO time first so a directory listing sorts by sending order; ':' is not allowed in every file system.
    const name = `${new Date().toISOString().replace(/:/g, '-')}-${randomBytes(4).toString('hex')}.json`;
    const { to, subject, text, html } = message;
    // Written aside and renamed into place, so a reader of the folder never sees half a mail.
    const partial = join(folder, `.${name}.partial`);
    await writeFile(partial, JSON.stringify({ to, subject, text, html }, null, 2));
    await rename(partial, join(folder, name));
    // The links carry tokens: the file is where to read them, the log says only where it is.
    const file = join(folder, name);
    log.info({ mail: { to, subject, file } }, `mail to ${to}: ${subject}, written to ${file}`);
  }

  async function send(message: MailMessage): Promise<void> {
    if (!smtpUrl) return writeToFile(message);
    await (await smtpTransport(smtpUrl)).sendMail({ from, ...message });
    log.info({ mail: { to: message.to, subject: message.subject } }, 'mail sent');
  }

  return {
    send,
    sendInBackground(message) {
      const sending = send(message)
        .catch((error: unknown) =>
          log.error({ err: error, mail: { to: message.to, subject: message.subject } }, 'mail delivery failed'),
        )
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async close() {
      await Promise.allSettled([...pending]);
      (await transport)?.close();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}
