/**
 * Applies the committed drizzle-kit migrations and says which ran. On PostgreSQL the run holds an
 * advisory lock on one connection, so API processes started together apply them once: the others
 * wait, then find nothing left to do. (PGlite has a single process by construction.)
 */
import { sql } from 'drizzle-orm';
import type { Pool, PoolClient } from 'pg';
import type { Database, DatabaseHandle } from './client.ts';
import { MIGRATIONS_FOLDER, pendingMigrations } from './migration-state.ts';

export { MIGRATIONS_FOLDER };

/** Any fixed number: every process of this application takes the same one. */
const MIGRATION_LOCK_KEY = 7_414_925_031;

export interface MigrationRun {
  /** The tags of the migrations this run applied, in order; empty when the schema was up to date. */
  applied: string[];
}

async function migrateWith(db: Database, kind: DatabaseHandle['kind']): Promise<MigrationRun> {
  const before = await pendingMigrations(db);
  if (before.length === 0) return { applied: [] };
  if (kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  }
  const after = new Set(await pendingMigrations(db));
  return { applied: before.filter((tag) => !after.has(tag)) };
}

export async function runMigrations(handle: DatabaseHandle): Promise<MigrationRun> {
  if (handle.kind === 'pglite') return migrateWith(handle.db, 'pglite');
  const pool = (handle.db as unknown as { $client: Pool }).$client;
  const client: PoolClient = await pool.connect();
  try {
    // One connection for the lock and the run: the migrator's transaction must be where the lock is held.
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const locked = drizzle({ client }) as unknown as Database;
    await locked.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    try {
      return await migrateWith(locked, 'postgres');
    } finally {
      await locked.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
    }
  } finally {
    client.release();
  }
}
