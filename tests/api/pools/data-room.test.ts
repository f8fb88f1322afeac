/** A pool's data room: the bank's folders and documents, content-checked uploads, levels, the logged views and downloads. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { poolRoomAccessLog, poolRoomDocuments } from '../../../server/db/schema/index.ts';
import { ROOM_MESSAGES } from '../../../src/domain/pools/data-room.ts';
import { DEMO_POOL_NAMES } from '../../../server/db/seed/demo-pools.ts';
import { writeDemoRoomFiles } from '../../../server/db/seed/demo-pool-room.ts';
import { createHash } from 'node:crypto';
import { API, useApiHarness } from '../../support/api-harness.ts';
import { DEMO } from '../../support/demo-people.ts';
import { PEOPLE, signedInPeople } from '../../support/signed-in-people.ts';
import { entityId, expectStatus } from '../../support/trading.ts';
import { CSV, PDF, PNG, XLSX, folderWith, logRows, roomPool, seat, upload } from './room-support.ts';

const h = useApiHarness();
const as = signedInPeople(h, {
  ...PEOPLE,
  bluewater_user: DEMO.bluewaterAnalyst.email,
});

async function storedPath(documentId: number): Promise<string> {
  const [row] = await h.t.db
    .select({ storedName: poolRoomDocuments.storedName })
    .from(poolRoomDocuments)
    .where(eq(poolRoomDocuments.id, documentId));
  return join(h.t.config.storageDir, row!.storedName);
}

describe('the demo data', () => {
  it('gives the listed pool a room of level 1 and 2 documents whose files start-up writes, and two answered questions', async () => {
    const officer = await as('bank_officer');
    const listed = (await officer.get(`${API}/pools?per_page=100`))
      .json()
      .data.find((pool: { name: string }) => pool.name === DEMO_POOL_NAMES.listed);
    const room = (await officer.get(`${API}/pools/${listed.id}/data-room`)).json().data;
    const documents = room.folders.flatMap((folder: { documents: unknown[] }) => folder.documents);
    expect(room.folders.map((folder: { name: string }) => folder.name)).toEqual(['Loan files', 'Pool overview']);
    expect(documents.map((document: { level: number }) => document.level).sort()).toEqual([1, 1, 2]);
    await writeDemoRoomFiles(h.t.db, h.t.config.storageDir);
    for (const document of documents) {
      const file = await officer.get(`${API}/pools/${listed.id}/data-room/documents/${document.id}/file`);
      expectStatus(file, 200);
      const [row] = await h.t.db.select().from(poolRoomDocuments).where(eq(poolRoomDocuments.id, document.id));
      expect(createHash('sha256').update(file.rawPayload).digest('hex')).toBe(row!.sha256);
      if (document.mime_type === 'application/pdf') expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const questions = (await officer.get(`${API}/pools/${listed.id}/questions`)).json().data;
    expect(questions.map((question: { visibility: string }) => question.visibility)).toEqual(['private', 'published']);
  });
});

describe('the bank’s data room', () => {
  it('adds, renames and deletes folders; only an empty folder goes, and names are unique in the room', async () => {
    const officer = await as('bank_officer');
    const poolId = await roomPool(h);
    const created = await officer.post(`${API}/pools/${poolId}/data-room/folders`, { name: ' Legal ' });
    expectStatus(created, 201);
    const folderId = created.json().data.id;
    expect(created.json().data.name).toBe('Legal');

    const twice = await officer.post(`${API}/pools/${poolId}/data-room/folders`, { name: 'legal' });
    expectStatus(twice, 422);
    expect(twice.json().errors.name).toEqual([ROOM_MESSAGES.folderTaken]);
    expectStatus(await officer.post(`${API}/pools/${poolId}/data-room/folders`, { name: '  ' }), 422);
    expectStatus(await officer.post(`${API}/pools/${poolId}/data-room/folders`, { name: 'x'.repeat(121) }), 422);
    expectStatus(await officer.post(`${API}/pools/${poolId}/data-room/folders`, { name: 3 }), 422);

    const renamed = await officer.patch(`${API}/pools/${poolId}/data-room/folders/${folderId}`, {
      name: 'Legal papers',
    });
    expectStatus(renamed, 200);
    expect(renamed.json().data.name).toBe('Legal papers');

    const document = await upload(officer, poolId, { folder_id: String(folderId), level: '1' }, [
      { name: 'deed.pdf', content: PDF },
    ]);
    expectStatus(document, 201);
    const full = await officer.send('DELETE', `${API}/pools/${poolId}/data-room/folders/${folderId}`);
    expectStatus(full, 409);
    expect(full.json().message).toBe(ROOM_MESSAGES.folderNotEmpty);
    const path = await storedPath(document.json().data.id);
    expect(existsSync(path)).toBe(true);
    expectStatus(
      await officer.send('DELETE', `${API}/pools/${poolId}/data-room/documents/${document.json().data.id}`),
      204,
    );
    expect(existsSync(path)).toBe(false);
    expectStatus(
      await officer.send('DELETE', `${API}/pools/${poolId}/data-room/documents/${document.json().data.id}`),
      404,
    );
    expectStatus(await officer.send('DELETE', `${API}/pools/${poolId}/data-room/folders/${folderId}`), 204);
    const room = await officer.get(`${API}/pools/${poolId}/data-room`);
    expect(room.json().data).toMatchObject({ folders: [], can_change: true, level: 2 });
  });

  it('takes PDF, XLSX, CSV, PNG and JPEG files, typed by what the file holds, with their level', async () => {
    const manager = await as('bank_manager');
    const poolId = await roomPool(h);
    const { documentIds } = await folderWith(manager, poolId, 'Tape', [
      { name: 'report.pdf', content: PDF, level: 1 },
      { name: 'tape.xlsx', content: XLSX, level: 2 },
      { name: 'tape.csv', content: CSV, level: 2 },
      { name: 'photo.png', content: PNG, level: 1 },
      { name: 'photo.jpg', content: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), level: 1 },
    ]);
    const room = (await manager.get(`${API}/pools/${poolId}/data-room`)).json().data;
    expect(
      room.folders[0].documents.map((d: { name: string; level: number; mime_type: string }) => [
        d.name,
        d.level,
        d.mime_type,
      ]),
    ).toEqual([
      ['photo.jpg', 1, 'image/jpeg'],
      ['photo.png', 1, 'image/png'],
      ['report.pdf', 1, 'application/pdf'],
      ['tape.csv', 2, 'text/csv'],
      ['tape.xlsx', 2, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ]);
    expect(documentIds).toHaveLength(5);
    const file = await manager.get(`${API}/pools/${poolId}/data-room/documents/${documentIds[0]}/file`);
    expectStatus(file, 200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    // The bank's own look is not an investor's access.
    expect(await h.t.db.select().from(poolRoomAccessLog).where(eq(poolRoomAccessLog.poolId, poolId))).toEqual([]);
  });

  it('refuses a wrong type, a file whose content is not what its name says, an empty one, none, two, and a bad level or folder', async () => {
    const officer = await as('bank_officer');
    const poolId = await roomPool(h);
    const { folderId } = await folderWith(officer, poolId, 'Docs', []);
    const fields = { folder_id: String(folderId), level: '1' };
    const cases = [
      [[{ name: 'run.exe', content: Buffer.from('MZ') }], ROOM_MESSAGES.invalidType('run.exe')],
      [[{ name: 'fake.pdf', content: Buffer.from('not a pdf at all') }], ROOM_MESSAGES.contentMismatch('fake.pdf')],
      [[{ name: 'fake.xlsx', content: PDF }], ROOM_MESSAGES.contentMismatch('fake.xlsx')],
      [[{ name: 'binary.csv', content: Buffer.from([0x41, 0x00, 0x42]) }], ROOM_MESSAGES.contentMismatch('binary.csv')],
      [[{ name: 'empty.pdf', content: Buffer.alloc(0) }], ROOM_MESSAGES.empty('empty.pdf')],
      [[], ROOM_MESSAGES.required],
      [
        [
          { name: 'a.pdf', content: PDF },
          { name: 'b.pdf', content: PDF },
        ],
        ROOM_MESSAGES.tooMany,
      ],
    ] as const;
    for (const [files, message] of cases) {
      const answer = await upload(officer, poolId, fields, files);
      expectStatus(answer, 422);
      expect(answer.json().errors.file).toEqual([message]);
    }
    const badLevel = await upload(officer, poolId, { folder_id: String(folderId), level: '3' }, [
      { name: 'a.pdf', content: PDF },
    ]);
    expectStatus(badLevel, 422);
    expect(badLevel.json().errors.level).toEqual([ROOM_MESSAGES.level]);
    for (const folder_id of ['9999999999', '0', 'abc', '']) {
      const badFolder = await upload(officer, poolId, { folder_id, level: '1' }, [{ name: 'a.pdf', content: PDF }]);
      expectStatus(badFolder, 422);
      expect(badFolder.json().errors.folder_id).toEqual([ROOM_MESSAGES.folderNotFound]);
    }
    const otherPool = await roomPool(h);
    const { folderId: elsewhere } = await folderWith(officer, otherPool, 'Elsewhere', []);
    const wrongFolder = await upload(officer, poolId, { folder_id: String(elsewhere), level: '1' }, [
      { name: 'a.pdf', content: PDF },
    ]);
    expectStatus(wrongFolder, 422);
    expect(wrongFolder.json().errors.folder_id).toEqual([ROOM_MESSAGES.folderNotFound]);
    expectStatus(await officer.post(`${API}/pools/${poolId}/data-room/documents`, { file: 'x' }), 415);
    // Nothing refused stays on disk or in the room.
    expect(await h.t.db.select().from(poolRoomDocuments).where(eq(poolRoomDocuments.poolId, poolId))).toEqual([]);
  });

  it('refuses a file larger than 50 MB', async () => {
    const officer = await as('bank_officer');
    const poolId = await roomPool(h);
    const { folderId } = await folderWith(officer, poolId, 'Big', []);
    const big = Buffer.concat([PDF, Buffer.alloc(50 * 1024 * 1024 + 1 - PDF.length, 0x20)]);
    const answer = await upload(officer, poolId, { folder_id: String(folderId), level: '1' }, [
      { name: 'big.pdf', content: big },
    ]);
    expectStatus(answer, 422);
    expect(answer.json().errors.file).toEqual([ROOM_MESSAGES.tooLarge('big.pdf')]);
  });

  it('lets platform admins read and nobody else in; another bank’s pool does not exist; a sold pool’s room is closed', async () => {
    const poolId = await roomPool(h);
    const officer = await as('bank_officer');
    const { folderId } = await folderWith(officer, poolId, 'Read only', []);
    const admin = await as('dl_admin_maker');
    expectStatus(await admin.get(`${API}/pools/${poolId}/data-room`), 200);
    expect((await admin.get(`${API}/pools/${poolId}/data-room`)).json().data.can_change).toBe(false);
    expectStatus(await admin.get(`${API}/pools/${poolId}/data-room/access-log`), 200);
    expectStatus(await admin.post(`${API}/pools/${poolId}/data-room/folders`, { name: 'No' }), 403);
    expectStatus(await admin.send('DELETE', `${API}/pools/${poolId}/data-room/folders/${folderId}`), 403);
    const other = await as('other_bank_officer');
    expectStatus(await other.get(`${API}/pools/${poolId}/data-room`), 404);
    expectStatus(await other.post(`${API}/pools/${poolId}/data-room/folders`, { name: 'No' }), 404);
    expectStatus(await (await as('investor_manager')).get(`${API}/pools/${poolId}/data-room`), 403);
    expectStatus(await (await as('no_role')).get(`${API}/pools/${poolId}/data-room`), 403);
    expectStatus(await (await as('guest')).get(`${API}/pools/${poolId}/data-room`), 401);
    expectStatus(await officer.get(`${API}/pools/999999/data-room`), 404);
    expectStatus(await officer.get(`${API}/pools/99999999999/data-room`), 404);

    const sold = await roomPool(h, { status: 'sold' });
    const closed = await officer.post(`${API}/pools/${sold}/data-room/folders`, { name: 'Late' });
    expectStatus(closed, 409);
    expect(closed.json().message).toBe(ROOM_MESSAGES.closed('sold'));
  });
});

describe('the investor’s data room', () => {
  it('shows nothing before the NDA, level 1 after it and level 2 once shortlisted', async () => {
    const officer = await as('bank_officer');
    const poolId = await roomPool(h);
    const { documentIds } = await folderWith(officer, poolId, 'Everything', [
      { name: 'summary.pdf', content: PDF, level: 1 },
      { name: 'loan-files.csv', content: CSV, level: 2 },
    ]);
    const [levelOne, levelTwo] = documentIds as [number, number];
    const summit = await as('investor_user');
    const before = await summit.get(`${API}/investor/pools/${poolId}/data-room`);
    expectStatus(before, 403);
    expect(before.json().message).toBe(ROOM_MESSAGES.ndaFirst);
    expectStatus(await summit.get(`${API}/investor/pools/${poolId}/data-room/documents/${levelOne}/view`), 403);

    await seat(h, poolId, 'Summit Capital');
    const room = (await summit.get(`${API}/investor/pools/${poolId}/data-room`)).json().data;
    expect(room.level).toBe(1);
    expect(room.folders[0].documents.map((d: { id: number }) => d.id)).toEqual([levelOne]);
    // A level-2 document answers like one that does not exist, by id too, and nothing is logged.
    for (const action of ['view', 'download']) {
      const hidden = await summit.get(`${API}/investor/pools/${poolId}/data-room/documents/${levelTwo}/${action}`);
      expectStatus(hidden, 404);
      expect(hidden.body).not.toContain('loan-files');
      expect(hidden.json()).toEqual(
        (await summit.get(`${API}/investor/pools/${poolId}/data-room/documents/2147483647/${action}`)).json(),
      );
    }
    expect(await h.t.db.select().from(poolRoomAccessLog).where(eq(poolRoomAccessLog.documentId, levelTwo))).toEqual([]);

    await seat(h, poolId, 'Bluewater Pension Fund', 'shortlisted');
    const bluewater = await as('bluewater_user');
    const shortlisted = (await bluewater.get(`${API}/investor/pools/${poolId}/data-room`)).json().data;
    expect(shortlisted.level).toBe(2);
    expect(shortlisted.folders[0].documents.map((d: { id: number }) => d.id).sort()).toEqual(
      [levelOne, levelTwo].sort(),
    );
    expectStatus(await bluewater.get(`${API}/investor/pools/${poolId}/data-room/documents/${levelTwo}/download`), 200);
    // A deleted document is gone for everyone.
    expectStatus(await officer.send('DELETE', `${API}/pools/${poolId}/data-room/documents/${levelOne}`), 204);
    expectStatus(await bluewater.get(`${API}/investor/pools/${poolId}/data-room/documents/${levelOne}/view`), 404);
  });

  it('logs each view and download in the same request: who, which organisation, which document, when', async () => {
    const officer = await as('bank_officer');
    const poolId = await roomPool(h);
    const { documentIds } = await folderWith(officer, poolId, 'Logged', [
      { name: 'valuation report.pdf', content: PDF, level: 1 },
      { name: 'tape.csv', content: CSV, level: 1 },
    ]);
    const [pdf, csv] = documentIds as [number, number];
    await seat(h, poolId, 'Summit Capital');
    await seat(h, poolId, 'Bluewater Pension Fund');
    const summit = await as('investor_user');
    const viewed = await summit.get(`${API}/investor/pools/${poolId}/data-room/documents/${pdf}/view`);
    expectStatus(viewed, 200);
    expect(viewed.headers['content-type']).toBe('application/pdf');
    expect(viewed.headers['content-disposition']).toMatch(/^inline; filename="valuation report.pdf"/);
    expect(viewed.rawPayload.equals(PDF)).toBe(true);
    const downloaded = await summit.get(`${API}/investor/pools/${poolId}/data-room/documents/${pdf}/download`);
    expect(downloaded.headers['content-disposition']).toMatch(/^attachment; /);
    const bluewater = await as('bluewater_user');
    expectStatus(await bluewater.get(`${API}/investor/pools/${poolId}/data-room/documents/${csv}/download`), 200);

    const log = await officer.get(`${API}/pools/${poolId}/data-room/access-log`);
    expectStatus(log, 200);
    const summitId = await entityId(h.t.db, 'Summit Capital');
    const bluewaterId = await entityId(h.t.db, 'Bluewater Pension Fund');
    expect(logRows(log.json())).toEqual([
      [csv, bluewaterId, DEMO.bluewaterAnalyst.name, 'download'],
      [pdf, summitId, DEMO.summitAnalyst.name, 'download'],
      [pdf, summitId, DEMO.summitAnalyst.name, 'view'],
    ]);
    expect(log.json().by_investor).toMatchObject([
      { investor: { name: 'Bluewater Pension Fund' }, views: 0, downloads: 1 },
      { investor: { name: 'Summit Capital' }, views: 1, downloads: 1 },
    ]);
    expect(log.json().by_document).toMatchObject([
      { document: { id: csv }, views: 0, downloads: 1, investors: 1 },
      { document: { id: pdf }, views: 1, downloads: 1, investors: 1 },
    ]);
    const perInvestor = await officer.get(`${API}/pools/${poolId}/data-room/access-log?investor_id=${summitId}`);
    expect(perInvestor.json().data).toHaveLength(2);
    const perDocument = await officer.get(`${API}/pools/${poolId}/data-room/access-log?document_id=${csv}`);
    expect(perDocument.json().data).toHaveLength(1);
    expectStatus(await officer.get(`${API}/pools/${poolId}/data-room/access-log?investor_id=abc`), 422);
    expectStatus(await (await as('other_bank_officer')).get(`${API}/pools/${poolId}/data-room/access-log`), 404);
    expectStatus(await summit.get(`${API}/pools/${poolId}/data-room/access-log`), 403);
  });

  it('hides a draft’s room and an invitation-only pool from an investor not invited, and refuses bank people', async () => {
    const officer = await as('bank_officer');
    const summit = await as('investor_user');
    const draft = await roomPool(h, { status: 'draft' });
    expectStatus(await summit.get(`${API}/investor/pools/${draft}/data-room`), 404);
    const invitation = await roomPool(h, { accessMode: 'invitation', invitedInvestorIds: [] });
    expectStatus(await summit.get(`${API}/investor/pools/${invitation}/data-room`), 404);
    expectStatus(await officer.get(`${API}/investor/pools/${invitation}/data-room`), 403);
    expectStatus(await (await as('dl_admin_maker')).get(`${API}/investor/pools/${invitation}/data-room`), 403);
  });
});
