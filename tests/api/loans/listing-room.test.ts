/**
 * A single listed loan's data room: the bank's folders and content-checked uploads, level 1 for every
 * investor who sees the listing, level 2 for an organisation with a live proposal or a deal, the room
 * closed to changes once the loan is sold or withdrawn, and every investor view and download logged.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loans, poolRoomAccessLog, poolRoomDocuments } from '../../../server/db/schema/index.ts';
import { LISTING_ROOM_MESSAGES } from '../../../src/domain/loans/listing-room.ts';
import type { LoanStatus } from '../../../src/domain/loans/vocabulary.ts';
import { ROOM_MESSAGES } from '../../../src/domain/pools/data-room.ts';
import { API, useApiHarness } from '../../support/api-harness.ts';
import { DEMO } from '../../support/demo-people.ts';
import { PEOPLE, signedInPeople } from '../../support/signed-in-people.ts';
import { entityId, expectStatus, freshListedLoans, insertDeal, submit } from '../../support/trading.ts';
import { CSV, PDF, PNG, XLSX, folderWith, logRows, upload } from '../pools/room-support.ts';

const h = useApiHarness();
const as = signedInPeople(h, { ...PEOPLE, bluewater_user: DEMO.bluewaterAnalyst.email });
const listed = freshListedLoans(h);

const bankRoom = (loanId: number) => `${API}/loans/${loanId}/data-room`;
const investorRoom = (loanId: number) => `${API}/marketplace/loans/${loanId}/data-room`;

async function setStatus(loanId: number, status: LoanStatus) {
  await h.t.db.update(loans).set({ status }).where(eq(loans.id, loanId));
}

/** A listed Northwind loan with a level-1 and a level-2 document; their ids. */
async function roomWithTwoLevels() {
  const loanId = await listed('Northwind Bank');
  const { documentIds } = await folderWith(await as('bank_officer'), bankRoom(loanId), 'Loan file', [
    { name: 'valuation.pdf', content: PDF, level: 1 },
    { name: 'payments.csv', content: CSV, level: 2 },
  ]);
  const [levelOne, levelTwo] = documentIds as [number, number];
  return { loanId, levelOne, levelTwo };
}

const documentIdsOf = (room: { folders: { documents: { id: number }[] }[] }) =>
  room.folders.flatMap((folder) => folder.documents.map((document) => document.id)).sort((a, b) => a - b);

