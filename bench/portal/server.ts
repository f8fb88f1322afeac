/**
 * The portal as the product serves it: builds dist/ when stale, then starts
 * server/main.ts (compression on) with a fresh DATA_DIR and the embedded database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { portalIsStale } from '../../scripts/portal-freshness.ts';
import {
  buildPortalWhenStale as buildWhenStale,
  spawnServer,
  startedWithin,
} from '../../tests/support/server-process.ts';

/** Generous: on a busy machine the embedded database's migrations take a while. */
const STARTUP_TIMEOUT_MS = 180_000;

export interface RunningPortal {
  baseUrl: string;
  stop(): Promise<void>;
}

export async function buildPortalWhenStale(): Promise<void> {
  if (await portalIsStale()) console.log('Building the portal (dist/ is stale)…');
  await buildWhenStale();
}

export async function startPortal(): Promise<RunningPortal> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dealledger-bench-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env['DATABASE_URL'];
  delete env['SMTP_URL'];
  delete env['APP_URL'];
  const server = spawnServer(env);
  const baseUrl = await startedWithin(server, STARTUP_TIMEOUT_MS);
  return {
    baseUrl,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
