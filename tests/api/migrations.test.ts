/** Several API processes starting together on one new PostgreSQL database apply the migrations once. */
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../../server/db/client.ts';
import { committedMigrations, pendingMigrations } from '../../server/db/migration-state.ts';
import { runMigrations } from '../../server/db/migrate.ts';
import { createEmptyPostgresDatabase } from '../support/postgres-admin.ts';

describe.skipIf(!process.env['DATABASE_URL'])('migrations on PostgreSQL', () => {
  it('are applied by one of four processes migrating at once; the others wait and find nothing left', async () => {
    const database = (await createEmptyPostgresDatabase())!;
    const handles = await Promise.all([1, 2, 3, 4].map(() => openPostgres(database.url, { poolSize: 2 })));
    try {
      expect(await pendingMigrations(handles[0]!.db)).toEqual(committedMigrations().map((entry) => entry.tag));
      const runs = await Promise.all(handles.map((handle) => runMigrations(handle)));
      const applied = runs.map((run) => run.applied).sort((a, b) => b.length - a.length);
      expect(applied).toEqual([committedMigrations().map((entry) => entry.tag), [], [], []]);
      expect(await pendingMigrations(handles[0]!.db)).toEqual([]);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await database.drop();
    }
  });
});
