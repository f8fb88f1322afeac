/**
 * `npm run bench:scale`: every busy screen's request at 10,000, 100,000 and 1,000,000 listed loans
 * on PostgreSQL. One database grows in turn (the large-book seed, --listed), is analysed, and at
 * each size the real server (API only, started afresh) answers each request at 32 connections:
 * the marketplace list (page 1, the deepest page served, and page 2000, which lies beyond it and is
 * refused with a message, each with and without filters) beside the very same SQL sent straight
 * through the pg driver, the marketplace summary, the bank's loan list and summary
 * and the admin dashboard; then the CSV export of the whole market beside PostgreSQL's own
 * COPY of the same rows. Budgets (bench/budgets.json "scale"): at the largest size every list and
 * summary p95 under the limit and within its growth factor of the size before; the marketplace
 * list at least a share of the raw SQL's throughput; the export at least a share of COPY's rate.
 * The requests repeated at one snapshot share one reading (server/lib/shared-reads.ts); the list
 * asked page after page in turn, where none is shared, is reported beside them without a budget.
 */
import type { ChildProcess } from 'node:child_process';
import { Agent } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { openPostgres, type DatabaseHandle } from '../server/db/client.ts';
import { runMigrations } from '../server/db/migrate.ts';
import { seedDemoData } from '../server/db/seed/index.ts';
import { seedLargeBook } from '../server/db/seed/seed-loans.ts';
import { marketListSql } from '../server/modules/marketplace/market-list-sql.ts';
import { marketListCount } from '../server/modules/marketplace/queries.ts';
import { LIST_ITEM_COLUMNS, LOANS_WITH_BANK } from '../server/modules/marketplace/market-sql.ts';
import { marketConditions } from '../server/modules/marketplace/filters.ts';
import { orderBy } from '../server/modules/marketplace/sorting.ts';
import { MarketListQuerySchema } from '../server/modules/marketplace/schemas.ts';
import { deepestPage } from '../src/domain/lists.ts';
import { download, send, signIn, startApiServer } from './fixtures/api-server.ts';
import { runLoad, type LoadResult } from './fixtures/load-loop.ts';
import { admin, readBudget, withDatabase } from './fixtures/bench-database.ts';
import { copyOut } from './fixtures/copy-out.ts';

interface ScaleBudget {
  connections: number;
  sizes: number[];
  measureMs: number;
  warmUpMs: number;
  maxP95Ms: number;
  maxGrowth: number;
  minListThroughputRatio: number;
  minExportCopyRatio: number;
}

const INVESTOR = 'analyst@summit.test';
const INVESTOR_ORGANISATION = 'Summit Capital';
const BANK_OFFICER = 'officer@northwind.test';
const PLATFORM_ADMIN = 'admin@dealledger.test';
/** A filter most investors could apply: fixed rates, no arrears, newest first. */
const FILTER = 'rate_type=fixed&arrears=current';

/** The deepest page of 25 the lists serve (row 10,000); page 2000 lies beyond it and is refused with a message. */
const LAST_PAGE = deepestPage(25);

type Who = 'investor' | 'bank' | 'admin';
interface Probe {
  label: string;
  who: Who;
  path: string;
  /** The marketplace list's query: its SQL is also run straight through the driver, unless the API refuses it. */
  listQuery?: string;
  /** The answer expected: 422 for a page beyond the deepest, which the API refuses with its message. */
  status?: 200 | 422;
  /**
   * Asks pages 1 to this one in turn, so that no two requests at one snapshot ask the same and none
   * shares another's answer (server/lib/shared-reads.ts): every request reads. Reported, not budgeted.
   */
  pagesInTurn?: number;
}

const PROBES: Probe[] = [
  { label: 'market list p1', who: 'investor', path: '/marketplace/loans', listQuery: 'page=1&per_page=25' },
  {
    label: `market list p${LAST_PAGE} (last)`,
    who: 'investor',
    path: '/marketplace/loans',
    listQuery: `page=${LAST_PAGE}&per_page=25`,
  },
  {
    label: 'market list p2000 (refused)',
    who: 'investor',
    path: '/marketplace/loans',
    listQuery: 'page=2000&per_page=25',
    status: 422,
  },
  {
    label: 'market list filtered p1',
    who: 'investor',
    path: '/marketplace/loans',
    listQuery: `${FILTER}&page=1&per_page=25`,
  },
  {
    label: `market list filtered p${LAST_PAGE}`,
    who: 'investor',
    path: '/marketplace/loans',
    listQuery: `${FILTER}&page=${LAST_PAGE}&per_page=25`,
  },
  {
    label: 'market list filtered p2000',
    who: 'investor',
    path: '/marketplace/loans',
    listQuery: `${FILTER}&page=2000&per_page=25`,
    status: 422,
  },
  {
    label: `market list p1-p${LAST_PAGE} in turn`,
    who: 'investor',
    path: '/marketplace/loans',
    listQuery: 'per_page=25',
    pagesInTurn: LAST_PAGE,
  },
  { label: 'market summary', who: 'investor', path: '/marketplace/summary' },
  { label: 'market summary filtered', who: 'investor', path: `/marketplace/summary?${FILTER}` },
  { label: 'bank list', who: 'bank', path: '/loans?page=1&per_page=25' },
  { label: 'bank summary', who: 'bank', path: '/bank/summary' },
  { label: 'admin dashboard', who: 'admin', path: '/admin/dashboard' },
];

