/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new
 * PostgreSQL database (created and dropped here) when DATABASE_URL is set.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from '../../server/db/client.ts';
import { runMigrations } from '../../server/db/migrate.ts';

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates a fresh empty database; for PostgreSQL returns its URL too (for child processes). */
export async function createFreshDatabase(): Promise<{ handle: DatabaseHandle; url: string | null; drop(): Promise<void> }> {
  const baseUrl = process.env['DATABASE_URL'];
  if (!baseUrl) {
    const handle = await openPglite(null);
    await runMigrations(handle);
    return { handle, url: null, drop: () => handle.close() };
  }
  const name = `dealledger_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await adminQuery(baseUrl, `CREATE DATABASE ${name}`);
  const url = withDatabase(baseUrl, name);
  const handle = await openPostgres(url);
  await runMigrations(handle);
  return {
    handle,
    url,
    drop: async () => {
      await handle.close();
      await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** For child processes (the end-to-end server): an empty database URL, or null for PGlite. */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const baseUrl = process.env['DATABASE_URL'];
  if (!baseUrl) return null;
  const name = `dealledger_e2e_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await adminQuery(baseUrl, `CREATE DATABASE ${name}`);
  return { url: withDatabase(baseUrl, name), drop: () => adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
