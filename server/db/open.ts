/** Opens the configured database and brings its schema up to date. */
import { join } from 'node:path';
import type { Config } from '../config.ts';
import { openPglite, openPostgres, type DatabaseHandle } from './client.ts';
import { runMigrations } from './migrate.ts';

export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'databasePoolSize' | 'dataDir'>): Promise<DatabaseHandle> {
  const handle = config.databaseUrl ? await openPostgres(config.databaseUrl, { poolSize: config.databasePoolSize }) : await openPglite(join(config.dataDir, 'pglite'));
  try {
    await runMigrations(handle);
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }
  return handle;
}
