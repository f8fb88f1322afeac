/**
 * Start-up of the production server: the compiled `node build/server/main.js --api-only` from
 * process launch to "running", on an already migrated database, median of several runs, against
 * a bare Fastify server compiled the same way and started with plain Node in the same run, so a
 * busy machine shows in both.
 * Budget: within 3x the bare server on PostgreSQL (DATABASE_URL), the production path. The
 * embedded database is measured too and printed for information: loading PGlite's WebAssembly
 * and opening its data directory alone cost more than the bare server's whole start.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { buildServer } from '../scripts/build-server.ts';
import { createEmptyPostgresDatabase } from '../tests/support/postgres-admin.ts';

const RUNS = 7;
const MAX_RATIO = 3;
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER = join(ROOT, 'build', 'server', 'main.js');
const COMPILED = join(ROOT, 'bench', 'results', 'startup');
const BARE = join(COMPILED, 'bare-server.js');
const PGLITE_ALONE = join(COMPILED, 'open-pglite.js');
const READY = /DealLedger is running/;

function timeUntilReady(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (READY.test(output)) {
        const elapsed = performance.now() - started;
        child.once('exit', () => resolve(elapsed));
        child.kill('SIGTERM');
      }
    });
    child.once('exit', (code) => {
      if (!READY.test(output)) reject(new Error(`exited with ${code} before it was ready: ${errors}`));
    });
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** The fixtures compiled as the server is, so every process here starts with plain Node. */
async function compileFixtures(): Promise<void> {
  mkdirSync(COMPILED, { recursive: true });
  await build({
    entryPoints: [join(ROOT, 'bench', 'fixtures', 'bare-server.ts'), join(ROOT, 'bench', 'fixtures', 'open-pglite.ts')],
    outdir: COMPILED,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    packages: 'external',
    logLevel: 'warning',
  });
}

interface Measure {
  appMs: number;
  bareMs: number;
  ratio: number;
  /** The embedded database opened by itself, when it is the one measured. */
  pgliteAloneMs?: number;
}

/** Starts once to migrate (and seed the embedded database), then takes turns with the others. */
async function measure(env: NodeJS.ProcessEnv, embedded: boolean): Promise<Measure> {
  await timeUntilReady([SERVER, '--api-only'], env);
  const app: number[] = [];
  const bare: number[] = [];
  const pgliteAlone: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    bare.push(await timeUntilReady([BARE], env));
    app.push(await timeUntilReady([SERVER, '--api-only'], env));
    if (embedded) pgliteAlone.push(await timeUntilReady([PGLITE_ALONE], env));
  }
  const appMs = median(app);
  const bareMs = median(bare);
  return { appMs, bareMs, ratio: appMs / bareMs, ...(embedded ? { pgliteAloneMs: median(pgliteAlone) } : {}) };
}

const line = (name: string, m: Measure) =>
  `startup (${name}): ${m.appMs.toFixed(0)} ms against a bare Fastify server's ${m.bareMs.toFixed(0)} ms, ratio ${m.ratio.toFixed(2)} (median of ${RUNS})` +
  (m.pgliteAloneMs === undefined
    ? ''
    : `; opening the embedded database alone: ${m.pgliteAloneMs.toFixed(0)} ms, ${(m.pgliteAloneMs / m.bareMs).toFixed(2)}x the bare server`);

export async function benchStartup(): Promise<boolean> {
  await buildServer();
  await compileFixtures();
  const { DATABASE_URL: databaseUrl, DEMO_DATA: _demo, ...inherited } = process.env;
  const base = { ...inherited, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', PROPOSAL_EXPIRY_INTERVAL_SECONDS: '0' };

  const dataDir = mkdtempSync(join(tmpdir(), 'dealledger-bench-'));
  try {
    console.log(
      `${line('embedded PGlite', await measure({ ...base, DATA_DIR: dataDir }, true))}; information, no budget`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  if (!databaseUrl) {
    console.log(`startup (PostgreSQL): not measured, set DATABASE_URL; budget within ${MAX_RATIO}x applies there`);
    return true;
  }
  const database = await createEmptyPostgresDatabase();
  if (!database) return true;
  try {
    const result = await measure({ ...base, DATABASE_URL: database.url }, false);
    const ok = result.ratio <= MAX_RATIO;
    console.log(`${line('PostgreSQL, production', result)}; budget within ${MAX_RATIO}x ${ok ? 'OK' : 'OVER BUDGET'}`);
    return ok;
  } finally {
    await database.drop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exit((await benchStartup()) ? 0 : 1);
}
