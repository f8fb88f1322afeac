/**
 * Builds the portal when stale and starts the real server on a free port with a
 * fresh database seeded with the demo data (DEMO_DATA=true, also on PostgreSQL) and a
 * temporary DATA_DIR; tests read E2E_BASE_URL and E2E_DATA_DIR.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { portalIsStale } from '../../../scripts/portal-freshness.ts';
import { createEmptyPostgresDatabase } from '../../support/test-database.ts';

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
  if (await portalIsStale()) {
    const build = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--silent'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('The portal build failed.');
  }
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

  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let errors = '';
  server.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`The server did not start in time.\n${errors}`)), STARTUP_TIMEOUT_MS);
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /DealLedger is running: (http:\/\/\S+)/.exec(output);
      if (found?.[1]) {
        clearTimeout(timer);
        resolve(found[1].replace('localhost', '127.0.0.1'));
      }
    });
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with ${code}.\n${errors}`));
    });
  });
  process.env['E2E_BASE_URL'] = baseUrl;
  process.env['E2E_DATA_DIR'] = dataDir;

  return async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
