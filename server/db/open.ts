/** Opens the configured database: connectDatabase as it is, openDatabase brought up to date. */
import { join } from 'node:path';
import type { Config } from '../config.ts';
import { openPglite, openPostgres, type DatabaseHandle } from './client.ts';
import { runMigrations } from './migrate.ts';

type DatabaseConfig = Pick<Config, 'databaseUrl' | 'databasePoolSize' | 'dataDir'>;

export function connectDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, { poolSize: config.databasePoolSize })
    : openPglite(join(config.dataDir, 'pglite'));
}

export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  const handle = await connectDatabase(config);
  try {
    await runMigrations(handle);
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }
  return handle;
}
