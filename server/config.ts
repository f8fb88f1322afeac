/** Configuration from environment variables, validated once at start-up. */
import { resolve } from 'node:path';
import { z } from 'zod';

const port = z.coerce
  .number({ error: 'must be a whole number between 0 and 65535' })
  .int('must be a whole number between 0 and 65535')
  .min(0, 'must be a whole number between 0 and 65535')
  .max(65535, 'must be a whole number between 0 and 65535');

const url = (protocols: string[], hint: string) =>
  z.string().refine((value) => {
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, hint);

const ConfigSchema = z.object({
  PORT: port.default(4321),
  HOST: z.string().min(1, 'must not be empty').default('127.0.0.1'),
  DATABASE_URL: url(['postgres:', 'postgresql:'], 'must be a postgres:// URL').optional(),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  STORAGE_DIR: z.string().min(1, 'must not be empty').optional(),
  APP_URL: url(['http:', 'https:'], 'must be an http:// or https:// URL').optional(),
  SMTP_URL: url(['smtp:', 'smtps:'], 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().min(3).default('DealLedger <no-reply@dealledger.test>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
  APP_KEY: z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -base64 32)').optional(),
  PLATFORM_FEE_BPS: z.coerce.number().int('must be a whole number of basis points').min(0).max(1000).default(10),
});

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  storageDir: string;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: z.infer<typeof ConfigSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  platformFeeBps: number;
  /** Signs e-mail links; unset, a key generated once is kept in the database and shared by every process. */
  appKey: string | undefined;
  /** Where the built portal lives; null serves the API alone. */
  portalDir: string | null;
};

export class ConfigError extends Error {}

/** Reads the configuration; throws ConfigError with one line per bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, portalDir: string | null = null): Config {
  const emptyAsMissing = Object.fromEntries(
    Object.keys(ConfigSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const parsed = ConfigSchema.safeParse(emptyAsMissing);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `${name} ${issue.message} (got ${JSON.stringify(env[name])})`;
    });
    throw new ConfigError(`Invalid configuration: ${lines.join('; ')}`);
  }
  const values = parsed.data;
  const dataDir = resolve(values.DATA_DIR);
  return {
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    dataDir,
    storageDir: resolve(values.STORAGE_DIR ?? `${dataDir}/uploads`),
    appUrl: (values.APP_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    platformFeeBps: values.PLATFORM_FEE_BPS,
    appKey: values.APP_KEY,
    portalDir,
  };
}
