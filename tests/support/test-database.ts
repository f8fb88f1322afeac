/**
 * A fresh, migrated database for one test file, copied from the run's templates
 * (tests/support/database-templates.ts): in-memory PGlite loaded from a dump, or a new
 * PostgreSQL database (created from a template and dropped here) when DATABASE_URL is set.
 */
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle } from '../../server/db/client.ts';
import type { TemplateKind } from './database-templates.ts';
import { adminQuery, dropDatabase, uniqueDatabaseName, withDatabase } from './postgres-admin.ts';

export interface FreshDatabase {
  handle: DatabaseHandle;
  /** The PostgreSQL URL, for child processes; null for PGlite. */
  url: string | null;
  drop(): Promise<void>;
}

/** A migrated database; `seeded` adds the demo data (accounts, organisations, loan books). */
export async function createFreshDatabase(options: { seeded?: boolean } = {}): Promise<FreshDatabase> {
  const kind: TemplateKind = options.seeded ? 'seeded' : 'migrated';
  const template = inject('databaseTemplates')[kind];
  const baseUrl = process.env['DATABASE_URL'];
  if (!baseUrl) {
    const handle = await openPglite(null, { from: new Blob([readFileSync(template)]) });
    return { handle, url: null, drop: () => handle.close() };
  }
  const name = uniqueDatabaseName('dealledger_test');
  await adminQuery(baseUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const url = withDatabase(baseUrl, name);
  const handle = await openPostgres(url);
  return {
    handle,
    url,
    drop: async () => {
      await handle.close();
      await dropDatabase(baseUrl, name);
    },
  };
}
