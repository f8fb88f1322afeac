/**
 * The CSV export over real HTTP on a market of a few thousand listed loans: streamed (chunked,
 * no length), every loan of the filtered set in the list's order; and on PostgreSQL one cursor
 * read as the client reads, which a client that goes away closes, giving its connection back.
 */
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedLargeBook } from '../../../server/db/seed/seed-loans.ts';
import { API, useApiHarness } from '../../support/api-harness.ts';
import { people } from './support.ts';

const h = useApiHarness({ listen: true });
const as = people(h);
const onPostgres = Boolean(process.env['DATABASE_URL']);

beforeAll(async () => {
  await seedLargeBook(h.t.db, onPostgres ? 100_000 : 3000, 'listed');
}, 120_000);

/** Opens the export over a socket and hands back the answer as it starts, unread. */
async function openExport(query: string) {
  const headers = { ...(await as('investor_user')).sessionHeaders('GET'), accept: 'text/csv' };
  return new Promise<import('node:http').IncomingMessage>((resolve, reject) => {
    const outgoing = request(new URL(`${API}/marketplace/loans.csv?${query}`, h.t.baseUrl), { headers }, resolve);
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/**
 * Opens the whole market's export over a bare socket and stops reading at its first bytes. An HTTP
 * client would read on into a receive buffer the kernel grows as it reads (up to 32 MB on recent
 * Linux): enough, on a busy machine, to take the whole export before the test looks at its cursor.
 */
async function openExportUnread(): Promise<{ socket: Socket; head: string }> {
  const url = new URL(`${API}/marketplace/loans.csv`, h.t.baseUrl);
  const headers = { ...(await as('investor_user')).sessionHeaders('GET'), accept: 'text/csv', host: url.host };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () =>
      socket.write([`GET ${url.pathname} HTTP/1.1`, ...lines, '', ''].join('\r\n')),
    );
    socket.once('data', (chunk: Buffer) => {
      socket.pause();
      resolve({ socket, head: chunk.toString('latin1', 0, 64) });
    });
    socket.once('error', reject);
  });
}

async function textOf(answer: import('node:http').IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of answer) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The export's own backend, while it holds its cursor open between two reads. */
const exportBackends = async () =>
  (
    await h.t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and state = 'idle in transaction' and query like 'fetch forward%'`,
    )
  ).rows[0]!.n;

describe('the streamed CSV export', () => {
  it('streams the whole filtered set in the list’s order, in chunks, with its headers', async () => {
    const query = 'property_type=house,flat&sort=current_principal&order=desc';
    const listed = (await (await as('investor_user')).get(`${API}/marketplace/loans?${query}&per_page=100`)).json() as {
      data: { id: number; loan_ref: string }[];
      meta: { total: number };
    };
    expect(listed.meta.total).toBeGreaterThan(500);

    const answer = await openExport(query);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-length']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('no-store');
    const [header, ...rows] = (await textOf(answer))
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header!.split(',')).toHaveLength(19);
    expect(rows).toHaveLength(listed.meta.total);
    expect(rows.slice(0, 100).map((row) => row.split(',').slice(0, 2).join(','))).toEqual(
      listed.data.map((item) => `${item.id},${item.loan_ref}`),
    );
    expect(rows.every((row) => row.split(',').length === 19)).toBe(true);
    expect(new Set(rows.map((row) => row.split(',')[11]))).toEqual(new Set(['house', 'flat']));
  });

  it('answers a refused filter as JSON before any CSV', async () => {
    const answer = await openExport('region=ZZ');
    expect(answer.statusCode).toBe(422);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(await textOf(answer))).toHaveProperty('message');
  });

  it.skipIf(!onPostgres)(
    'reads as the client reads, and a client gone closes the cursor and frees the connection',
    async () => {
      const { socket, head } = await openExportUnread();
      expect(head).toMatch(/^HTTP\/1\.1 200 /);
      // The client reads nothing more: the export waits on its cursor, the rest of the market unread.
      await expect.poll(exportBackends, { timeout: 10_000 }).toBe(1);
      socket.destroy();
      await expect.poll(exportBackends, { timeout: 10_000 }).toBe(0);
      // The connection went back to the pool: the market still answers.
      const again = await openExport('region=CA');
      expect(again.statusCode).toBe(200);
      await textOf(again);
    },
  );
});
