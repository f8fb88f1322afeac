/** Opens the database: embedded PGlite by default, PostgreSQL when DATABASE_URL is set. */
import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** Both drivers answer raw queries with `{ rows }`; this lets `db.execute<Row>()` say so. */
export interface RowsResultHKT extends PgQueryResultHKT {
  type: RowsResult<this['row']>;
}
type RowsResult<Row> = { rows: Row[] };
export type Database = PgDatabase<RowsResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A function that works inside or outside a transaction takes this. */
export type Executor = Database | Transaction;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  close(): Promise<void>;
}

export class DatabaseConnectionError extends Error {}

/** Hides the password of a connection URL so it can be printed. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable URL)';
  }
}

/** `poolSize`: the most connections this process holds at once (node-postgres's own default is 10). */
export async function openPostgres(
  url: string,
  { poolSize = 10 }: { poolSize?: number } = {},
): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 });
  // An idle connection the server ends (restart, failover, an administrator's command) is
  // dropped from the pool and replaced on the next query; unheard, its error would end the process.
  pool.on('error', () => {});
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => {});
    const reason = error instanceof Error ? error.message || error.name : String(error);
    throw new DatabaseConnectionError(`DATABASE_URL: cannot connect to ${redactUrl(url)} (${reason})`);
  }
  const db = drizzle({ client: pool, schema, casing: 'snake_case' }) as unknown as Database;
  return { db, kind: 'postgres', close: () => pool.end() };
}

/**
 * `dataDir` null keeps the database in memory (tests); `from` starts it from a dump
 * made with PGlite's `dumpDataDir`, which is much quicker than creating a new one.
 */
export async function openPglite(dataDir: string | null, options: { from?: Blob } = {}): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  // The loans' reference search has a trigram index (migration 0021): the extension must be there before migrations run.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    extensions: { pg_trgm },
    ...(dataDir ? { dataDir } : {}),
    ...(options.from ? { loadDataDir: options.from } : {}),
  });
  const db = drizzle({ client, schema, casing: 'snake_case' }) as unknown as Database;
  return { db, kind: 'pglite', close: () => client.close() };
}
