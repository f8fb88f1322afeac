/**
 * The one way tests start the real server in a child process: from the sources under the
 * TypeScript loader or a compiled bundle, on a port of its own choosing (PORT=0) unless told;
 * its output kept, `started` resolving with its address once it prints the "running" line,
 * `stop` sending SIGTERM. Also the builds it needs: the portal and the compiled server when stale.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../../scripts/build-server.ts';
import { portalIsStale } from '../../scripts/portal-freshness.ts';
import { serverBuildProblem } from '../../scripts/server-freshness.js';

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface ServerProcess {
  child: ChildProcess;
  /** Everything printed so far. */
  output: Run;
  /** Resolves when the process has exited, with everything it printed. */
  exited: Promise<Run>;
  /** The server's address once it runs; rejects if it exits first. */
  started: Promise<string>;
  alive(): boolean;
  /** SIGTERM, the way a supervisor stops it; SIGKILL only if it has not gone after `graceMs`. */
  stop(graceMs?: number): Promise<Run>;
  /** SIGKILL: the process dies with whatever it had in hand, as in a crash. */
  kill(): Promise<Run>;
}

/** From the sources under the TypeScript loader. */
export const FROM_SOURCES = ['--import', 'tsx', 'server/main.ts'];
/** The compiled bundle (build/server/), as `npm run serve` runs it, without npm in between so signals reach it. */
export const COMPILED = ['scripts/run-built-server.js', 'main'];

const RUNNING = /DealLedger is running: (http:\/\/\S+)/;

/** Starts the server with exactly `env`. */
export function spawnServer(
  env: NodeJS.ProcessEnv,
  args: string[] = [],
  entry: string[] = FROM_SOURCES,
): ServerProcess {
  const child = spawn(process.execPath, [...entry, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: Run = { code: null, stdout: '', stderr: '' };
  let gone = false;
  child.stdout.on('data', (chunk: Buffer) => (output.stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()));
  const exited = new Promise<Run>((resolve) =>
    child.once('exit', (code) => {
      gone = true;
      output.code = code;
      resolve({ ...output });
    }),
  );
  const started = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const found = RUNNING.exec(output.stdout);
      if (found?.[1]) resolve(found[1].replace('localhost', '127.0.0.1'));
    });
    void exited.then((run) => reject(new Error(`The server exited with ${run.code}:\n${run.stderr}`)));
  });
  started.catch(() => {}); // Tests that expect an early exit never await it.
  return {
    child,
    output,
    exited,
    started,
    alive: () => !gone,
    async stop(graceMs = 10_000) {
      if (gone) return exited;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const run = await exited;
      clearTimeout(timer);
      return run;
    },
    async kill() {
      if (!gone) child.kill('SIGKILL');
      return exited;
    },
  };
}

/** `started`, or a rejection with what the server printed on stderr if it is not up in time. */
export async function startedWithin(server: ServerProcess, timeoutMs: number): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      void server.kill();
      reject(new Error(`The server did not start in ${timeoutMs} ms.\n${server.output.stderr}`));
    }, timeoutMs);
  });
  try {
    return await Promise.race([server.started, late]);
  } finally {
    clearTimeout(timer);
  }
}

const dataDirs: string[] = [];

export function freshDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'dealledger-server-'));
  dataDirs.push(dir);
  return dir;
}

/** For afterAll: removes every DATA_DIR this file created. */
export function removeDataDirs(): void {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/**
 * The test run's environment with the database, demo-data and mail settings left out unless
 * `env` gives them, so a test chooses them (without DATABASE_URL the server uses its embedded
 * database), on a port of its own and a fresh DATA_DIR.
 */
export function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const { DATABASE_URL: _database, DEMO_DATA: _demo, SMTP_URL: _smtp, ...inherited } = process.env;
  return { ...inherited, LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: '0', DATA_DIR: freshDataDir(), ...env };
}

/** The server with `childEnv(env)`: what the API tests of start-up and shutdown run. */
export function startServer(env: Record<string, string>, args: string[] = [], entry: string[] = FROM_SOURCES) {
  return spawnServer(childEnv(env), args, entry);
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
