/**
 * Start-up of an already built and migrated app: from process launch to "running",
 * median of several runs, against a baseline in the same run (Node with the same
 * TypeScript loader starting a bare Fastify server), so a busy machine shows in both.
 * Budget: under 3 s absolute (issue: foundation).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const RUNS = 5;
const BUDGET_MS = 3000;

function timeUntil(args: string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) {
        const elapsed = performance.now() - started;
        child.once('exit', () => resolve(elapsed));
        child.kill('SIGTERM');
      }
    });
    child.once('exit', (code) => {
      if (!ready.test(output)) reject(new Error(`exited with ${code} before it was ready`));
    });
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

export async function benchStartup(): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dealledger-bench-'));
  const env = { DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn' };
  const serve = ['--import', 'tsx', 'server/main.ts'];
  try {
    await timeUntil(serve, env, /DealLedger is running/); // migrate and seed once
    const app: number[] = [];
    const baseline: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      baseline.push(await timeUntil(['--import', 'tsx', 'bench/fixtures/bare-server.ts'], env, /DealLedger is running/));
      app.push(await timeUntil(serve, env, /DealLedger is running/));
    }
    const appMs = median(app);
    const baseMs = median(baseline);
    const ok = appMs < BUDGET_MS;
    console.log(
      `startup: ${appMs.toFixed(0)} ms (median of ${RUNS}; baseline bare Fastify ${baseMs.toFixed(0)} ms, ratio ${(appMs / baseMs).toFixed(2)}) ` +
        `budget < ${BUDGET_MS} ms ${ok ? 'OK' : 'OVER BUDGET'}`,
    );
    return ok;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
