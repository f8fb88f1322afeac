/**
 * `node --import tsx bench/list-latency.ts` with DATABASE_URL naming a seeded database (for example
 * after `npm run seed -- --loans 1000000 --listed`): the real server on it, then each list and
 * summary request alone for a few seconds at 32 connections; prints the p50, p95 and rate of each.
 * LIST_LATENCY_SECONDS and LIST_LATENCY_CONNECTIONS change the run (LIST_LATENCY_CONNECTIONS=1: one user at a
 * time, each request's own latency); LIST_LATENCY_ONLY=text times only the requests whose path contains it.
 */
import { Agent } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { send, signIn, startApiServer } from './fixtures/api-server.ts';
import { runLoad } from './fixtures/load-loop.ts';

const url = process.env['DATABASE_URL'];
if (!url?.startsWith('postgres')) throw new Error('DATABASE_URL must name a seeded PostgreSQL database');
const seconds = Number(process.env['LIST_LATENCY_SECONDS'] ?? 5);
const connections = Number(process.env['LIST_LATENCY_CONNECTIONS'] ?? 32);

const REQUESTS: [person: string, path: string][] = [
  ['analyst@summit.test', '/api/v1/marketplace/loans?page=1&per_page=25'],
  ['analyst@summit.test', '/api/v1/marketplace/loans?region=CA,NY&sort=current_principal&order=desc'],
  ['analyst@summit.test', '/api/v1/marketplace/loans?sort=interest_rate_pct&page=400'],
  ['analyst@summit.test', '/api/v1/marketplace/loans?rate_min=4&rate_max=5'],
  ['analyst@summit.test', '/api/v1/marketplace/loans?search=NW-00012'],
  ['analyst@summit.test', '/api/v1/marketplace/loans?occupancy=investment&rate_type=variable'],
  ['analyst@summit.test', '/api/v1/marketplace/loans?arrears=in_arrears'],
  ['analyst@summit.test', '/api/v1/marketplace/summary?rate_min=4&rate_max=5'],
  ['analyst@summit.test', '/api/v1/marketplace/summary'],
  ['analyst@summit.test', '/api/v1/marketplace/summary?region=CA,NY'],
  ['officer@northwind.test', '/api/v1/loans?page=1'],
  ['officer@northwind.test', '/api/v1/loans?status=listed&sort=current_principal&order=desc'],
  ['officer@northwind.test', '/api/v1/loans?search=00012'],
  ['officer@northwind.test', '/api/v1/loans?rate_min=4&rate_max=5'],
  ['officer@northwind.test', '/api/v1/bank/summary'],
  ['admin@dealledger.test', '/api/v1/pending-actions?status=pending'],
  ['admin@dealledger.test', '/api/v1/admin/dashboard'],
];

const dataDir = mkdtempSync(join(tmpdir(), 'dealledger-list-latency-'));
const agent = new Agent({ keepAlive: true, maxSockets: connections });
const { child, baseUrl } = await startApiServer(url, dataDir);
try {
  const cookies = new Map<string, string>();
  for (const [person] of REQUESTS) if (!cookies.has(person)) cookies.set(person, await signIn(agent, baseUrl, person));
  process.stdout.write(`request | p50 ms | p95 ms | per second\n---|---|---|---\n`);
  const only = process.env['LIST_LATENCY_ONLY'];
  for (const [person, path] of REQUESTS) {
    if (only && !path.includes(only)) continue;
    const target = new URL(path, baseUrl);
    const headers = { accept: 'application/json', cookie: cookies.get(person)! };
    const first = await send(agent, target, 'GET', headers);
    if (first.status !== 200) throw new Error(`${path} answered ${first.status}: ${first.body.slice(0, 200)}`);
    const result = await runLoad(connections, { ms: seconds * 1000, requests: Number.MAX_SAFE_INTEGER }, async () => {
      const answer = await send(agent, target, 'GET', headers);
      return answer.status === 200;
    });
    process.stdout.write(
      `${path} | ${result.p50.toFixed(1)} | ${result.p95.toFixed(1)} | ${result.perSecond.toFixed(0)}${result.failures > 0 ? ` (${result.failures} failed)` : ''}\n`,
    );
  }
} finally {
  child.kill('SIGTERM');
  agent.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}