/** What the bench reads of a list's answer. */
interface ListAnswer {
  meta: { total_is_estimate: boolean };
}

interface ProbeResult {
  api: LoadResult;
  sql: LoadResult | null;
}

interface ExportResult {
  rows: number;
  bytes: number;
  ms: number;
  firstByteMs: number;
  copyRows: number;
  copyMs: number;
  serverPeakRssMb: number;
}

interface SizeResult {
  size: number;
  seedSeconds: number;
  probes: Map<string, ProbeResult>;
  export: ExportResult;
}

const dialect = new PgDialect({ casing: 'snake_case' });
const ms = (value: number) => value.toFixed(1).padStart(8);
const count = (value: number) => value.toLocaleString('en-US');
const pagesOf = (probe: Probe) =>
  probe.pagesInTurn ? Array.from({ length: probe.pagesInTurn }, (_, i) => i + 1) : [null];
const listQueryOf = (probe: Probe, page: number | null) =>
  page === null ? probe.listQuery! : `${probe.listQuery}&page=${page}`;
const pathOf = (probe: Probe, page: number | null = null) =>
  probe.listQuery ? `${probe.path}?${listQueryOf(probe, page)}` : probe.path;

/** The statement with its values written in, as COPY needs it. */
function inline(statement: SQL, client: pg.Client): string {
  const query = dialect.sqlToQuery(statement);
  return query.sql.replace(/\$(\d+)/g, (_, n: string) => {
    const value = query.params[Number(n) - 1];
    return typeof value === 'number' ? String(value) : client.escapeLiteral(String(value));
  });
}

function peakRssMb(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const found = /VmHWM:\s+(\d+) kB/.exec(status);
  return found ? Number(found[1]) / 1024 : Number.NaN;
}

async function stopServer(server: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
}

async function grow(handle: DatabaseHandle, pool: pg.Pool, from: number, to: number): Promise<number> {
  const began = performance.now();
  await seedLargeBook(handle.db, to - from, 'listed');
  const seconds = (performance.now() - began) / 1000;
  // A settled table, as a live one is after autovacuum: statistics and the visibility map.
  await pool.query('vacuum analyze loans');
  await pool.query('analyze');
  return seconds;
}

