/**
 * PostgreSQL advisory locks: what several API processes on one database take so that a start-up
 * step runs once. Each key is any fixed number no other lock of the product uses.
 */
import { sql } from 'drizzle-orm';
import type { Pool, PoolClient } from 'pg';
import type { Database, DatabaseHandle, Executor } from './client.ts';

export const MIGRATION_LOCK_KEY = 7_414_925_031;
export const DEMO_SEED_LOCK_KEY = 7_414_925_032;

/**
 * Runs `work` holding the lock for the whole session of one connection, given to `work`: for
 * work that runs transactions of its own (the migrator). PGlite has one connection and one
 * process, so it runs `work` as it is.
 */
export async function withSessionLock<T>(
  handle: DatabaseHandle,
  key: number,
  work: (db: Database) => Promise<T>,
): Promise<T> {
  if (handle.kind === 'pglite') return work(handle.db);
  const pool = (handle.db as unknown as { $client: Pool }).$client;
  const client: PoolClient = await pool.connect();
  try {
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const locked = drizzle({ client }) as unknown as Database;
    await locked.execute(sql`select pg_advisory_lock(${key})`);
    try {
      return await work(locked);
    } finally {
      await locked.execute(sql`select pg_advisory_unlock(${key})`);
    }
  } finally {
    client.release();
  }
}

/**
 * Waits for the lock and holds it until the transaction ends. Whatever the transaction reads
 * next sees what the previous holder committed (each statement takes a fresh snapshot), so a
 * re-check after this call is reliable. On PGlite transactions already run one at a time.
 */
export async function takeTransactionLock(tx: Executor, key: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${key})`);
}
