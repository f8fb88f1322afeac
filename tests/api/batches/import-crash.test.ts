/**
 * An import killed half-way leaves all rows or none, and the next start imports it: the real
 * server in a child process on PostgreSQL, a manager's approval of a large batch (answered at
 * once, the import running in the background), SIGKILL while an import statement runs, a
 * restart on the same database, and the batch's loans counted.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { validLoanRecords, writeCsvTape } from '../../support/tape-files.ts';
import { createEmptyPostgresDatabase } from '../../support/postgres-admin.ts';
import { removeDataDirs, startServer } from '../../support/server-process.ts';
import { TapeClient } from './support.ts';
import { DEMO } from '../../support/demo-people.ts';

const ROWS = 50_000;
const dir = mkdtempSync(join(tmpdir(), 'dealledger-crash-'));
afterAll(() => {
  removeDataDirs();
  rmSync(dir, { recursive: true, force: true });
});

async function query<Row>(url: string, text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** Whether a backend of this database is running the import statement. */
async function importRunning(url: string): Promise<boolean> {
  const rows = await query<{ n: number }>(
    url,
    `select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()
       and state = 'active' and query ilike '%insert into loans%'`,
  );
  return rows[0]!.n > 0;
}

describe.skipIf(!process.env['DATABASE_URL'])('an import killed with the server', { timeout: 300_000 }, () => {
  it('leaves either every row of the batch or none, and is imported by the restarted server', async () => {
    const database = (await createEmptyPostgresDatabase())!;
    try {
      const env = { DATABASE_URL: database.url, DEMO_DATA: 'true' };
      const first = startServer(env, ['--api-only']);
      const baseUrl = await first.started;
      const officer = await new TapeClient(baseUrl).signedIn(DEMO.northwindOfficer.email);
      const manager = await new TapeClient(baseUrl).signedIn(DEMO.northwindManager.email);

      const path = join(dir, 'large.csv');
      await writeCsvTape(path, validLoanRecords(ROWS, 'CRASH'));
      const batch = await officer.uploadValidated(path);
      expect(batch).toMatchObject({ status: 'validated', valid_rows: ROWS });
      const submit = await officer.post(`/api/v1/batches/${batch.id}/submit`);
      expect(submit.statusCode).toBe(202);
      const actionId = submit.json().pending_action.id;

      const approval = await manager.post(`/api/v1/pending-actions/${actionId}/approve`);
      expect(approval.statusCode).toBe(200);
      while (!(await importRunning(database.url))) await delay(10);
      first.child.kill('SIGKILL');
      await first.exited;
      // PostgreSQL ends the orphaned transaction once it finds its client gone.
      while (await importRunning(database.url)) await delay(50);

      const [after] = await query<{ loans: number; status: string; action: string }>(
        database.url,
        `select (select count(*)::int from loans where batch_id = $1) as loans,
                (select status::text from batches where id = $1) as status,
                (select status::text from pending_actions where id = $2) as action`,
        [batch.id, actionId],
      );
      expect([0, ROWS]).toContain(after!.loans);
      expect(after!.action).toBe('approved');
      expect(after!.status).toBe(after!.loans === 0 ? 'importing' : 'imported');

      const second = startServer(env, ['--api-only']);
      const again = await second.started;
      try {
        const checker = await new TapeClient(again).signedIn(DEMO.northwindManager.email);
        const final = await checker.importFinished(batch.id);
        expect(final.json().data).toMatchObject({ status: 'imported', imported_rows: ROWS });
        const [count] = await query<{ loans: number; revisions: number }>(
          database.url,
          `select (select count(*)::int from loans where batch_id = $1) as loans,
                  (select count(*)::int from revisions where target_type = 'loan' and pending_action_id = $2) as revisions`,
          [batch.id, actionId],
        );
        expect(count).toEqual({ loans: ROWS, revisions: ROWS });
      } finally {
        await second.stop();
      }
    } finally {
      await database.drop();
    }
  });
});
