/**
 * The one way tests build the real app: on a fresh (seeded) database with a temporary DATA_DIR,
 * answering app.inject() and, when asked, listening on a loopback port for real HTTP (uploads
 * streamed like a browser's, several processes on one database). Its log lines can be kept for
 * the test to read, and a test may add routes of its own before it starts.
 */
import { Writable } from 'node:stream';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDependencies } from '../../server/app.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import type { Database } from '../../server/db/client.ts';
import { createFreshDatabase } from './test-database.ts';

export interface TestAppOptions extends Pick<AppDependencies, 'tapeLimits' | 'importOptions'> {
  /** false: a migrated database without the demo data. */
  seed?: boolean;
  /** Settings as the environment would give them, read by the app's own configuration loader. */
  env?: Record<string, string>;
  /** A built portal for the app to serve. */
  portalDir?: string;
  /** Keep the log lines (at trace level unless `env` says otherwise) for `logText()`. */
  captureLog?: boolean;
  /** Registers test-only routes before the app starts. */
  extend?: (app: FastifyInstance) => void;
  /** Also listen on a free loopback port (`baseUrl`). */
  listen?: boolean;
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  dataDir: string;
  /** `http://127.0.0.1:<port>` when started with `listen`. */
  baseUrl: string;
  /** Every log line written so far, raw; empty unless started with `captureLog`. */
  logText(): string;
  /** Another app on the same database with other settings, as after a restart with a changed configuration; closed with this one. */
  reconfigured(overrides: Partial<Config>): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export async function createTestApp(overrides: Partial<Config> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dealledger-test-'));
  const env = {
    DATA_DIR: dataDir,
    LOG_LEVEL: options.captureLog ? 'trace' : 'silent',
    APP_URL: 'http://localhost:4321',
    ...options.env,
  };
  const config: Config = { ...loadConfig(env, options.portalDir ?? null), ...overrides };
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  const database = await createFreshDatabase({ seeded: options.seed !== false });
  const dependencies = {
    database: database.handle,
    ...(options.captureLog ? { logStream } : {}),
    ...(options.tapeLimits ? { tapeLimits: options.tapeLimits } : {}),
    ...(options.importOptions ? { importOptions: options.importOptions } : {}),
  };
  const app = await buildApp({ config, ...dependencies });
  options.extend?.(app);
  if (options.listen) await app.listen({ host: '127.0.0.1', port: 0 });
  else await app.ready();
  const others: FastifyInstance[] = [];
  return {
    app,
    db: database.handle.db,
    config,
    dataDir,
    get baseUrl() {
      if (!options.listen) throw new Error('the test app is not listening: start it with { listen: true }');
      return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    },
    logText: () => lines.join(''),
    reconfigured: async (changes) => {
      const other = await buildApp({ config: { ...config, ...changes }, ...dependencies });
      others.push(other);
      await other.ready();
      return other;
    },
    close: async () => {
      for (const other of others) await other.close();
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
