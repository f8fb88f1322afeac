/**
 * The built portal and the real server (`server/main.ts`) in a child process, as the
 * end-to-end tests and the portal benchmark use them: build dist/ when stale, start,
 * wait for the "running" line, stop with SIGTERM.
 */
import { spawn, spawnSync } from 'node:child_process';
import { buildServer } from '../../scripts/build-server.ts';
import { portalIsStale } from '../../scripts/portal-freshness.ts';
import { serverBuildProblem } from '../../scripts/server-freshness.js';

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

export async function buildPortalWhenStale(): Promise<void> {
  if (!(await portalIsStale())) return;
  const build = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--silent'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('The portal build failed.');
}

/** The compiled server (build/server/, what `npm run serve:api` runs), rebuilt when its sources changed. */
export async function buildServerWhenStale(): Promise<void> {
  if (serverBuildProblem('main') === null && serverBuildProblem('migrate') === null) return;
  await buildServer();
}

/** Starts the server with exactly `env`; rejects with what it printed on stderr if it exits or is not up in time. */
export async function startRunningServer(env: NodeJS.ProcessEnv, timeoutMs: number): Promise<RunningServer> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  server.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      server.kill('SIGTERM');
      reject(new Error(`The server did not start in time.\n${errors}`));
    }, timeoutMs);
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
    },
  };
}
