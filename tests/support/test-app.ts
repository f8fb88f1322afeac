/** Builds the real app on a fresh seeded database for API tests (`app.inject()`, no network). */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import type { Database } from '../../server/db/client.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFreshDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  /** Another app on the same database with other settings, as after a restart with a changed configuration; closed with this one. */
  reconfigured(overrides: Partial<Config>): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export async function createTestApp(
  overrides: Partial<Config> = {},
  options: { seed?: boolean } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dealledger-test-'));
  const config: Config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', APP_URL: 'http://localhost:4321' }),
    ...overrides,
  };
  const database = await createFreshDatabase({ seeded: options.seed !== false });
  const app = await buildApp({ config, database: database.handle });
  await app.ready();
  const others: FastifyInstance[] = [];
  return {
    app,
    db: database.handle.db,
    config,
    reconfigured: async (changes) => {
      const other = await buildApp({ config: { ...config, ...changes }, database: database.handle });
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
