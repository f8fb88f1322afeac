/**
 * Builds the portal when stale and starts the real server on a free port with a
 * fresh database seeded with the demo data (DEMO_DATA=true, also on PostgreSQL) and a
 * temporary DATA_DIR; tests read E2E_BASE_URL and E2E_DATA_DIR.
 */
import { createServer } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPortalWhenStale, startRunningServer } from '../../support/running-server.ts';
import { createEmptyPostgresDatabase } from '../../support/postgres-admin.ts';

const STARTUP_TIMEOUT_MS = 60_000;

/** A free loopback port, so the server's APP_URL (used in mailed links) can name it before it starts. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export default async function globalSetup() {
  await buildPortalWhenStale();
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
  };
  delete env['SMTP_URL'];
  if (postgres) env['DATABASE_URL'] = postgres.url;
  else delete env['DATABASE_URL'];

  const server = await startRunningServer(env, STARTUP_TIMEOUT_MS);
  process.env['E2E_BASE_URL'] = server.baseUrl;
  process.env['E2E_DATA_DIR'] = dataDir;

  return async () => {
    await server.stop();
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
