/**
 * What the logs may hold. Request URLs lose the query strings that carry secrets (reset
 * tokens, signed links); database errors are logged by their code and constraint, never
 * their query or parameters (a password hash, e-mail addresses, phone numbers).
 */
import pino, { type DestinationStream, type LoggerOptions } from 'pino';
import type { FastifyRequest } from 'fastify';

/** Routes whose whole query string is a secret. */
const SECRET_QUERY_PATHS = [
  /^\/auth\/reset-password\/?$/,
  /^\/api\/v1\/email\/verify\//,
  /^\/api\/v1\/auth\/reset-password\/?$/,
];
/** Query parameters that are secret on any route. */
const SECRET_PARAMS = new Set(['token', 'signature', 'expires', 'remember_token', 'password']);

export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const path = url.slice(0, mark);
  if (SECRET_QUERY_PATHS.some((pattern) => pattern.test(path))) return `${path}?[redacted]`;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as sent; only known names are secret.
      }
      return SECRET_PARAMS.has(decoded.toLowerCase()) ? `${name}=[redacted]` : pair;
    });
  return `${path}?${query.join('&')}`;
}

/** The SQLSTATE-bearing error inside a database failure (the driver's error is the cause of the ORM's). */
function databaseErrorIn(error: unknown): Record<string, unknown> | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as Record<string, unknown>;
    if (typeof candidate['code'] === 'string' && /^[0-9A-Z]{5}$/.test(candidate['code'])) return candidate;
    current = candidate['cause'];
  }
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'DrizzleQueryError' ? {} : null;
}

const DATABASE_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'routine'] as const;

export function errorForLog(error: unknown): Record<string, unknown> {
  const database = databaseErrorIn(error);
  if (!database) return pino.stdSerializers.err(error as Error) as unknown as Record<string, unknown>;
  const summary: Record<string, unknown> = { type: 'DatabaseError' };
  for (const field of DATABASE_FIELDS) if (typeof database[field] === 'string') summary[field] = database[field];
  return summary;
}

export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      err: errorForLog,
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
