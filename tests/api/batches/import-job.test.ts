/**
 * An approved batch imports in the background: the approval answers with the batch `importing`,
 * its progress shows while the import's transaction runs, and it ends `imported` with every row;
 * a failure half-way leaves nothing, and two approvals at once import once. The import goes in
 * chunks of 100 rows here, and a test can hold it after a chunk (PostgreSQL only: the embedded
 * database has one connection, which the held transaction keeps, so nothing could be read).
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { loans, revisions } from '../../../server/db/schema/index.ts';
import { BATCH_MESSAGES } from '../../../server/modules/batches/messages.ts';
import { validLoanRecords, writeCsvTape } from '../../support/tape-files.ts';
import { useTapeServer, type TapeClient } from './support.ts';
import { DEMO } from '../../support/demo-people.ts';

/** Batches whose import stops after its first chunk until the test lets it go on. */
const held = new Map<number, { reached: () => void; release: Promise<void> }>();

const server = useTapeServer({
  importOptions: {
    chunkRows: 100,
    async afterChunk(batchId, importedRows) {
      const hold = held.get(batchId);
      if (hold && importedRows === 100) {
        hold.reached();
        await hold.release;
      }
    },
  },
});

function holdAfterFirstChunk(batchId: number) {
  let reached!: () => void;
  let release!: () => void;
  const reachedPromise = new Promise<void>((resolve) => (reached = resolve));
  held.set(batchId, { reached, release: new Promise<void>((resolve) => (release = resolve)) });
  return { reached: reachedPromise, release };
}

async function submitted(officer: TapeClient, name: string, count: number, prefix: string) {
  const path = join(server.dir, name);
  await writeCsvTape(path, validLoanRecords(count, prefix));
  const batch = await officer.uploadValidated(path);
  expect(batch).toMatchObject({ status: 'validated', valid_rows: count });
  const submit = await officer.post(`/api/v1/batches/${batch.id}/submit`);
  expect(submit.statusCode).toBe(202);
  return { batchId: batch.id as number, actionId: submit.json().pending_action.id as number };
}

const loansOf = (batchId: number) => server.db.$count(loans, eq(loans.batchId, batchId));
const loanRevisionsOf = (actionId: number) =>
  server.db.$count(revisions, and(eq(revisions.targetType, 'loan'), eq(revisions.pendingActionId, actionId)));

