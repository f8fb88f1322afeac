/**
 * Builds the portal when stale and starts the real server on a free port with a
 * fresh database seeded with the demo data (DEMO_DATA=true, also on PostgreSQL) and a
 * temporary DATA_DIR; tests read E2E_BASE_URL and E2E_DATA_DIR (and E2E_DATABASE_URL on PostgreSQL).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildPortalWhenStale,
  buildServerWhenStale,
  spawnServer,
  startedWithin,
} from '../../support/server-process.ts';
import { createEmptyPostgresDatabase } from '../../support/postgres-admin.ts';
import { freePort } from '../../support/free-port.ts';

const STARTUP_TIMEOUT_MS = 60_000;

export default async function globalSetup() {
  await buildPortalWhenStale();
  // Once here, not in the deployment specs, which would race each other rewriting build/server/.
  await buildServerWhenStale();
  const dataDir = mkdtempSync(join(tmpdir(), 'dealledger-e2e-'));
  const postgres = await createEmptyPostgresDatabase();
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DEMO_DATA: 'true',
    // The tests stand in for many visitors: each sends its own address through X-Forwarded-For.
    TRUST_PROXY: 'loopback',
  };
  delete env['SMTP_URL'];
  if (postgres) env['DATABASE_URL'] = postgres.url;
  else delete env['DATABASE_URL'];

  const server = spawnServer(env);
  process.env['E2E_BASE_URL'] = await startedWithin(server, STARTUP_TIMEOUT_MS);
  process.env['E2E_DATA_DIR'] = dataDir;
  // A spec that must move a deadline the browser cannot reach writes it in the server's database.
  if (postgres) process.env['E2E_DATABASE_URL'] = postgres.url;

  return async () => {
    await server.stop();
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
