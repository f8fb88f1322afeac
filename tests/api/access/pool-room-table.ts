/**
 * The matrix's rows for a pool's data room and questions: the bank's officers and managers run the room
 * and answer, platform admins read it, another bank's people do not see it (404); an investor past the NDA
 * (Summit, level 1) reads the room, opens level-1 documents and asks, a level-2 document does not exist for
 * it (404), and an investor without the NDA (Bluewater) is refused (403).
 */
import { expect } from 'vitest';
import { poolQuestions } from '../../../server/db/schema/index.ts';
import { CSV, PDF, multipart, roomPool, seat } from '../pools/room-support.ts';
import { row, type MatrixContext, type Row } from './matrix.ts';
import { cells } from './principals.ts';

const API = '/api/v1';
// Columns:                 guest | super maker checker | officer manager | analyst director | newcomer | h.officer h.manager | b.analyst b.director
export const BANK_READ = cells('401 | ok ok ok | ok ok | 403 403 | 403 | 404 404 | 403 403');
export const BANK_MAKE = cells('401 | 403 403 403 | ok ok | 403 403 | 403 | 404 404 | 403 403');
const INVESTOR_IN_ROOM = cells('401 | 403 403 403 | 403 403 | ok ok | 403 | 403 403 | 403 403');
const ABOVE_LEVEL = cells('401 | 403 403 403 | 403 403 | 404 404 | 403 | 403 403 | 403 403');

interface RoomTarget {
  poolId: number;
  folderId: number;
  levelOne: number;
  levelTwo: number;
  questionId: number;
}

/** A Northwind pool in phase 1 with a folder, a level-1 and a level-2 document, Summit past its NDA and a question of Summit's. */
async function room(ctx: MatrixContext): Promise<RoomTarget> {
  const poolId = await roomPool(ctx.h);
  await seat(ctx.h, poolId, 'Summit Capital');
  const officer = await ctx.as('bank_officer');
  const folder = await officer.post(`${API}/pools/${poolId}/data-room/folders`, { name: 'Matrix' });
  expect(folder.statusCode, folder.body).toBe(201);
  const folderId = folder.json().data.id as number;
  const ids: number[] = [];
  for (const [level, file] of [
    ['1', { name: 'summary.pdf', content: PDF }],
    ['2', { name: 'lines.csv', content: CSV }],
  ] as const) {
    const { body, headers } = multipart({ folder_id: String(folderId), level }, [file]);
    const uploaded = await officer.post(`${API}/pools/${poolId}/data-room/documents`, body, { headers });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    ids.push(uploaded.json().data.id);
  }
  const [question] = await ctx.h.t.db
    .insert(poolQuestions)
    .values({
      poolId,
      investorId: await ctx.fx.org('Summit Capital'),
      askedByName: 'Matrix asker',
      question: 'What is in the room?',
    })
    .returning({ id: poolQuestions.id });
  return { poolId, folderId, levelOne: ids[0]!, levelTwo: ids[1]!, questionId: question!.id };
}

