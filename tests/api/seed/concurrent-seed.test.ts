/** Processes started together on an empty database with DEMO_DATA=true: each seed succeeds and the demo data goes in once. */
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPostgres, type DatabaseHandle } from '../../../server/db/client.ts';
import { entities, users } from '../../../server/db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../../server/db/seed/demo-accounts.ts';
import { DEMO_ORGANISATIONS } from '../../../server/db/seed/demo-organisations.ts';
import { prepareDemoData } from '../../../server/db/seed/prepare.ts';
import { createFreshDatabase } from '../../support/test-database.ts';

const rows = async (handle: DatabaseHandle, table: typeof users | typeof entities) =>
  (await handle.db.select({ n: count() }).from(table))[0]!.n;

describe('seeding the demo data from two starts at once', () => {
  it('seeds once: one start seeds, the other finds the demo data present', async () => {
    const database = await createFreshDatabase({ seeded: false });
    // On PostgreSQL each start has its own pool, as two processes would; PGlite has one connection.
    const second = database.url ? await openPostgres(database.url, { poolSize: 2 }) : database.handle;
    try {
      const outcomes = await Promise.all([prepareDemoData(database.handle.db, true), prepareDemoData(second.db, true)]);
      expect(outcomes.sort()).toEqual(['present', 'seeded']);
      expect(await rows(database.handle, users)).toBe(DEMO_ACCOUNTS.length);
      expect(await rows(database.handle, entities)).toBe(DEMO_ORGANISATIONS.length);
    } finally {
      if (second !== database.handle) await second.close();
      await database.drop();
    }
  });
});
