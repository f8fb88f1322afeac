/** `npm run migrate`: applies the pending migrations to the configured database and exits, for deployments that migrate once. */
import { ConfigError, loadConfig } from './config.ts';
import { DatabaseConnectionError, type DatabaseHandle } from './db/client.ts';
import { committedMigrations } from './db/migration-state.ts';
import { runMigrations } from './db/migrate.ts';
import { connectDatabase } from './db/open.ts';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

let database: DatabaseHandle;
try {
  database = await connectDatabase(loadConfig(process.env));
} catch (error) {
  if (error instanceof ConfigError || error instanceof DatabaseConnectionError) fail(error.message);
  throw error;
}
const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'the embedded database (DATA_DIR)';
try {
  const { applied } = await runMigrations(database);
  if (applied.length === 0) {
    process.stdout.write(`${where}: up to date (${committedMigrations().length} migrations, none pending).\n`);
  } else {
    process.stdout.write(
      `${where}: applied ${applied.length} migration(s):\n${applied.map((tag) => `  ${tag}\n`).join('')}`,
    );
  }
} catch (error) {
  await database.close().catch(() => {});
  fail(`Migrating ${where} failed: ${error instanceof Error ? error.message : String(error)}`);
}
await database.close();
