/**
 * Counts every row written to the tables a request may change, so a refused request can be shown
 * to have written nothing: row triggers installed in the test database bump one counter, and a
 * rolled-back transaction takes its bumps with it. Sessions, rate limits, tape validation (which
 * goes on in the background after an upload) and reset tokens (made after the answer) are left out.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../../server/db/client.ts';

const WATCHED = [
  'loans',
  'entities',
  'users',
  'user_entity_roles',
  'pending_actions',
  'revisions',
  'registration_requests',
  'registration_documents',
  'proposals',
  'proposal_events',
  'deals',
  'deal_events',
  'remember_tokens',
];

export async function watchWrites(db: Database): Promise<void> {
  await db.execute(sql.raw('create table fuzz_writes (rows bigint not null)'));
  await db.execute(sql.raw('insert into fuzz_writes values (0)'));
  await db.execute(
    sql.raw(
      `create function fuzz_count_write() returns trigger language plpgsql as $$ begin update fuzz_writes set rows = rows + 1; return null; end $$`,
    ),
  );
  for (const table of WATCHED) {
    await db.execute(
      sql.raw(
        `create trigger fuzz_count_write after insert or update or delete on ${table} for each row execute function fuzz_count_write()`,
      ),
    );
  }
}

/** Rows written to the watched tables since watching began. */
export async function rowsWritten(db: Database): Promise<number> {
  const result = await db.execute<{ rows: string | number }>(sql.raw('select rows from fuzz_writes'));
  return Number(result.rows[0]!.rows);
}
