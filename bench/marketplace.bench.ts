/**
 * `npm run bench:marketplace`: the marketplace list (a typical filter and sort, page 1 of 25,
 * with its count) at 32 connections against 100,000 listed loans on PostgreSQL, beside the very
 * same SQL (the one statement of page and count the API runs) sent straight through the `pg` driver by 32
 * concurrent clients, in the same run, so a busy machine shows in both. The API runs as the real
 * server in a child process, signed in as a demo investor, over loopback.
 * Budgets (bench/budgets.json "marketplace"): API requests per second at least half the raw
 * query's, API p95 latency under 50 ms.
 */
import type { ChildProcess } from 'node:child_process';
import { Agent } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { openPostgres } from '../server/db/client.ts';
import { runMigrations } from '../server/db/migrate.ts';
import { seedDemoData } from '../server/db/seed/index.ts';
import { marketListSql } from '../server/modules/marketplace/market-list-sql.ts';
import { marketListCount } from '../server/modules/marketplace/queries.ts';
import { MarketListQuerySchema } from '../server/modules/marketplace/schemas.ts';
import { send, signIn, startApiServer } from './fixtures/api-server.ts';
import { seedListedMarket } from './fixtures/listed-market.ts';
import { runLoad, type LoadResult } from './fixtures/load-loop.ts';
import { admin, readBudget as readBudgetOf, withDatabase } from './fixtures/bench-database.ts';

const LISTED_LOANS = 100_000;
const INVESTOR = 'analyst@summit.test';
const INVESTOR_ORGANISATION = 'Summit Capital';
/** What an investor typically asks: two states, largest loans first, the first page. */
const QUERY = 'region=CA,NY&sort=current_principal&order=desc&page=1&per_page=25';
const LIMITS = { ms: 10_000, requests: 50_000 };
const WARM_UP = { ms: 2_000, requests: 500 };

interface MarketplaceBudget {
  connections: number;
  minThroughputRatio: number;
  maxP95Ms: number;
}

const readBudget = () => readBudgetOf<MarketplaceBudget>('marketplace');

const line = (label: string, result: LoadResult) =>
  `  ${label.padEnd(5)} ${result.perSecond.toFixed(0).padStart(6)} req/s  p50 ${result.p50.toFixed(1)} ms  p95 ${result.p95.toFixed(1)} ms  p99 ${result.p99.toFixed(1)} ms  ` +
  `(${result.requests} in ${result.seconds.toFixed(1)} s${result.failures ? `, ${result.failures} FAILED` : ''})`;

/** Returns whether every figure is within budget; null when there is no PostgreSQL to run on. */
export async function benchMarketplace(): Promise<boolean | null> {
  const baseUrl = process.env['DATABASE_URL'];
  if (!baseUrl) {
    console.log('marketplace: needs PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)');
    return null;
  }
  const budget = readBudget();
  const name = `dealledger_market_bench_${randomBytes(4).toString('hex')}`;
  const url = withDatabase(baseUrl, name);
  const dataDir = mkdtempSync(join(tmpdir(), 'dealledger-market-bench-'));
  await admin(baseUrl, `CREATE DATABASE ${name}`);
  let server: ChildProcess | null = null;
  const pool = new pg.Pool({ connectionString: url, max: budget.connections });
  const agent = new Agent({ keepAlive: true, maxSockets: budget.connections });
  try {
    const handle = await openPostgres(url);
    try {
      await runMigrations(handle);
      await seedDemoData(handle.db);
      const seeding = performance.now();
      await seedListedMarket(handle.db, LISTED_LOANS);
      console.log(
        `marketplace: ${LISTED_LOANS.toLocaleString('en-US')} listed loans written in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
      );
    } finally {
      await handle.close();
    }
    // A settled table, as a live one is after autovacuum: statistics and the visibility map.
    await pool.query('vacuum analyze');

    // The very SQL the endpoint runs for this query, its page and its count in one statement,
    // prepared on each connection under a name as the server prepares it.
    const query = MarketListQuerySchema.parse(Object.fromEntries(new URLSearchParams(QUERY)));
    const investor = (
      await pool.query<{ id: number }>('select id from entities where name = $1', [INVESTOR_ORGANISATION])
    ).rows[0];
    const dialect = new PgDialect({ casing: 'snake_case' });
    const list = dialect.sqlToQuery(marketListSql(query, [investor!.id], marketListCount(query, false)));
    const raw = async () => {
      const rows = await pool.query<{ total: number }>({ name: 'market_list', text: list.sql, values: list.params });
      return rows.rowCount === query.per_page && Number(rows.rows[0]?.total) > 0;
    };

    const started = await startApiServer(url, dataDir);
    server = started.child;
    const cookie = await signIn(agent, started.baseUrl, INVESTOR);
    const endpoint = new URL(`/api/v1/marketplace/loans?${QUERY}`, started.baseUrl);
    const headers = { accept: 'application/json', cookie };
    const api = async () => {
      const answer = await send(agent, endpoint, 'GET', headers);
      return answer.status === 200 && answer.body.startsWith('{"data":[{');
    };

    // For the reading only, not budgeted: what any signed-in request costs here (the session and
    // the caller's roles read, one small query), so the gap to the raw SQL can be told apart.
    const floorEndpoint = new URL('/api/v1/marketplace/banks', started.baseUrl);
    const floor = async () => (await send(agent, floorEndpoint, 'GET', headers)).status === 200;

    await runLoad(budget.connections, WARM_UP, raw);
    await runLoad(budget.connections, WARM_UP, api);
    const rawResult = await runLoad(budget.connections, LIMITS, raw);
    const apiResult = await runLoad(budget.connections, LIMITS, api);
    const floorResult = await runLoad(budget.connections, LIMITS, floor);

    const ratio = apiResult.perSecond / rawResult.perSecond;
    const ratioOk = ratio >= budget.minThroughputRatio && apiResult.failures === 0;
    const p95Ok = apiResult.p95 < budget.maxP95Ms;
    console.log(
      `marketplace: GET /api/v1/marketplace/loans?${QUERY} at ${budget.connections} connections, ${LISTED_LOANS.toLocaleString('en-US')} listed loans`,
    );
    console.log(line('API', apiResult));
    console.log(line('SQL', rawResult));
    console.log(`${line('floor', floorResult)}  GET /api/v1/marketplace/banks, for reference`);
    console.log(
      `marketplace: throughput ratio API/SQL ${ratio.toFixed(2)} budget >= ${budget.minThroughputRatio} ${ratioOk ? 'OK' : 'OVER BUDGET'}`,
    );
    console.log(
      `marketplace: API p95 ${apiResult.p95.toFixed(1)} ms budget < ${budget.maxP95Ms} ms ${p95Ok ? 'OK' : 'OVER BUDGET'}`,
    );
    console.log(
      `marketplace: load average ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`,
    );
    return ratioOk && p95Ok;
  } finally {
    agent.destroy();
    await pool.end();
    if (server) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    }
    await admin(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ok = await benchMarketplace();
  process.exit(ok ? 0 : 1);
}