async function measureSize(
  url: string,
  dataDir: string,
  pool: pg.Pool,
  budget: ScaleBudget,
  size: number,
  seedSeconds: number,
): Promise<SizeResult> {
  const started = await startApiServer(url, dataDir);
  let stopping = false;
  let errors = '';
  started.child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  started.child.once('exit', (code) => {
    if (!stopping) console.log(`scale: the server stopped (${code}) during the run:\n${errors.slice(-2000)}`);
  });
  const agent = new Agent({ keepAlive: true, maxSockets: budget.connections });
  try {
    const cookies: Record<Who, string> = {
      investor: await signIn(agent, started.baseUrl, INVESTOR),
      bank: await signIn(agent, started.baseUrl, BANK_OFFICER),
      admin: await signIn(agent, started.baseUrl, PLATFORM_ADMIN),
    };
    const investor = (
      await pool.query<{ id: number }>('select id from entities where name = $1', [INVESTOR_ORGANISATION])
    ).rows[0]!;
    const warmUp = { ms: budget.warmUpMs, requests: 100_000 };
    const limits = { ms: budget.measureMs, requests: 1_000_000 };
    const probes = new Map<string, ProbeResult>();
    for (const [i, probe] of PROBES.entries()) {
      const endpoints = pagesOf(probe).map((page) => new URL(`/api/v1${pathOf(probe, page)}`, started.baseUrl));
      const headers = { accept: 'application/json', cookie: cookies[probe.who] };
      const expected = probe.status ?? 200;
      let asked = 0;
      const api = async () =>
        (await send(agent, endpoints[asked++ % endpoints.length]!, 'GET', headers)).status === expected;
      await runLoad(budget.connections, warmUp, api);
      let raw: (() => Promise<boolean>) | null = null;
      if (probe.listQuery && expected === 200) {
        // The statement the server sends once warm: without a count when it keeps the set's estimate.
        const { meta } = JSON.parse((await send(agent, endpoints[0]!, 'GET', headers)).body) as ListAnswer;
        const lists = pagesOf(probe).map((page) => {
          const query = MarketListQuerySchema.parse(Object.fromEntries(new URLSearchParams(listQueryOf(probe, page))));
          return dialect.sqlToQuery(
            marketListSql(query, [investor.id], marketListCount(query, meta.total_is_estimate)),
          );
        });
        // One prepared statement per distinct text: a page's statement may differ from another's in more than its offset.
        const texts = [...new Set(lists.map((list) => list.sql))];
        let sent = 0;
        raw = async () => {
          const list = lists[sent++ % lists.length]!;
          const name = `scale_list_${i}_${texts.indexOf(list.sql)}`;
          await pool.query({ name, text: list.sql, values: list.params });
          return true;
        };
        await runLoad(budget.connections, warmUp, raw);
      }
      const sqlResult = raw ? await runLoad(budget.connections, limits, raw) : null;
      const apiResult = await runLoad(budget.connections, limits, api);
      probes.set(probe.label, { api: apiResult, sql: sqlResult });
    }

    // The whole market as CSV, uncompressed, beside COPY of the same rows in the same order.
    const exported = await download(agent, new URL('/api/v1/marketplace/loans.csv', started.baseUrl), {
      accept: 'text/csv',
      cookie: cookies.investor,
    });
    if (exported.status !== 200) throw new Error(`the export answered ${exported.status}`);
    const client = await pool.connect();
    let copied;
    try {
      const where = marketConditions({});
      const statement = sql`select ${LIST_ITEM_COLUMNS} from ${LOANS_WITH_BANK} where ${where}
        order by ${orderBy('listed_at', 'desc')}`;
      copied = await copyOut(
        client as unknown as pg.Client,
        `copy (${inline(statement, client as unknown as pg.Client)}) to stdout with (format csv, header)`,
      );
    } finally {
      client.release();
    }
    return {
      size,
      seedSeconds,
      probes,
      export: {
        // The header line is not a loan.
        rows: exported.lines - 1,
        bytes: exported.bytes,
        ms: exported.ms,
        firstByteMs: exported.firstByteMs,
        copyRows: copied.lines - 1,
        copyMs: copied.ms,
        serverPeakRssMb: peakRssMb(started.child),
      },
    };
  } finally {
    agent.destroy();
    stopping = true;
    await stopServer(started.child);
  }
}