describe('importing an approved batch in the background', () => {
  it('answers the approval at once with the action approved, then imports every row with its revision', async () => {
    const officer = await server.signedIn(DEMO.northwindOfficer.email);
    const manager = await server.signedIn(DEMO.northwindManager.email);
    const { batchId, actionId } = await submitted(officer, 'job.csv', 1000, 'JOB');

    const approve = await manager.post(`/api/v1/pending-actions/${actionId}/approve`);
    expect(approve.statusCode).toBe(200);
    expect(approve.json().data.status).toBe('approved');
    const finished = (await manager.importFinished(batchId)).json().data;
    expect(finished).toMatchObject({
      status: 'imported',
      valid_rows: 1000,
      imported_rows: 1000,
      failure_message: null,
    });
    expect(await loansOf(batchId)).toBe(1000);
    expect(await loanRevisionsOf(actionId)).toBe(1000);
  });

  it.skipIf(!process.env['DATABASE_URL'])(
    'shows the rows imported so far while the import runs, and none of its loans before it commits',
    async () => {
      const officer = await server.signedIn(DEMO.northwindOfficer.email);
      const manager = await server.signedIn(DEMO.northwindManager.email);
      const { batchId, actionId } = await submitted(officer, 'progress.csv', 1000, 'PRG');
      const hold = holdAfterFirstChunk(batchId);

      const approve = await manager.post(`/api/v1/pending-actions/${actionId}/approve`);
      expect(approve.statusCode).toBe(200);
      await hold.reached;
      let batch = (await manager.get(`/api/v1/batches/${batchId}`)).json().data;
      while (batch.imported_rows < 100) batch = (await manager.get(`/api/v1/batches/${batchId}`)).json().data;
      expect(batch).toMatchObject({
        status: 'importing',
        imported_rows: 100,
        valid_rows: 1000,
        can: { approve: false, reject: false, submit: false },
      });
      expect(await loansOf(batchId)).toBe(0);

      hold.release();
      expect((await manager.importFinished(batchId)).json().data).toMatchObject({
        status: 'imported',
        imported_rows: 1000,
      });
      expect(await loansOf(batchId)).toBe(1000);
    },
  );

  it('leaves nothing of the batch when the import fails half-way, and says so on the batch', async () => {
    const officer = await server.signedIn(DEMO.northwindOfficer.email);
    const manager = await server.signedIn(DEMO.northwindManager.email);
    const bankId = await server.bankId('Northwind Bank');
    const { batchId, actionId } = await submitted(officer, 'broken.csv', 1000, 'BRK');
    // A staged row the database refuses (the first row's loan_ref in capitals, which the bank's unique index on lower(loan_ref) refuses): the tenth chunk fails after nine went in.
    await server.db.execute(
      sql`update batch_rows set loan_ref = (select upper(loan_ref) from batch_rows where batch_id = ${batchId} and row_number = 2) where batch_id = ${batchId} and row_number = 951`,
    );
    const before = await server.loanCount(bankId);

    expect((await manager.post(`/api/v1/pending-actions/${actionId}/approve`)).statusCode).toBe(200);
    const finished = (await manager.importFinished(batchId)).json().data;
    expect(finished).toMatchObject({
      status: 'failed',
      failure_message: BATCH_MESSAGES.importFailed,
      imported_rows: 0,
    });
    expect(await loansOf(batchId)).toBe(0);
    expect(await loanRevisionsOf(actionId)).toBe(0);
    expect(await server.loanCount(bankId)).toBe(before);
  });

  it('imports once when two approvals of the batch arrive together', async () => {
    const officer = await server.signedIn(DEMO.northwindOfficer.email);
    const manager = await server.signedIn(DEMO.northwindManager.email);
    const { batchId, actionId } = await submitted(officer, 'twice.csv', 300, 'TWO');
    const answers = await Promise.all([1, 2].map(() => manager.post(`/api/v1/pending-actions/${actionId}/approve`)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await manager.importFinished(batchId)).json().data).toMatchObject({
      status: 'imported',
      imported_rows: 300,
    });
    expect(await loansOf(batchId)).toBe(300);
    expect(await loanRevisionsOf(actionId)).toBe(300);
  });

  it.skipIf(!process.env['DATABASE_URL'])(
    'fails the import, nothing imported, when a loan_ref is taken after the approval',
    async () => {
      const officer = await server.signedIn(DEMO.northwindOfficer.email);
      const manager = await server.signedIn(DEMO.northwindManager.email);
      const { batchId, actionId } = await submitted(officer, 'late.csv', 500, 'LATE');
      const hold = holdAfterFirstChunk(batchId);
      expect((await manager.post(`/api/v1/pending-actions/${actionId}/approve`)).statusCode).toBe(200);
      await hold.reached;
      // Another loan of the bank takes a loan_ref of a chunk not imported yet.
      const [existing] = await server.db
        .select()
        .from(loans)
        .where(eq(loans.bankId, await server.bankId('Northwind Bank')))
        .limit(1);
      const { id: _id, ...copy } = existing!;
      await server.db.insert(loans).values({ ...copy, batchId: null, loanRef: 'late-0000400' });
      hold.release();

      const finished = (await manager.importFinished(batchId)).json().data;
      expect(finished).toMatchObject({
        status: 'failed',
        failure_message: BATCH_MESSAGES.duplicatesAtImport(1, 'LATE-0000400'),
      });
      expect(await loansOf(batchId)).toBe(0);
      expect(await loanRevisionsOf(actionId)).toBe(0);
    },
  );
});
