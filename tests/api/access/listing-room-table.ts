/**
 * The matrix's rows for a listed loan's data room: the bank's officers and managers run it, platform
 * admins read it, another bank's people do not see it (404); every investor reads the room and opens a
 * level-1 document; a level-2 document opens to Summit, which has a live proposal on the loan, and does
 * not exist for Bluewater (404); bank people and platform admins never use the investor side (403).
 */
import { expect } from 'vitest';
import { submit } from '../../support/trading.ts';
import { CSV, PDF, folderWith, multipart } from '../pools/room-support.ts';
import { row, type MatrixContext, type Row } from './matrix.ts';
import { BANK_MAKE, BANK_READ } from './pool-room-table.ts';
import { cells } from './principals.ts';

const API = '/api/v1';
// The bank's side answers as the pool room's does (BANK_READ, BANK_MAKE); the investor's side:
// Columns:                 guest | super maker checker | officer manager | analyst director | newcomer | h.officer h.manager | b.analyst b.director
const EVERY_INVESTOR = cells('401 | 403 403 403 | 403 403 | ok ok | 403 | 403 403 | ok ok');
const PROPOSING_INVESTOR = cells('401 | 403 403 403 | 403 403 | ok ok | 403 | 403 403 | 404 404');

interface RoomTarget {
  loanId: number;
  folderId: number;
  levelOne: number;
  levelTwo: number;
}

const bankRoom = (target: RoomTarget) => `${API}/loans/${target.loanId}/data-room`;
const investorRoom = (target: RoomTarget) => `${API}/marketplace/loans/${target.loanId}/data-room`;

/** A listed Northwind loan with a folder, a level-1 and a level-2 document, and Summit's live proposal on it. */
async function room(ctx: MatrixContext): Promise<RoomTarget> {
  const loanId = await ctx.fx.listedLoan();
  const { folderId, documentIds } = await folderWith(
    await ctx.as('bank_officer'),
    `${API}/loans/${loanId}/data-room`,
    'Matrix',
    [
      { name: 'summary.pdf', content: PDF, level: 1 },
      { name: 'payments.csv', content: CSV, level: 2 },
    ],
  );
  await submit(await ctx.as('investor_manager'), loanId);
  return { loanId, folderId, levelOne: documentIds[0]!, levelTwo: documentIds[1]! };
}

export const LISTING_ROOM_ROWS: Row[] = [
  row({
    op: 'GET /api/v1/loans/{id}/data-room',
    on: 'a listed Northwind loan’s room',
    expect: BANK_READ,
    target: room,
    request: (target) => ({ method: 'GET', url: bankRoom(target) }),
    contents: (answer) => expect(answer.json().data.folders[0].documents).toHaveLength(2),
  }),
  row({
    op: 'POST /api/v1/loans/{id}/data-room/folders',
    on: 'a listed Northwind loan’s room',
    expect: BANK_MAKE,
    target: room,
    request: (target) => ({ method: 'POST', url: `${bankRoom(target)}/folders`, body: { name: 'New' } }),
  }),
  row({
    op: 'PATCH /api/v1/loans/{id}/data-room/folders/{folderId}',
    on: 'a folder of a listed Northwind loan’s room',
    expect: BANK_MAKE,
    target: room,
    request: (target) => ({
      method: 'PATCH',
      url: `${bankRoom(target)}/folders/${target.folderId}`,
      body: { name: 'Renamed' },
    }),
  }),
  row({
    op: 'DELETE /api/v1/loans/{id}/data-room/folders/{folderId}',
    on: 'an empty folder of a listed Northwind loan’s room',
    expect: BANK_MAKE,
    target: async (ctx) => {
      const target = await room(ctx);
      const { folderId } = await folderWith(await ctx.as('bank_officer'), bankRoom(target), 'Empty', []);
      return { ...target, folderId };
    },
    request: (target) => ({ method: 'DELETE', url: `${bankRoom(target)}/folders/${target.folderId}` }),
  }),
  row({
    op: 'POST /api/v1/loans/{id}/data-room/documents',
    on: 'a folder of a listed Northwind loan’s room',
    expect: BANK_MAKE,
    target: room,
    request: (target) => {
      const { body, headers } = multipart({ folder_id: String(target.folderId), level: '1' }, [
        { name: 'more.pdf', content: PDF },
      ]);
      return { method: 'POST', url: `${bankRoom(target)}/documents`, body, headers };
    },
  }),
  row({
    op: 'GET /api/v1/loans/{id}/data-room/documents/{documentId}/file',
    on: 'a level-2 document of a listed Northwind loan’s room',
    expect: BANK_READ,
    target: room,
    request: (target) => ({ method: 'GET', url: `${bankRoom(target)}/documents/${target.levelTwo}/file` }),
  }),
  row({
    op: 'DELETE /api/v1/loans/{id}/data-room/documents/{documentId}',
    on: 'a document of a listed Northwind loan’s room',
    expect: BANK_MAKE,
    target: room,
    request: (target) => ({ method: 'DELETE', url: `${bankRoom(target)}/documents/${target.levelOne}` }),
  }),
  row({
    op: 'GET /api/v1/loans/{id}/data-room/access-log',
    on: 'a listed Northwind loan’s room',
    expect: BANK_READ,
    target: room,
    request: (target) => ({ method: 'GET', url: `${bankRoom(target)}/access-log` }),
  }),
  row({
    op: 'GET /api/v1/marketplace/loans/{id}/data-room',
    on: 'a listed loan’s room, Summit proposing',
    expect: EVERY_INVESTOR,
    target: room,
    request: (target) => ({ method: 'GET', url: investorRoom(target) }),
    contents: (answer, who) =>
      expect(answer.json().data.folders[0].documents).toHaveLength(
        who === 'investor_user' || who === 'investor_manager' ? 2 : 1,
      ),
  }),
  row({
    op: 'GET /api/v1/marketplace/loans/{id}/data-room/documents/{documentId}/view',
    on: 'a level-1 document',
    expect: EVERY_INVESTOR,
    target: room,
    request: (target) => ({ method: 'GET', url: `${investorRoom(target)}/documents/${target.levelOne}/view` }),
  }),
  row({
    op: 'GET /api/v1/marketplace/loans/{id}/data-room/documents/{documentId}/download',
    on: 'a level-2 document, open with a live proposal only',
    expect: PROPOSING_INVESTOR,
    target: room,
    request: (target) => ({ method: 'GET', url: `${investorRoom(target)}/documents/${target.levelTwo}/download` }),
  }),
];
