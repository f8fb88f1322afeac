/** The real server (`server/main.ts`) in a child process, on a free port and a fresh DATA_DIR. */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

const dataDirs: string[] = [];

export function freshDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'dealledger-startup-'));
  dataDirs.push(dir);
  return dir;
}

/** For afterAll: removes every DATA_DIR this file created. */
export function removeDataDirs(): void {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/**
 * The database and demo-data settings of the test run are left out unless `env` gives
 * them, so a test chooses them: without DATABASE_URL the server uses its embedded database.
 */
export function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const { DATABASE_URL: _database, DEMO_DATA: _demo, SMTP_URL: _smtp, ...inherited } = process.env;
  return { ...inherited, LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: '0', DATA_DIR: freshDataDir(), ...env };
}

/** How the server is started: from the sources under the TypeScript loader, or a compiled bundle with plain Node. */
const FROM_SOURCES = ['--import', 'tsx', 'server/main.ts'];

export function startServer(env: Record<string, string>, args: string[] = [], entry: string[] = FROM_SOURCES) {
  const child = spawn(process.execPath, [...entry, ...args], {
    env: childEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const run: Run = { code: null, stdout: '', stderr: '' };
  child.stdout.on('data', (chunk: Buffer) => (run.stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (run.stderr += chunk.toString()));
  const exited = new Promise<Run>((resolve) => child.once('exit', (code) => resolve({ ...run, code })));
  const started = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const found = /DealLedger is running: (http:\/\/\S+)/.exec(run.stdout);
      if (found?.[1]) resolve(found[1].replace('localhost', '127.0.0.1'));
    });
    void exited.then((r) => reject(new Error(`exited with ${r.code}: ${r.stderr}`)));
  });
  started.catch(() => {}); // Tests that expect an early exit never await it.
  /** Stops the server and resolves with everything it printed. */
  const stop = async (): Promise<Run> => {
    child.kill('SIGTERM');
    return exited;
  };
  return { child, exited, started, output: run, stop };
}
