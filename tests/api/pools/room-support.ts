/**
 * The data-room tests' fixtures: a pool of Northwind put straight into phase 1 in the database,
 * investors seated in it as the NDA and the shortlist would seat them, and multipart uploads.
 */
import { createHash } from 'node:crypto';
import { pools, poolParticipants } from '../../../server/db/schema/index.ts';
import type { ShortlistDecision } from '../../../src/domain/pools/participation.ts';
import { API, type ApiHarness } from '../../support/api-harness.ts';
import type { BrowserClient } from '../../support/browser-client.ts';
import { DEMO } from '../../support/demo-people.ts';
import { entityId, type InvestorName } from '../../support/trading.ts';

let made = 0;

/** A Northwind pool in the given status (phase 1 by default), open to every investor unless invitations are given. */
export async function roomPool(h: ApiHarness, changes: Partial<typeof pools.$inferInsert> = {}): Promise<number> {
  made += 1;
  const [row] = await h.t.db
    .insert(pools)
    .values({
      bankId: await entityId(h.t.db, 'Northwind Bank'),
      name: `Room pool ${made}`,
      cutOffDate: '2026-10-31',
      currency: 'GBP',
      status: 'phase_1',
      accessMode: 'open',
      phase1Deadline: new Date(Date.now() + 7 * 86_400_000),
      phase2Deadline: new Date(Date.now() + 14 * 86_400_000),
      phase2DeadlineListed: new Date(Date.now() + 14 * 86_400_000),
      exclusionLimit: 0,
      ndaText: 'Keep it confidential.',
      listedAt: new Date(),
      ...changes,
    })
    .returning({ id: pools.id });
  return row!.id;
}

/** Seats an investor as an accepted NDA does (level 1), or shortlisted (level 2). */
export async function seat(
  h: ApiHarness,
  poolId: number,
  investor: InvestorName,
  shortlist: ShortlistDecision = 'pending',
) {
  await h.t.db.insert(poolParticipants).values({
    poolId,
    investorId: await entityId(h.t.db, investor),
    ndaAcceptedByName: DEMO.summitDirector.name,
    ndaAcceptedByEmail: DEMO.summitDirector.email,
    ndaAcceptedFromAddress: '127.0.0.1',
    ndaTextSha256: createHash('sha256').update('Keep it confidential.').digest('hex'),
    shortlist,
  });
}

export interface Upload {
  name: string;
  content: Buffer;
  type?: string;
}

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
export const CSV = Buffer.from('line,principal\n1,100000.00\n2,250000.00\n');
export const XLSX = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(40, 1)]);

export function multipart(fields: Record<string, string>, files: readonly Upload[]) {
  const boundary = `----dealledger${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A room by its pool's id, or by its URL (a listed loan's: `${API}/loans/{id}/data-room`). */
export type RoomRef = number | string;
const roomUrl = (room: RoomRef) => (typeof room === 'number' ? `${API}/pools/${room}/data-room` : room);

export function upload(client: BrowserClient, room: RoomRef, fields: Record<string, string>, files: readonly Upload[]) {
  const { body, headers } = multipart(fields, files);
  return client.post(`${roomUrl(room)}/documents`, body, { headers });
}

interface LogEntry {
  document: { id: number };
  investor: { id: number };
  user_name: string;
  action: string;
}

/** An access log's entries as [document, investor, person, action], newest first. */
export const logRows = (log: { data: LogEntry[] }) =>
  log.data.map((entry) => [entry.document.id, entry.investor.id, entry.user_name, entry.action]);

/** A folder and a document in it, at a level; returns their ids. */
export async function folderWith(
  client: BrowserClient,
  room: RoomRef,
  folderName: string,
  documents: readonly (Upload & { level: 1 | 2 })[],
): Promise<{ folderId: number; documentIds: number[] }> {
  const folder = await client.post(`${roomUrl(room)}/folders`, { name: folderName });
  if (folder.statusCode !== 201) throw new Error(`folder: ${folder.statusCode} ${folder.body}`);
  const folderId = folder.json().data.id as number;
  const documentIds: number[] = [];
  for (const document of documents) {
    const answer = await upload(client, room, { folder_id: String(folderId), level: String(document.level) }, [
      document,
    ]);
    if (answer.statusCode !== 201) throw new Error(`upload: ${answer.statusCode} ${answer.body}`);
    documentIds.push(answer.json().data.id);
  }
  return { folderId, documentIds };
}