function printSize(result: SizeResult): void {
  console.log(
    `\nscale: ${count(result.size)} listed loans (seeded in ${result.seedSeconds.toFixed(1)} s), 32 connections, load ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    `  ${'request'.padEnd(30)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'req/s'.padStart(8)} ${'SQL req/s'.padStart(10)} ${'API/SQL'.padStart(8)}`,
  );
  for (const probe of PROBES) {
    const { api, sql: raw } = result.probes.get(probe.label)!;
    const failures = api.failures > 0 ? `  ${api.failures} FAILED` : '';
    console.log(
      `  ${probe.label.padEnd(30)} ${ms(api.p50)} ${ms(api.p95)} ${api.perSecond.toFixed(0).padStart(8)} ${(raw ? raw.perSecond.toFixed(0) : '').padStart(10)} ${(raw ? (api.perSecond / raw.perSecond).toFixed(2) : '').padStart(8)}${failures}`,
    );
  }
  const e = result.export;
  const rate = e.rows / (e.ms / 1000);
  const copyRate = e.copyRows / (e.copyMs / 1000);
  console.log(
    `  CSV export: ${count(e.rows)} rows, ${(e.bytes / 1e6).toFixed(1)} MB in ${(e.ms / 1000).toFixed(2)} s (${count(Math.round(rate))} rows/s), first byte ${e.firstByteMs.toFixed(0)} ms, server peak RSS ${e.serverPeakRssMb.toFixed(0)} MB`,
  );
  console.log(
    `  COPY TO STDOUT: ${count(e.copyRows)} rows in ${(e.copyMs / 1000).toFixed(2)} s (${count(Math.round(copyRate))} rows/s); export/COPY ${(rate / copyRate).toFixed(2)}`,
  );
}

/** The budgets at the largest size, against the size before; returns whether all hold. */
function judge(results: SizeResult[], budget: ScaleBudget): boolean {
  const last = results.at(-1)!;
  const before = results.at(-2) ?? last;
  let ok = true;
  const mark = (good: boolean) => {
    if (!good) ok = false;
    return good ? 'ok' : 'OVER';
  };
  console.log(
    `\nscale: p95 by size, growth ${count(before.size)} -> ${count(last.size)}; budgets at ${count(last.size)}: p95 < ${budget.maxP95Ms} ms, growth <= ${budget.maxGrowth}x, list >= ${budget.minListThroughputRatio}x SQL`,
  );
  console.log(
    `  ${'request'.padEnd(30)} ${results.map((result) => `${count(result.size)}`.padStart(10)).join(' ')} ${'growth'.padStart(7)} ${'API/SQL'.padStart(8)}  budget`,
  );
  for (const probe of PROBES) {
    const p95s = results.map((result) => result.probes.get(probe.label)!.api.p95);
    const lastResult = last.probes.get(probe.label)!;
    const growth = lastResult.api.p95 / before.probes.get(probe.label)!.api.p95;
    const ratio = lastResult.sql ? lastResult.api.perSecond / lastResult.sql.perSecond : null;
    const verdicts = probe.pagesInTurn
      ? ['reported, not budgeted: no answer shared']
      : [
          `p95 ${mark(lastResult.api.p95 < budget.maxP95Ms && lastResult.api.failures === 0)}`,
          `growth ${mark(growth <= budget.maxGrowth)}`,
          ...(ratio === null ? [] : [`vs SQL ${mark(ratio >= budget.minListThroughputRatio)}`]),
        ];
    console.log(
      `  ${probe.label.padEnd(30)} ${p95s.map((p95) => p95.toFixed(1).padStart(10)).join(' ')} ${`${growth.toFixed(2)}x`.padStart(7)} ${(ratio === null ? '' : ratio.toFixed(2)).padStart(8)}  ${verdicts.join(', ')}`,
    );
  }
  const rates = results.map((result) => result.export.rows / result.export.ms);
  const copyRates = results.map((result) => result.export.copyRows / result.export.copyMs);
  const exportRatio = rates.at(-1)! / copyRates.at(-1)!;
  console.log(
    `  ${'CSV export / COPY'.padEnd(30)} ${rates.map((rate, i) => (rate / copyRates[i]!).toFixed(2).padStart(10)).join(' ')} ${`${(rates.at(-1)! / rates.at(-2)!).toFixed(2)}x`.padStart(7)} ${''.padStart(8)}  >= ${budget.minExportCopyRatio.toFixed(2)} ${mark(exportRatio >= budget.minExportCopyRatio && last.export.rows === last.export.copyRows)}`,
  );
  console.log(`  (the export's growth is of its rate in rows/s; 1.00x is a rate that holds)`);
  return ok;
}

/** Returns whether every figure is within budget; null when there is no PostgreSQL to run on. */
export async function benchScale(): Promise<boolean | null> {
  const baseUrl = process.env['DATABASE_URL'];
  if (!baseUrl) {
    console.log('scale: needs PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)');
    return null;
  }
  const budget = readBudget<ScaleBudget>('scale');
  // BENCH_SCALE_SIZES=2000,5000 tries the benchmark itself quickly; the budgets are judged on whatever sizes ran.
  const sizes = process.env['BENCH_SCALE_SIZES']?.split(',').map(Number) ?? budget.sizes;
  const name = `dealledger_scale_bench_${randomBytes(4).toString('hex')}`;
  const url = withDatabase(baseUrl, name);
  const dataDir = mkdtempSync(join(tmpdir(), 'dealledger-scale-bench-'));
  await admin(baseUrl, `CREATE DATABASE ${name}`);
  const pool = new pg.Pool({ connectionString: url, max: budget.connections });
  let handle: DatabaseHandle | null = null;
  try {
    handle = await openPostgres(url);
    await runMigrations(handle);
    await seedDemoData(handle.db);
    const results: SizeResult[] = [];
    let seeded = 0;
    for (const size of sizes) {
      const seedSeconds = await grow(handle, pool, seeded, size);
      seeded = size;
      const result = await measureSize(url, dataDir, pool, budget, size, seedSeconds);
      printSize(result);
      results.push(result);
    }
    return judge(results, budget);
  } finally {
    await handle?.close();
    await pool.end();
    await admin(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ok = await benchScale();
  process.exit(ok === null ? 2 : ok ? 0 : 1);
}
