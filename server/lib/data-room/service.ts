/**
 * The data room's rules, whoever owns the room (a pool or a listed loan): folders, documents, what an
 * investor opens (logged in the request that sends it) and the access log. Who may do each is the
 * owner's module's decision, made before these run (`RoomAccess` in routes.ts).
 */
import { join } from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { FOLDER_NAME_MAX, ROOM_MESSAGES, type RoomAccessAction } from '../../../src/domain/pools/data-room.ts';
import type { Database } from '../../db/client.ts';
import { poolRoomAccessLog, poolRoomDocuments, poolRoomFolders } from '../../db/schema/index.ts';
import type { Actor } from '../access/actor.ts';
import { isUniqueViolation } from '../db-errors.ts';
import { conflict, notFound, ValidationError } from '../http-errors.ts';
import { DATABASE_INTEGER_MAX } from '../record-ids.ts';
import { removeStoredFiles } from '../uploads/store.ts';
import { ownedBy, ownerColumns, type RoomOwner } from './owner.ts';
import {
  accessByDocument,
  accessByInvestor,
  accessEntries,
  findDocument,
  liveDocumentsIn,
  roomDocuments,
  roomFolders,
  type AccessFilter,
} from './queries.ts';
import { documentRecord, foldersRecord } from './record.ts';
import type { ReceivedDocument } from './upload.ts';

/** Where an investor sits in a room: through which organisation, reaching which level. */
export interface RoomSeat {
  owner: RoomOwner;
  investorId: number;
  level: 1 | 2;
}

/** The room's folders with their documents at or below the level. */
export async function roomContents(db: Database, owner: RoomOwner, level: number) {
  const [folders, documents] = await Promise.all([roomFolders(db, owner), roomDocuments(db, owner, level)]);
  return foldersRecord(folders, documents);
}

function folderName(raw: string): string {
  const name = raw.trim();
  if (name.length === 0 || name.length > FOLDER_NAME_MAX)
    throw new ValidationError({ name: [ROOM_MESSAGES.folderName] });
  return name;
}

async function withUniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ValidationError({ name: [ROOM_MESSAGES.folderTaken] });
    throw error;
  }
}

export async function createFolder(db: Database, owner: RoomOwner, actor: Actor, rawName: string) {
  const name = folderName(rawName);
  const [row] = await withUniqueName(() =>
    db
      .insert(poolRoomFolders)
      .values({ ...ownerColumns(owner), name, createdById: actor.userId })
      .returning(),
  );
  return { id: row!.id, name: row!.name };
}

export async function renameFolder(db: Database, owner: RoomOwner, folderId: number, rawName: string) {
  const name = folderName(rawName);
  const [row] = await withUniqueName(() =>
    db
      .update(poolRoomFolders)
      .set({ name, updatedAt: new Date() })
      .where(and(ownedBy(poolRoomFolders, owner), eq(poolRoomFolders.id, folderId)))
      .returning(),
  );
  if (!row) throw notFound(ROOM_MESSAGES.folderNotFound);
  return { id: row.id, name: row.name };
}

/** Only an empty folder goes; the folder is locked so no upload lands in it meanwhile. */
export async function deleteFolder(db: Database, owner: RoomOwner, folderId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [folder] = await tx
      .select({ id: poolRoomFolders.id })
      .from(poolRoomFolders)
      .where(and(ownedBy(poolRoomFolders, owner), eq(poolRoomFolders.id, folderId)))
      .for('update');
    if (!folder) throw notFound(ROOM_MESSAGES.folderNotFound);
    if ((await liveDocumentsIn(tx, folder.id)) > 0) throw conflict(ROOM_MESSAGES.folderNotEmpty);
    await tx.delete(poolRoomFolders).where(eq(poolRoomFolders.id, folder.id));
  });
}

/** The form's folder id, a whole number within the ids' range; anything else names no folder. */
function folderField(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= DATABASE_INTEGER_MAX ? id : null;
}

/**
 * Files the received document in the room `changeableOwner` names once it has checked the actor may
 * change it; a refusal at any step removes the stored file.
 */
