import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { loans, revisions } from '../../../server/db/schema/index.ts';
import { snapshotOf } from '../../../server/db/loan-snapshot.ts';
import { MAKER_CHECKER_MESSAGES } from '../../../server/lib/maker-checker/messages.ts';
import { BATCH_MESSAGES } from '../../../server/modules/batches/messages.ts';
import { validLoanRecords, writeCsvTape } from '../../support/tape-files.ts';
import { useTapeServer, type TapeClient } from './support.ts';
import { DEMO } from '../../support/demo-people.ts';

const server = useTapeServer();

async function uploadSubmitted(officer: TapeClient, name: string, count: number, prefix: string) {
  const path = join(server.dir, name);
  await writeCsvTape(path, validLoanRecords(count, prefix));
  const batch = await officer.uploadValidated(path);
  expect(batch.status).toBe('validated');
  const submit = await officer.post(`/api/v1/batches/${batch.id}/submit`);
  expect(submit.statusCode).toBe(202);
  return { batchId: batch.id as number, actionId: submit.json().pending_action.id as number };
}

describe('submitting and approving a batch', () => {
  it('imports every valid row as an approved loan with its revision when a manager approves, and nothing before', async () => {
    const officer = await server.signedIn(DEMO.northwindOfficer.email);
    const manager = await server.signedIn(DEMO.northwindManager.email);
    const bankId = await server.bankId('Northwind Bank');
    const before = await server.loanCount(bankId);

    const { batchId, actionId } = await uploadSubmitted(officer, 'approve.csv', 1000, 'APP');
    const pending = (await manager.get(`/api/v1/batches/${batchId}`)).json().data;
    expect(pending).toMatchObject({ status: 'pending_approval', pending_action: { id: actionId, status: 'pending' } });
    expect(pending.can).toMatchObject({ approve: true, reject: true, submit: false });
    expect((await officer.get(`/api/v1/batches/${batchId}`)).json().data.can).toMatchObject({
      approve: false,
      cancel: true,
    });
    expect(await server.loanCount(bankId)).toBe(before);

    expect((await officer.post(`/api/v1/pending-actions/${actionId}/approve`)).statusCode).toBe(403);
    expect(
      (await (await server.signedIn(DEMO.harborManager.email)).post(`/api/v1/pending-actions/${actionId}/approve`))
        .statusCode,
    ).toBe(404);
    expect(await server.loanCount(bankId)).toBe(before);

    const approve = await manager.post(`/api/v1/pending-actions/${actionId}/approve`);
    expect(approve.statusCode).toBe(200);
    expect(approve.json().data.status).toBe('approved');
    expect((await manager.importFinished(batchId)).json().data).toMatchObject({
      status: 'imported',
      imported_rows: 1000,
      pending_action: { status: 'approved' },
    });
    expect(await server.loanCount(bankId)).toBe(before + 1000);

    const imported = await server.db.select().from(loans).where(eq(loans.batchId, batchId));
    expect(imported).toHaveLength(1000);
    expect(new Set(imported.map((loan) => loan.status))).toEqual(new Set(['approved']));
    const officerId = await server.userId(DEMO.northwindOfficer.email);
    const managerId = await server.userId(DEMO.northwindManager.email);
    const sample = imported.find((loan) => loan.loanRef === 'APP-0000499')!;
    expect(sample).toMatchObject({
      bankId,
      version: 1,
      createdById: officerId,
      currentPrincipal: '594000.00',
      interestRatePct: '6.9900',
    });
    const [revision] = await server.db
      .select()
      .from(revisions)
      .where(and(eq(revisions.targetType, 'loan'), eq(revisions.targetId, sample.id)));
    expect(revision).toMatchObject({
      version: 1,
      before: null,
      actorId: officerId,
      approverId: managerId,
      pendingActionId: actionId,
    });
    expect(revision!.after).toEqual(snapshotOf(sample));
    const loanRevisions = await server.db.$count(
      revisions,
      and(eq(revisions.targetType, 'loan'), eq(revisions.pendingActionId, actionId)),
    );
    expect(loanRevisions).toBe(1000);
    const batchRevisions = await server.db
      .select()
      .from(revisions)
      .where(and(eq(revisions.targetType, 'batch'), eq(revisions.targetId, batchId)));
    expect(batchRevisions).toMatchObject([
      {
        version: 2,
        before: { status: 'pending_approval', valid_rows: 1000 },
        after: { status: 'imported', imported_loans: 1000 },
        actorId: officerId,
        approverId: managerId,
        pendingActionId: actionId,
      },
    ]);

    expect((await officer.post(`/api/v1/batches/${batchId}/submit`)).statusCode).toBe(409);
  });

  it('is never approved by the manager who submitted it, nor by a platform admin', async () => {
    const submitter = await server.signedIn(DEMO.northwindManager.email);
    const bankId = await server.bankId('Northwind Bank');
    const before = await server.loanCount(bankId);
    const { batchId, actionId } = await uploadSubmitted(submitter, 'own.csv', 5, 'OWN');
    expect((await submitter.get(`/api/v1/batches/${batchId}`)).json().data.can).toMatchObject({
      approve: false,
      reject: false,
      cancel: true,
    });
    const own = await submitter.post(`/api/v1/pending-actions/${actionId}/approve`);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(MAKER_CHECKER_MESSAGES.ownAction);
    for (const email of [DEMO.superAdmin.email, DEMO.adminChecker.email]) {
      expect(
        (await (await server.signedIn(email)).post(`/api/v1/pending-actions/${actionId}/approve`)).statusCode,
        email,
      ).toBe(403);
    }
    expect(await server.loanCount(bankId)).toBe(before);
    expect((await submitter.get(`/api/v1/batches/${batchId}`)).json().data).toMatchObject({
      status: 'pending_approval',
      pending_action: { status: 'pending' },
    });
  });

  it('changes nothing when the manager rejects, and keeps the reason', async () => {
    const officer = await server.signedIn(DEMO.northwindOfficer.email);
    const manager = await server.signedIn(DEMO.northwindManager.email);
    const bankId = await server.bankId('Northwind Bank');
    const before = await server.loanCount(bankId);
    const { batchId, actionId } = await uploadSubmitted(officer, 'reject.csv', 20, 'REJ');
    expect((await manager.post(`/api/v1/pending-actions/${actionId}/reject`, { reason: '' })).statusCode).toBe(422);
    expect(
      (await manager.post(`/api/v1/pending-actions/${actionId}/reject`, { reason: 'Cut-off date is wrong' }))
        .statusCode,
    ).toBe(200);
    const batch = (await officer.get(`/api/v1/batches/${batchId}`)).json().data;
    expect(batch).toMatchObject({
      status: 'rejected',
      pending_action: { status: 'rejected', reason: 'Cut-off date is wrong' },
    });
    expect(batch.can.submit).toBe(false);
    expect(await server.loanCount(bankId)).toBe(before);
  });

  it('returns a cancelled submission to validated', async () => {
    const officer = await server.signedIn(DEMO.northwindOfficer.email);
    const { batchId, actionId } = await uploadSubmitted(officer, 'cancel.csv', 5, 'CAN');
    expect((await officer.post(`/api/v1/pending-actions/${actionId}/cancel`)).statusCode).toBe(200);
    expect((await officer.get(`/api/v1/batches/${batchId}`)).json().data).toMatchObject({
      status: 'validated',
      can: { submit: true },
    });
  });

  it('refuses the approval with 409, importing nothing, when a loan_ref was taken after validation', async () => {
    const officer = await server.signedIn(DEMO.northwindOfficer.email);
    const manager = await server.signedIn(DEMO.northwindManager.email);
    const bankId = await server.bankId('Northwind Bank');
    const first = await uploadSubmitted(officer, 'first.csv', 10, 'RACE');
    const path = join(server.dir, 'second.csv');
    await writeCsvTape(path, validLoanRecords(1, 'race', 7));
    const second = await officer.uploadValidated(path);
    expect(second.status).toBe('validated');
    const submitted = await officer.post(`/api/v1/batches/${second.id}/submit`);
    expect(
      (await manager.post(`/api/v1/pending-actions/${submitted.json().pending_action.id}/approve`)).statusCode,
    ).toBe(200);
    expect((await manager.importFinished(second.id)).json().data.status).toBe('imported');

    const before = await server.loanCount(bankId);
    const refused = await manager.post(`/api/v1/pending-actions/${first.actionId}/approve`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(BATCH_MESSAGES.duplicatesAtApproval(1, 'RACE-0000007'));
    expect(await server.loanCount(bankId)).toBe(before);
    expect((await officer.get(`/api/v1/batches/${first.batchId}`)).json().data).toMatchObject({
      status: 'pending_approval',
    });
  });

  it('refuses to submit a batch with no valid rows', async () => {
    const officer = await server.signedIn(DEMO.northwindOfficer.email);
    const path = join(server.dir, 'all-bad.csv');
    await writeCsvTape(
      path,
      [...validLoanRecords(2, 'NONE')].map((record) => ({ ...record, currency: 'XYZ' })),
    );
    const batch = await officer.uploadValidated(path);
    expect(batch).toMatchObject({ status: 'validated_with_errors', valid_rows: 0 });
    const submit = await officer.post(`/api/v1/batches/${batch.id}/submit`);
    expect(submit.statusCode).toBe(422);
    expect(submit.json().errors).toEqual({ batch: [BATCH_MESSAGES.noValidRows] });
  });
});
