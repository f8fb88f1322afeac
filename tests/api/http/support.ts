/** An app on a fresh seeded database whose log lines are captured, with room for extra test routes before it starts. */
import { Writable } from 'node:stream';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app.ts';
import { loadConfig, type Config } from '../../../server/config.ts';
import type { Database } from '../../../server/db/client.ts';
import { createFreshDatabase } from '../../support/test-database.ts';

export interface LoggedApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  /** Every log line written so far, raw. */
  logText(): string;
  close(): Promise<void>;
}

export async function createLoggedApp(
  env: Record<string, string> = {},
  options: {
    overrides?: Partial<Config>;
    extend?: (app: FastifyInstance) => void;
    portalDir?: string;
    seed?: boolean;
  } = {},
): Promise<LoggedApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dealledger-http-'));
  const config: Config = {
    ...loadConfig(
      { DATA_DIR: dataDir, LOG_LEVEL: 'trace', APP_URL: 'http://localhost:4321', ...env },
      options.portalDir ?? null,
    ),
    ...options.overrides,
  };
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  const database = await createFreshDatabase({ seeded: options.seed !== false });
  const app = await buildApp({ config, database: database.handle, logStream });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    db: database.handle.db,
    config,
    logText: () => lines.join(''),
    close: async () => {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A tiny built portal: pages with an inline script, a hashed asset and the CDN files the build writes. */
export function writeFakePortal(): string {
  const root = mkdtempSync(join(tmpdir(), 'dealledger-portal-'));
  const page = (title: string) =>
    `<!doctype html><html><head><title>${title}</title><script>window.boot=1</script></head><body></body></html>`;
  const files: Record<string, string> = {
    'index.html': page('Home'),
    '404.html': page('Not found'),
    'auth/login/index.html': page('Sign in'),
    'auth/reset-password/index.html': page('Reset'),
    '_astro/app.abc123.js': 'console.log(1)',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    _headers: '/*\n  X-Frame-Options: DENY\n',
    _redirects: '/* /404.html 404\n',
    'deploy/nginx.conf': 'daemon off;\n',
    'deploy/dealledger.conf': 'server {}\n',
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}