describe('the bank’s room of a listed loan', () => {
  it('adds folders and takes PDF, XLSX, CSV, PNG and JPEG files by content, each at its level', async () => {
    const loanId = await listed('Northwind Bank');
    const manager = await as('bank_manager');
    const { folderId, documentIds } = await folderWith(manager, bankRoom(loanId), 'Everything', [
      { name: 'report.pdf', content: PDF, level: 1 },
      { name: 'tape.xlsx', content: XLSX, level: 2 },
      { name: 'tape.csv', content: CSV, level: 2 },
      { name: 'photo.png', content: PNG, level: 1 },
      { name: 'photo.jpeg', content: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), level: 1 },
    ]);
    const room = (await manager.get(bankRoom(loanId))).json().data;
    expect(room).toMatchObject({ loan: { id: loanId, status: 'listed' }, level: 2, can_change: true });
    expect(room.folders[0].documents.map((d: { name: string; level: number }) => [d.name, d.level])).toEqual([
      ['photo.jpeg', 1],
      ['photo.png', 1],
      ['report.pdf', 1],
      ['tape.csv', 2],
      ['tape.xlsx', 2],
    ]);
    const twice = await manager.post(`${bankRoom(loanId)}/folders`, { name: 'everything' });
    expectStatus(twice, 422);
    expect(twice.json().errors.name).toEqual([ROOM_MESSAGES.folderTaken]);
    const file = await manager.get(`${bankRoom(loanId)}/documents/${documentIds[0]}/file`);
    expectStatus(file, 200);
    expect(file.rawPayload.equals(PDF)).toBe(true);

    // The same names in a pool's room or another loan's are no clash, and a folder of another room is no folder.
    const other = await listed('Northwind Bank');
    const { folderId: elsewhere } = await folderWith(manager, bankRoom(other), 'Everything', []);
    const wrongFolder = await upload(manager, bankRoom(loanId), { folder_id: String(elsewhere), level: '1' }, [
      { name: 'a.pdf', content: PDF },
    ]);
    expectStatus(wrongFolder, 422);
    expect(wrongFolder.json().errors.folder_id).toEqual([ROOM_MESSAGES.folderNotFound]);

    expectStatus(await manager.send('DELETE', `${bankRoom(loanId)}/documents/${documentIds[0]}`), 204);
    expectStatus(await manager.send('DELETE', `${bankRoom(loanId)}/documents/${documentIds[0]}`), 404);
    expectStatus(await manager.send('DELETE', `${bankRoom(loanId)}/folders/${folderId}`), 409);
  });

  it('refuses a wrong type, a file that is not what its name says, an empty one, one over 50 MB and a bad level', async () => {
    const loanId = await listed('Northwind Bank');
    const officer = await as('bank_officer');
    const { folderId } = await folderWith(officer, bankRoom(loanId), 'Checked', []);
    const fields = { folder_id: String(folderId), level: '1' };
    const big = Buffer.concat([PDF, Buffer.alloc(50 * 1024 * 1024 + 1 - PDF.length, 0x20)]);
    const cases = [
      [{ name: 'run.exe', content: Buffer.from('MZ') }, ROOM_MESSAGES.invalidType('run.exe')],
      [{ name: 'fake.pdf', content: Buffer.from('not a pdf at all') }, ROOM_MESSAGES.contentMismatch('fake.pdf')],
      [{ name: 'fake.xlsx', content: PDF }, ROOM_MESSAGES.contentMismatch('fake.xlsx')],
      [{ name: 'empty.csv', content: Buffer.alloc(0) }, ROOM_MESSAGES.empty('empty.csv')],
      [{ name: 'big.pdf', content: big }, ROOM_MESSAGES.tooLarge('big.pdf')],
    ] as const;
    for (const [file, message] of cases) {
      const answer = await upload(officer, bankRoom(loanId), fields, [file]);
      expectStatus(answer, 422);
      expect(answer.json().errors.file).toEqual([message]);
    }
    const badLevel = await upload(officer, bankRoom(loanId), { ...fields, level: '0' }, [
      { name: 'a.pdf', content: PDF },
    ]);
    expectStatus(badLevel, 422);
    expect(badLevel.json().errors.level).toEqual([ROOM_MESSAGES.level]);
    expect(await h.t.db.select().from(poolRoomDocuments).where(eq(poolRoomDocuments.loanId, loanId))).toEqual([]);
  });

  it('lets platform admins read only; another bank’s loan does not exist; investors and guests are refused', async () => {
    const loanId = await listed('Northwind Bank');
    const { folderId } = await folderWith(await as('bank_officer'), bankRoom(loanId), 'Read only', []);
    const admin = await as('dl_admin_maker');
    const read = await admin.get(bankRoom(loanId));
    expectStatus(read, 200);
    expect(read.json().data.can_change).toBe(false);
    expectStatus(await admin.get(`${bankRoom(loanId)}/access-log`), 200);
    expectStatus(await admin.post(`${bankRoom(loanId)}/folders`, { name: 'No' }), 403);
    expectStatus(await admin.send('DELETE', `${bankRoom(loanId)}/folders/${folderId}`), 403);
    expectStatus(
      await upload(admin, bankRoom(loanId), { folder_id: String(folderId), level: '1' }, [
        { name: 'a.pdf', content: PDF },
      ]),
      403,
    );
    const other = await as('other_bank_officer');
    expectStatus(await other.get(bankRoom(loanId)), 404);
    expectStatus(await other.post(`${bankRoom(loanId)}/folders`, { name: 'No' }), 404);
    expectStatus(await other.get(`${bankRoom(loanId)}/access-log`), 404);
    expectStatus(await (await as('investor_manager')).get(bankRoom(loanId)), 403);
    expectStatus(await (await as('no_role')).get(bankRoom(loanId)), 403);
    expectStatus(await (await as('guest')).get(bankRoom(loanId)), 401);
    expectStatus(await (await as('bank_officer')).get(bankRoom(2147483647)), 404);
  });

  it('is open to changes while the loan is approved, listed or under offer, and closed once it is sold or withdrawn', async () => {
    const loanId = await listed('Northwind Bank');
    const officer = await as('bank_officer');
    for (const status of ['approved', 'under_offer'] as const) {
      await setStatus(loanId, status);
      expectStatus(await officer.post(`${bankRoom(loanId)}/folders`, { name: `While ${status}` }), 201);
    }
    const { folderId, documentIds } = await folderWith(officer, bankRoom(loanId), 'Kept', [
      { name: 'kept.pdf', content: PDF, level: 1 },
    ]);
    for (const [status, message] of [
      ['sold', LISTING_ROOM_MESSAGES.closed('sold')],
      ['withdrawn', LISTING_ROOM_MESSAGES.closed('withdrawn')],
      ['draft', LISTING_ROOM_MESSAGES.notYetOpen],
    ] as const) {
      await setStatus(loanId, status);
      const refused = await officer.post(`${bankRoom(loanId)}/folders`, { name: 'Late' });
      expectStatus(refused, 409);
      expect(refused.json().message).toBe(message);
      const late = await upload(officer, bankRoom(loanId), { folder_id: String(folderId), level: '1' }, [
        { name: 'late.pdf', content: PDF },
      ]);
      expectStatus(late, 409);
      expectStatus(await officer.send('DELETE', `${bankRoom(loanId)}/documents/${documentIds[0]}`), 409);
      const room = (await officer.get(bankRoom(loanId))).json().data;
      expect(room.can_change).toBe(false);
      expect(documentIdsOf(room)).toEqual(documentIds);
    }
  });
});

