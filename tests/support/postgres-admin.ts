/** Creating and dropping whole PostgreSQL databases for tests, through the server's `postgres` database. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The same server URL, pointing at another database. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** A database name no other run or test file uses. */
export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
}

export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export function dropDatabase(url: string, name: string): Promise<void> {
  return adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** For child processes (the end-to-end server): an empty database URL, or null for PGlite. */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const baseUrl = process.env['DATABASE_URL'];
  if (!baseUrl) return null;
  const name = uniqueDatabaseName('dealledger_e2e');
  await adminQuery(baseUrl, `CREATE DATABASE ${name}`);
  return { url: withDatabase(baseUrl, name), drop: () => dropDatabase(baseUrl, name) };
}
