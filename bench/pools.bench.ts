/**
 * `npm run bench:pools`: the bank's reading of a closed 10,000-loan pool with 20 binding bids on PostgreSQL:
 * the ranking (GET /pools/{id}/bids) and pages of the per-loan comparison (GET /pools/{id}/bids/comparison,
 * a random page of 25 each time), each at a few connections against the real server over loopback, signed in
 * as the demo bank manager. Budget (bench/budgets.json "pools"): p95 of each within 500 ms.
 * When bench/pools-upload.bench.ts is there, it runs after this one.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { randomBytes } from 'node:crypto';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPostgres } from '../server/db/client.ts';
import { runMigrations } from '../server/db/migrate.ts';
import { seedDemoData } from '../server/db/seed/index.ts';
import { seedClosedPool } from './fixtures/awarded-pool.ts';
import { send, signIn, startApiServer } from './fixtures/api-server.ts';
import { runLoad, type LoadResult } from './fixtures/load-loop.ts';
import { admin, readBudget as readBudgetOf, withDatabase } from './fixtures/bench-database.ts';

const LOANS = 10_000;
const BIDS = 20;
const MANAGER = 'manager@northwind.test';
const LIMITS = { ms: 8_000, requests: 400 };
const WARM_UP = { ms: 1_000, requests: 10 };

interface PoolsBudget {
  connections: number;
  maxP95Ms: number;
}

const readBudget = () => readBudgetOf<PoolsBudget>('pools');

const line = (label: string, result: LoadResult) =>
  `  ${label.padEnd(10)} ${result.perSecond.toFixed(0).padStart(5)} req/s  p50 ${result.p50.toFixed(1)} ms  p95 ${result.p95.toFixed(1)} ms  ` +
  `(${result.requests} in ${result.seconds.toFixed(1)} s${result.failures ? `, ${result.failures} FAILED` : ''})`;

/** Returns whether both figures are within budget; null when there is no PostgreSQL to run on. */
export async function benchPools(): Promise<boolean | null> {
  const baseUrl = process.env['DATABASE_URL'];
  if (!baseUrl) {
    console.log('pools: needs PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)');
    return null;
  }
  const budget = readBudget();
  const name = `dealledger_pools_bench_${randomBytes(4).toString('hex')}`;
  const url = withDatabase(baseUrl, name);
  const dataDir = mkdtempSync(join(tmpdir(), 'dealledger-pools-bench-'));
  await admin(baseUrl, `CREATE DATABASE ${name}`);
  let server: ChildProcess | null = null;
  const agent = new Agent({ keepAlive: true, maxSockets: budget.connections });
  try {
    let poolId: number;
    const handle = await openPostgres(url);
    try {
      await runMigrations(handle);
      await seedDemoData(handle.db);
      const seeding = performance.now();
      poolId = await seedClosedPool(handle.db, LOANS, BIDS);
      console.log(
        `pools: a ${LOANS.toLocaleString('en-US')}-loan pool with ${BIDS} binding bids written in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
      );
    } finally {
      await handle.close();
    }
    await admin(url, 'vacuum analyze');

    const started = await startApiServer(url, dataDir);
    server = started.child;
    const headers = { accept: 'application/json', cookie: await signIn(agent, started.baseUrl, MANAGER) };
    const ranking = async () => {
      const answer = await send(agent, new URL(`/api/v1/pools/${poolId}/bids`, started.baseUrl), 'GET', headers);
      return answer.status === 200 && answer.body.includes('"bids":[{');
    };
    const pages = Math.ceil(LOANS / 25);
    const comparison = async () => {
      const page = 1 + Math.floor(Math.random() * pages);
      const address = new URL(`/api/v1/pools/${poolId}/bids/comparison?page=${page}&per_page=25`, started.baseUrl);
      const answer = await send(agent, address, 'GET', headers);
      return answer.status === 200 && answer.body.startsWith('{"bids":[{');
    };
    await runLoad(budget.connections, WARM_UP, ranking);
    await runLoad(budget.connections, WARM_UP, comparison);
    const rankingResult = await runLoad(budget.connections, LIMITS, ranking);
    const comparisonResult = await runLoad(budget.connections, LIMITS, comparison);
    const rankingOk = rankingResult.p95 <= budget.maxP95Ms && rankingResult.failures === 0;
    const comparisonOk = comparisonResult.p95 <= budget.maxP95Ms && comparisonResult.failures === 0;
    console.log(`pools: ${LOANS.toLocaleString('en-US')} loans, ${BIDS} bids, ${budget.connections} connections`);
    console.log(line('ranking', rankingResult));
    console.log(line('comparison', comparisonResult));
    console.log(
      `pools: ranking p95 ${rankingResult.p95.toFixed(1)} ms budget <= ${budget.maxP95Ms} ms ${rankingOk ? 'OK' : 'OVER BUDGET'}`,
    );
    console.log(
      `pools: comparison page p95 ${comparisonResult.p95.toFixed(1)} ms budget <= ${budget.maxP95Ms} ms ${comparisonOk ? 'OK' : 'OVER BUDGET'}`,
    );
    console.log(
      `pools: load average ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`,
    );
    return rankingOk && comparisonOk;
  } finally {
    agent.destroy();
    if (server) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    }
    await admin(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The upload benchmark of binding bids, when its file is there: it runs as its own process after this one. */
async function runUploadBench(): Promise<boolean> {
  const file = new URL('./pools-upload.bench.ts', import.meta.url);
  if (!existsSync(file)) return true;
  const { spawnSync } = await import('node:child_process');
  const outcome = spawnSync(process.execPath, ['--import', 'tsx', file.pathname], { stdio: 'inherit' });
  return outcome.status === 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ok = await benchPools();
  const uploadOk = await runUploadBench();
  process.exit(ok !== false && uploadOk ? 0 : 1);
}