describe('the investor’s room of a listed loan', () => {
  it('opens level 1 to every investor; level 2 only with a live proposal, refused by id otherwise', async () => {
    const { loanId, levelOne, levelTwo } = await roomWithTwoLevels();
    const summit = await as('investor_user');
    const bluewater = await as('bluewater_user');
    for (const client of [summit, bluewater]) {
      const room = (await client.get(investorRoom(loanId))).json().data;
      expect(room).toMatchObject({ loan: { id: loanId }, level: 1, can_change: false });
      expect(documentIdsOf(room)).toEqual([levelOne]);
    }
    for (const action of ['view', 'download']) {
      const hidden = await summit.get(`${investorRoom(loanId)}/documents/${levelTwo}/${action}`);
      expectStatus(hidden, 404);
      expect(hidden.body).not.toContain('payments');
      expect(hidden.json()).toEqual(
        (await summit.get(`${investorRoom(loanId)}/documents/2147483647/${action}`)).json(),
      );
    }
    expect(await h.t.db.select().from(poolRoomAccessLog).where(eq(poolRoomAccessLog.documentId, levelTwo))).toEqual([]);

    const proposal = await submit(summit, loanId);
    const proposing = (await summit.get(investorRoom(loanId))).json().data;
    expect(proposing.level).toBe(2);
    expect(documentIdsOf(proposing)).toEqual([levelOne, levelTwo].sort((a, b) => a - b));
    expectStatus(await summit.get(`${investorRoom(loanId)}/documents/${levelTwo}/download`), 200);
    expect((await bluewater.get(investorRoom(loanId))).json().data.level).toBe(1);

    // Withdrawing the proposal takes level 2 away again.
    expectStatus(await summit.post(`${API}/proposals/${proposal.id}/withdraw`), 200);
    expect((await summit.get(investorRoom(loanId))).json().data.level).toBe(1);
    expectStatus(await summit.get(`${investorRoom(loanId)}/documents/${levelTwo}/view`), 404);
  });

  it('does not exist for a loan off the marketplace, except to the holder of its deal; bank people are refused', async () => {
    const { loanId, levelTwo } = await roomWithTwoLevels();
    const summit = await as('investor_user');
    const bluewater = await as('bluewater_user');
    for (const status of ['approved', 'withdrawn', 'draft'] as const) {
      await setStatus(loanId, status);
      expectStatus(await summit.get(investorRoom(loanId)), 404);
    }
    await setStatus(loanId, 'listed');
    await insertDeal(h.t.db, { loanId, investor: 'Summit Capital' });
    const bought = (await summit.get(investorRoom(loanId))).json().data;
    expect(bought).toMatchObject({ level: 2, loan: { status: 'sold' } });
    expectStatus(await summit.get(`${investorRoom(loanId)}/documents/${levelTwo}/view`), 200);
    expectStatus(await bluewater.get(investorRoom(loanId)), 404);
    expectStatus(await summit.get(investorRoom(2147483647)), 404);
    expectStatus(await (await as('bank_officer')).get(investorRoom(loanId)), 403);
    expectStatus(await (await as('dl_admin_maker')).get(investorRoom(loanId)), 403);
    expectStatus(await (await as('guest')).get(investorRoom(loanId)), 401);
  });

  it('logs every view and download, and the bank reads the log per investor and per document', async () => {
    const { loanId, levelOne, levelTwo } = await roomWithTwoLevels();
    const summit = await as('investor_user');
    const bluewater = await as('bluewater_user');
    await submit(await as('bluewater_user'), loanId);
    for (const action of ['view', 'view', 'download'])
      expectStatus(await summit.get(`${investorRoom(loanId)}/documents/${levelOne}/${action}`), 200);
    const sent = await bluewater.get(`${investorRoom(loanId)}/documents/${levelTwo}/download`);
    expect([sent.headers['content-type'], sent.headers['content-disposition']]).toEqual([
      'text/csv',
      `attachment; filename="payments.csv"; filename*=UTF-8''payments.csv`,
    ]);
    expect(sent.rawPayload.equals(CSV)).toBe(true);

    const officer = await as('bank_officer');
    const log = (await officer.get(`${bankRoom(loanId)}/access-log`)).json();
    const summitId = await entityId(h.t.db, 'Summit Capital');
    const bluewaterId = await entityId(h.t.db, 'Bluewater Pension Fund');
    const bluewaterName = DEMO.bluewaterAnalyst.name;
    const summitName = DEMO.summitAnalyst.name;
    expect(logRows(log)).toEqual([
      [levelTwo, bluewaterId, bluewaterName, 'download'],
      [levelOne, summitId, summitName, 'download'],
      [levelOne, summitId, summitName, 'view'],
      [levelOne, summitId, summitName, 'view'],
    ]);
    type Totals = { views: number; downloads: number };
    const totals = ({ views, downloads }: Totals) => `${views} views, ${downloads} downloads`;
    expect(log.by_investor.map((row: Totals & { investor: { id: number } }) => [row.investor.id, totals(row)])).toEqual(
      [
        [bluewaterId, '0 views, 1 downloads'],
        [summitId, '2 views, 1 downloads'],
      ],
    );
    expect(
      log.by_document.map((row: Totals & { document: { name: string }; investors: number }) => [
        row.document.name,
        totals(row),
        row.investors,
      ]),
    ).toEqual([
      ['payments.csv', '0 views, 1 downloads', 1],
      ['valuation.pdf', '2 views, 1 downloads', 1],
    ]);
    const perInvestor = await officer.get(`${bankRoom(loanId)}/access-log?investor_id=${summitId}`);
    expect(perInvestor.json().data).toHaveLength(3);
    const perDocument = await officer.get(`${bankRoom(loanId)}/access-log?document_id=${levelTwo}`);
    expect(perDocument.json().data).toHaveLength(1);
    expectStatus(await officer.get(`${bankRoom(loanId)}/access-log?document_id=x`), 422);
    const admin = await (await as('dl_admin_checker')).get(`${bankRoom(loanId)}/access-log`);
    expect(admin.json().data).toHaveLength(4);
    // The log is the loan's own: no pool's room shows it.
    const rows = await h.t.db.select().from(poolRoomAccessLog).where(eq(poolRoomAccessLog.loanId, loanId));
    expect(rows.every((row) => row.poolId === null)).toBe(true);
  });

  it('lets the browser render a viewed document under a page policy, while its JSON answers allow nothing', async () => {
    const { loanId, levelOne } = await roomWithTwoLevels();
    const summit = await as('investor_user');
    const viewed = await summit.get(`${investorRoom(loanId)}/documents/${levelOne}/view`);
    expectStatus(viewed, 200);
    expect(viewed.headers['content-security-policy']).toContain("default-src 'self'");
    const room = await summit.get(investorRoom(loanId));
    expectStatus(room, 200);
    expect(room.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
