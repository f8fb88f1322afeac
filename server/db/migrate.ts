/**
 * Applies the committed drizzle-kit migrations and says which ran. On PostgreSQL the run holds an
 * advisory lock on one connection, so API processes started together apply them once: the others
 * wait, then find nothing left to do. (PGlite has a single process by construction.)
 */
import { MIGRATION_LOCK_KEY, withSessionLock } from './advisory-lock.ts';
import type { Database, DatabaseHandle } from './client.ts';
import { MIGRATIONS_FOLDER, pendingMigrations } from './migration-state.ts';

export { MIGRATIONS_FOLDER };

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
  // The migrator's transaction runs on the connection that holds the lock.
  return withSessionLock(handle, MIGRATION_LOCK_KEY, (db) => migrateWith(db, handle.kind));
}