export const POOL_ROOM_ROWS: Row[] = [
  row({
    op: 'GET /api/v1/pools/{id}/data-room',
    on: 'a Northwind pool’s room',
    expect: BANK_READ,
    target: room,
    request: (target) => ({ method: 'GET', url: `${API}/pools/${target.poolId}/data-room` }),
    contents: (answer) => expect(answer.json().data.folders[0].documents).toHaveLength(2),
  }),
  row({
    op: 'POST /api/v1/pools/{id}/data-room/folders',
    on: 'a Northwind pool’s room',
    expect: BANK_MAKE,
    target: room,
    request: (target) => ({
      method: 'POST',
      url: `${API}/pools/${target.poolId}/data-room/folders`,
      body: { name: 'New' },
    }),
  }),
  row({
    op: 'PATCH /api/v1/pools/{id}/data-room/folders/{folderId}',
    on: 'a folder of a Northwind pool’s room',
    expect: BANK_MAKE,
    target: room,
    request: (target) => ({
      method: 'PATCH',
      url: `${API}/pools/${target.poolId}/data-room/folders/${target.folderId}`,
      body: { name: 'Renamed' },
    }),
  }),
  row({
    op: 'DELETE /api/v1/pools/{id}/data-room/folders/{folderId}',
    on: 'an empty folder of a Northwind pool’s room',
    expect: BANK_MAKE,
    target: async (ctx) => {
      const target = await room(ctx);
      const folder = await (
        await ctx.as('bank_officer')
      ).post(`${API}/pools/${target.poolId}/data-room/folders`, {
        name: 'Empty',
      });
      return { ...target, folderId: folder.json().data.id as number };
    },
    request: (target) => ({
      method: 'DELETE',
      url: `${API}/pools/${target.poolId}/data-room/folders/${target.folderId}`,
    }),
  }),
  row({
    op: 'POST /api/v1/pools/{id}/data-room/documents',
    on: 'a folder of a Northwind pool’s room',
    expect: BANK_MAKE,
    target: room,
    request: (target) => {
      const { body, headers } = multipart({ folder_id: String(target.folderId), level: '1' }, [
        { name: 'more.pdf', content: PDF },
      ]);
      return { method: 'POST', url: `${API}/pools/${target.poolId}/data-room/documents`, body, headers };
    },
  }),
  row({
    op: 'GET /api/v1/pools/{id}/data-room/documents/{documentId}/file',
    on: 'a level-2 document of a Northwind pool’s room',
    expect: BANK_READ,
    target: room,
    request: (target) => ({
      method: 'GET',
      url: `${API}/pools/${target.poolId}/data-room/documents/${target.levelTwo}/file`,
    }),
  }),
  row({
    op: 'DELETE /api/v1/pools/{id}/data-room/documents/{documentId}',
    on: 'a document of a Northwind pool’s room',
    expect: BANK_MAKE,
    target: room,
    request: (target) => ({
      method: 'DELETE',
      url: `${API}/pools/${target.poolId}/data-room/documents/${target.levelOne}`,
    }),
  }),
  row({
    op: 'GET /api/v1/pools/{id}/data-room/access-log',
    on: 'a Northwind pool’s room',
    expect: BANK_READ,
    target: room,
    request: (target) => ({ method: 'GET', url: `${API}/pools/${target.poolId}/data-room/access-log` }),
  }),
  row({
    op: 'GET /api/v1/pools/{id}/questions',
    on: 'a Northwind pool with a question',
    expect: BANK_READ,
    target: room,
    request: (target) => ({ method: 'GET', url: `${API}/pools/${target.poolId}/questions` }),
    contents: (answer) => expect(answer.json().data[0].investor.name).toBe('Summit Capital'),
  }),
  row({
    op: 'POST /api/v1/pools/{id}/questions/{questionId}/answer',
    on: 'an open question on a Northwind pool',
    expect: BANK_MAKE,
    target: room,
    request: (target) => ({
      method: 'POST',
      url: `${API}/pools/${target.poolId}/questions/${target.questionId}/answer`,
      body: { answer: 'Everything.', visibility: 'private' },
    }),
  }),
  row({
    op: 'GET /api/v1/investor/pools/{id}/data-room',
    on: 'a room Summit entered through the NDA',
    expect: INVESTOR_IN_ROOM,
    target: room,
    request: (target) => ({ method: 'GET', url: `${API}/investor/pools/${target.poolId}/data-room` }),
    contents: (answer) => expect(answer.json().data.folders[0].documents).toHaveLength(1),
  }),
  row({
    op: 'GET /api/v1/investor/pools/{id}/data-room/documents/{documentId}/view',
    on: 'a level-1 document',
    expect: INVESTOR_IN_ROOM,
    target: room,
    request: (target) => ({
      method: 'GET',
      url: `${API}/investor/pools/${target.poolId}/data-room/documents/${target.levelOne}/view`,
    }),
  }),
  row({
    op: 'GET /api/v1/investor/pools/{id}/data-room/documents/{documentId}/download',
    on: 'a level-2 document, above Summit’s level',
    expect: ABOVE_LEVEL,
    target: room,
    request: (target) => ({
      method: 'GET',
      url: `${API}/investor/pools/${target.poolId}/data-room/documents/${target.levelTwo}/download`,
    }),
  }),
  row({
    op: 'GET /api/v1/investor/pools/{id}/questions',
    on: 'a room Summit entered through the NDA',
    expect: INVESTOR_IN_ROOM,
    target: room,
    request: (target) => ({ method: 'GET', url: `${API}/investor/pools/${target.poolId}/questions` }),
  }),
  row({
    op: 'POST /api/v1/investor/pools/{id}/questions',
    on: 'a room Summit entered through the NDA',
    expect: INVESTOR_IN_ROOM,
    target: room,
    request: (target) => ({
      method: 'POST',
      url: `${API}/investor/pools/${target.poolId}/questions`,
      body: { question: 'Is the tape complete?' },
    }),
  }),
];