export async function addDocument(
  db: Database,
  actor: Actor,
  changeableOwner: () => Promise<RoomOwner>,
  received: ReceivedDocument,
) {
  try {
    const owner = await changeableOwner();
    const errors: Record<string, string[]> = {};
    const folderId = folderField(received.fields['folder_id']);
    const level = received.fields['level'];
    if (level !== '1' && level !== '2') errors['level'] = [ROOM_MESSAGES.level];
    if (folderId === null) errors['folder_id'] = [ROOM_MESSAGES.folderNotFound];
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    return await db.transaction(async (tx) => {
      const [folder] = await tx
        .select({ id: poolRoomFolders.id })
        .from(poolRoomFolders)
        .where(and(ownedBy(poolRoomFolders, owner), eq(poolRoomFolders.id, folderId!)))
        .for('share');
      if (!folder) throw new ValidationError({ folder_id: [ROOM_MESSAGES.folderNotFound] });
      const [row] = await tx
        .insert(poolRoomDocuments)
        .values({
          ...ownerColumns(owner),
          folderId: folder.id,
          level: Number(level),
          originalName: received.fileName,
          storedName: received.stored.storedName,
          mimeType: received.mimeType,
          sizeBytes: received.stored.sizeBytes,
          sha256: received.stored.sha256,
          uploadedById: actor.userId,
        })
        .returning();
      return documentRecord(row!);
    });
  } catch (error) {
    await removeStoredFiles([received.stored]);
    throw error;
  }
}

/** Takes the document out of the room; its row stays for the access log, its file goes. */
export async function deleteDocument(
  db: Database,
  storageDir: string,
  owner: RoomOwner,
  documentId: number,
): Promise<void> {
  const [row] = await db
    .update(poolRoomDocuments)
    .set({ deletedAt: sql`now()` })
    .where(
      and(ownedBy(poolRoomDocuments, owner), eq(poolRoomDocuments.id, documentId), isNull(poolRoomDocuments.deletedAt)),
    )
    .returning({ storedName: poolRoomDocuments.storedName });
  if (!row) throw notFound();
  await removeStoredFiles([{ path: join(storageDir, row.storedName) }]);
}

/** The bank's own look at a document (not logged: the log is of investors). */
export async function bankDocument(db: Database, owner: RoomOwner, documentId: number) {
  const document = await findDocument(db, owner, documentId, 2);
  if (!document) throw notFound();
  return document;
}

/**
 * An investor's view or download: a document above its level answers 404 like one that does not
 * exist, so its existence does not leak; the access is logged before the file is sent.
 */
export async function openDocument(
  db: Database,
  actor: Actor,
  seat: RoomSeat,
  documentId: number,
  action: RoomAccessAction,
) {
  const document = await findDocument(db, seat.owner, documentId, seat.level);
  if (!document) throw notFound();
  await db.insert(poolRoomAccessLog).values({
    ...ownerColumns(seat.owner),
    documentId: document.id,
    investorId: seat.investorId,
    userId: actor.userId,
    userName: actor.name,
    action,
  });
  return document;
}

export async function accessLog(db: Database, owner: RoomOwner, filter: AccessFilter) {
  const [entries, byInvestor, byDocument] = await Promise.all([
    accessEntries(db, owner, filter),
    accessByInvestor(db, owner),
    accessByDocument(db, owner),
  ]);
  return {
    data: entries.map((entry) => ({
      id: entry.id,
      document: { id: entry.documentId, name: entry.documentName, deleted: entry.deletedAt !== null },
      investor: { id: entry.investorId, name: entry.investorName },
      user_name: entry.userName,
      action: entry.action,
      at: entry.at.toISOString(),
    })),
    by_investor: byInvestor.map((row) => ({
      investor: { id: row.investorId, name: row.investorName },
      views: row.views,
      downloads: row.downloads,
      last_at: row.lastAt.toISOString(),
    })),
    by_document: byDocument.map((row) => ({
      document: { id: row.documentId, name: row.documentName, deleted: row.deletedAt !== null },
      views: row.views,
      downloads: row.downloads,
      investors: row.investors,
    })),
  };
}
