/**
 * The portal as the product serves it: builds dist/ when stale, then starts
 * server/main.ts (compression on) with a fresh DATA_DIR and the embedded database.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { portalIsStale } from '../../scripts/portal-freshness.ts';

/** Generous: on a busy machine the embedded database's migrations take a while. */
const STARTUP_TIMEOUT_MS = 180_000;

export interface RunningPortal {
  baseUrl: string;
  stop(): Promise<void>;
}

export async function buildPortalWhenStale(): Promise<void> {
  if (!(await portalIsStale())) return;
  console.log('Building the portal (dist/ is stale)…');
  const build = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--silent'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The portal build failed.');
}

export async function startPortal(): Promise<RunningPortal> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dealledger-bench-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env['DATABASE_URL'];
  delete env['SMTP_URL'];
  delete env['APP_URL'];
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let errors = '';
  server.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      server.kill('SIGTERM');
      reject(new Error(`The server did not start in time.\n${errors}`));
    }, STARTUP_TIMEOUT_MS);
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
  return {
    baseUrl,
    async stop() {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
