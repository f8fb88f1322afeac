/**
 * Vitest global set-up for the API tests: migrates (and seeds with the demo data) one
 * database of each kind once per run, so every test file starts from a copy instead of
 * creating, migrating and seeding its own. Starting an embedded database costs seconds;
 * loading a dump of one costs a third of that, and a PostgreSQL TEMPLATE copy less still.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres, type DatabaseHandle } from '../../server/db/client.ts';
import { runMigrations } from '../../server/db/migrate.ts';
import { seedDemoData } from '../../server/db/seed/index.ts';
import { adminQuery, dropDatabase, uniqueDatabaseName, withDatabase } from './postgres-admin.ts';

export type TemplateKind = 'migrated' | 'seeded';

/** Where each template is: a PGlite dump file, or a PostgreSQL database name. */
export type DatabaseTemplates = Record<TemplateKind, string>;

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

async function prepare(handle: DatabaseHandle, kind: TemplateKind): Promise<void> {
  await runMigrations(handle);
  if (kind === 'seeded') await seedDemoData(handle.db);
}

async function pgliteTemplates(): Promise<{ templates: DatabaseTemplates; remove(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'dealledger-templates-'));
  const templates = {} as DatabaseTemplates;
  for (const kind of ['migrated', 'seeded'] as const) {
    const handle = await openPglite(null);
    await prepare(handle, kind);
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    await handle.close();
    templates[kind] = join(dir, `${kind}.tar`);
    writeFileSync(templates[kind], Buffer.from(await dump.arrayBuffer()));
  }
  return { templates, remove: async () => rmSync(dir, { recursive: true, force: true }) };
}

async function postgresTemplates(baseUrl: string): Promise<{ templates: DatabaseTemplates; remove(): Promise<void> }> {
  const templates = {} as DatabaseTemplates;
  for (const kind of ['migrated', 'seeded'] as const) {
    const name = uniqueDatabaseName(`dealledger_template_${kind}`);
    await adminQuery(baseUrl, `CREATE DATABASE ${name}`);
    templates[kind] = name;
    const handle = await openPostgres(withDatabase(baseUrl, name));
    try {
      await prepare(handle, kind);
    } finally {
      await handle.close();
    }
  }
  return {
    templates,
    remove: async () => {
      for (const name of Object.values(templates)) await dropDatabase(baseUrl, name);
    },
  };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const baseUrl = process.env['DATABASE_URL'];
  const { templates, remove } = baseUrl ? await postgresTemplates(baseUrl) : await pgliteTemplates();
  project.provide('databaseTemplates', templates);
  return remove;
}
