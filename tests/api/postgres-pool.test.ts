import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createFreshDatabase } from '../support/test-database.ts';

const postgres = process.env['DATABASE_URL'] ? describe : describe.skip;

postgres('the PostgreSQL pool', () => {
  it('outlives the server ending its idle connections, and reconnects on the next query', async () => {
    const { handle, drop } = await createFreshDatabase();
    try {
      const mine = await handle.db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
      const pid = Number(mine.rows[0]!.pid);
      // The idle connection is ended from another session, as a restart or an administrator would.
      const { default: pg } = await import('pg');
      const admin = new pg.Client({ connectionString: process.env['DATABASE_URL'] });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.end();
      await expect
        .poll(async () => (await handle.db.execute<{ one: number }>(sql`select 1 as one`)).rows[0]?.one, {
          timeout: 5000,
        })
        .toBe(1);
    } finally {
      await drop();
    }
  });
});
