/** Configuration from environment variables, validated once at start-up. */
import { resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_PLATFORM_FEE_BPS } from '../src/domain/trading/deal-status.ts';

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

const wholeNumber = (min: number, max: number) => {
  const hint = `must be a whole number between ${min} and ${max}`;
  return z.coerce.number({ error: hint }).int(hint).min(min, hint).max(max, hint);
};

const flag = z.enum(['true', 'false'], { error: 'must be true or false' }).transform((value) => value === 'true');

const TRUST_PROXY_HINT =
  "must be false or a comma-separated list of the proxies' addresses or CIDRs (e.g. 10.0.0.0/8, or loopback); " +
  "'true' or a hop count would let a client choose its own address with X-Forwarded-For";
const proxyAddress = /^((\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(\/\d{1,3})?|loopback|linklocal|uniquelocal)$/i;

/** Proxies named by address, never "trust everyone": the left-most X-Forwarded-For entry is written by the client. */
const trustProxy = z.string().transform((value, context): false | string[] => {
  const text = value.trim();
  if (text === 'false') return false;
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.every((entry) => proxyAddress.test(entry))) return entries;
  context.addIssue({ code: 'custom', message: TRUST_PROXY_HINT });
  return z.NEVER;
});

const CORS_HINT =
  'must be a comma-separated list of origins such as https://portal.example.com (scheme, host and port: no path)';
const CORS_WILDCARD_HINT =
  "must list the portal's origins: '*' cannot be used, since the API answers with credentials (cookies) and browsers refuse those with a wildcard";

/** The exact origins a browser may call the API from; each must be what a browser sends as Origin. */
const corsOrigins = z.string().transform((value, context): string[] => {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.includes('*')) {
    context.addIssue({ code: 'custom', message: CORS_WILDCARD_HINT });
    return z.NEVER;
  }
  const valid = entries.every((entry) => {
    try {
      const url = new URL(entry);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === entry;
    } catch {
      return false;
    }
  });
  if (valid) return entries;
  context.addIssue({ code: 'custom', message: CORS_HINT });
  return z.NEVER;
});

const SESSION_DOMAIN_HINT =
  'must be a domain name such as example.com (no scheme, port or path), shared by the portal and the API hosts';
const domainName = /^\.?(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/i;
const ipAddress = /^\.?\d{1,3}(\.\d{1,3}){3}$/;
/** The cookies' Domain: a leading dot is accepted and dropped, as browsers ignore it. */
const sessionDomain = z
  .string()
  .refine((value) => domainName.test(value.trim()) && !ipAddress.test(value.trim()), SESSION_DOMAIN_HINT)
  .transform((value) => value.trim().replace(/^\./, '').toLowerCase());

const ConfigSchema = z.object({
  PORT: port.default(4321),
  HOST: z.string().min(1, 'must not be empty').default('127.0.0.1'),
  DATABASE_URL: url(['postgres:', 'postgresql:'], 'must be a postgres:// URL').optional(),
  DATABASE_POOL_SIZE: wholeNumber(1, 200).default(20),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  STORAGE_DIR: z.string().min(1, 'must not be empty').optional(),
  APP_URL: url(['http:', 'https:'], 'must be an http:// or https:// URL').optional(),
  SMTP_URL: url(['smtp:', 'smtps:'], 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().min(3).default('DealLedger <no-reply@dealledger.test>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy.default(false),
  CORS_ORIGINS: corsOrigins.optional(),
  SESSION_DOMAIN: sessionDomain.optional(),
  SESSION_SECURE_COOKIE: flag.optional(),
  API_DOCS: flag.optional(),
  APP_KEY: z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -base64 32)').optional(),
  PLATFORM_FEE_BPS: wholeNumber(0, 1000).default(DEFAULT_PLATFORM_FEE_BPS),
  PROPOSAL_EXPIRY_INTERVAL_SECONDS: wholeNumber(0, 86400).default(60),
  MIGRATE_ON_START: flag.default(true),
  SHUTDOWN_TIMEOUT_SECONDS: wholeNumber(1, 3600).default(10),
});

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** PostgreSQL connections per process: a signed-in page runs its session read, then its page and count at once. */
  databasePoolSize: number;
  dataDir: string;
  storageDir: string;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: z.infer<typeof ConfigSchema>['LOG_LEVEL'];
  /** The proxies (addresses, CIDRs) whose X-Forwarded-* headers are believed; false believes none. */
  trustProxy: false | string[];
  /** Origins whose pages may call the API with the user's cookies (the portal on another origin); empty for none. */
  corsOrigins: string[];
  /** The cookies' Domain attribute, so a portal on a sibling host reads XSRF-TOKEN; undefined keeps them on the API's host. */
  sessionDomain: string | undefined;
  /** Secure cookies: SESSION_SECURE_COOKIE, else whether APP_URL is https. */
  secureCookies: boolean;
  /** HSTS: sent when the portal's public URL is https. */
  hsts: boolean;
  /** Serve the interactive API docs and the OpenAPI document. */
  apiDocs: boolean;
  /** Signs e-mail links; unset, a key generated once is kept in the database and shared by every process. */
  appKey: string | undefined;
  /** Where the built portal lives; null serves the API alone. */
  portalDir: string | null;
  /** The platform fee on a deal, in basis points; each deal keeps the fee of the day it was made. */
  platformFeeBps: number;
  /** How often the server expires lapsed proposals; 0 switches the job off (tests run it by hand). */
  proposalExpiryIntervalSeconds: number;
  /** Apply pending migrations at start; false for deployments that run `npm run migrate` once instead. */
  migrateOnStart: boolean;
  /** How long a stopping process lets its requests in flight finish before it exits anyway (non-zero). */
  shutdownTimeoutSeconds: number;
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
  const appUrl = (values.APP_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, '');
  const https = appUrl.startsWith('https:');
  return {
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    databasePoolSize: values.DATABASE_POOL_SIZE,
    dataDir,
    storageDir: resolve(values.STORAGE_DIR ?? `${dataDir}/uploads`),
    appUrl,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    corsOrigins: values.CORS_ORIGINS ?? [],
    sessionDomain: values.SESSION_DOMAIN,
    secureCookies: values.SESSION_SECURE_COOKIE ?? https,
    hsts: https,
    apiDocs: values.API_DOCS ?? values.DATABASE_URL === undefined,
    appKey: values.APP_KEY,
    portalDir,
    platformFeeBps: values.PLATFORM_FEE_BPS,
    proposalExpiryIntervalSeconds: values.PROPOSAL_EXPIRY_INTERVAL_SECONDS,
    migrateOnStart: values.MIGRATE_ON_START,
    shutdownTimeoutSeconds: values.SHUTDOWN_TIMEOUT_SECONDS,
  };
}
