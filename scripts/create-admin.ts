/**
 * `npm run create-admin -- --email E --name N`: creates a super_admin on the configured
 * database (DATABASE_URL or the embedded one) and hands over a one-time set-password
 * link: mailed when SMTP_URL is set, printed otherwise.
 */
import { parseArgs } from 'node:util';
import pino from 'pino';
import { forgotPasswordSchema, NAME_MAX } from '../src/domain/auth-rules.ts';
import { ConfigError, loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/open.ts';
import { createSuperAdmin, UserExistsError } from '../server/db/seed/super-admin.ts';
import { createMailer, type Mailer, type MailMessage } from '../server/lib/mail/mailer.ts';
import { LINK_LIFETIME_MINUTES, sendPasswordResetLink } from '../server/modules/auth/service.ts';

const USAGE = 'Usage: npm run create-admin -- --email you@example.com --name "Your Name"';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/**
 * Keeps each message, so the link can be printed, and hands it to `delivery` when given;
 * unlike the server's background sends, a failed delivery fails the command.
 */
function recordingMailer(delivery: Mailer | null) {
  const messages: MailMessage[] = [];
  const deliveries: Promise<void>[] = [];
  const keep = (message: MailMessage) => {
    messages.push(message);
    if (delivery) deliveries.push(delivery.send(message));
  };
  const mailer: Mailer = {
    send: async (message) => keep(message),
    sendInBackground: keep,
    close: async () => {
      await Promise.all(deliveries);
      await delivery?.close();
    },
  };
  return { mailer, messages };
}

function readArguments(): { email: string; name: string } {
  let values;
  try {
    ({ values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } }));
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`);
  }
  const email = forgotPasswordSchema.safeParse({ email: values.email ?? '' });
  if (!email.success) fail(`--email: ${email.error.issues[0]?.message}\n${USAGE}`);
  const name = (values.name ?? '').trim();
  if (!name || name.length > NAME_MAX)
    fail(`--name: give the administrator's name (1 to ${NAME_MAX} characters).\n${USAGE}`);
  return { email: email.data.email, name };
}

const admin = readArguments();
let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}
const database = await openDatabase(config).catch((error: Error) => fail(`Database start-up failed: ${error.message}`));
const log = pino({ level: config.logLevel === 'info' ? 'warn' : config.logLevel });
const smtp = config.smtpUrl
  ? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log })
  : null;
const { mailer, messages } = recordingMailer(smtp);
/** A failure the operator can act on: one line, no stack trace. */
class Refusal extends Error {}
try {
  await createSuperAdmin(database.db, admin);
  await sendPasswordResetLink({ db: database.db, mailer, config }, admin.email);
  await mailer.close().catch((error: Error) => {
    throw new Refusal(`The account exists, but the mail could not be sent: ${error.message}`);
  });
  if (smtp) {
    process.stdout.write(
      `Created the super_admin ${admin.email} and mailed a set-password link (valid ${LINK_LIFETIME_MINUTES} minutes, once).\n`,
    );
  } else {
    const link = /https?:\/\/\S+\/auth\/reset-password\?\S+/.exec(messages[0]?.text ?? '')?.[0];
    if (!link) throw new Refusal('The set-password link could not be made.');
    process.stdout.write(
      `Created the super_admin ${admin.email}.\nSet the password within ${LINK_LIFETIME_MINUTES} minutes, once, at:\n${link}\n`,
    );
  }
} catch (error) {
  if (!(error instanceof UserExistsError || error instanceof Refusal)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
