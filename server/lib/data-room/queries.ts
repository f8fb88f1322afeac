/** SQL for a data room (a pool's or a listed loan's): folders with their documents, one document, the access log and its totals. */
import { and, asc, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { entities, poolRoomAccessLog, poolRoomDocuments, poolRoomFolders } from '../../db/schema/index.ts';
import { ownedBy, type RoomOwner } from './owner.ts';

export type FolderRow = typeof poolRoomFolders.$inferSelect;
export type DocumentRow = typeof poolRoomDocuments.$inferSelect;

export async function roomFolders(db: Executor, owner: RoomOwner): Promise<FolderRow[]> {
  return db
    .select()
    .from(poolRoomFolders)
    .where(ownedBy(poolRoomFolders, owner))
    .orderBy(asc(sql`lower(${poolRoomFolders.name})`), asc(poolRoomFolders.id));
}

/** The room's documents (not deleted) at or below `maxLevel`, by name. */
export async function roomDocuments(db: Executor, owner: RoomOwner, maxLevel: number): Promise<DocumentRow[]> {
  return db
    .select()
    .from(poolRoomDocuments)
    .where(
      and(
        ownedBy(poolRoomDocuments, owner),
        isNull(poolRoomDocuments.deletedAt),
        lte(poolRoomDocuments.level, maxLevel),
      ),
    )
    .orderBy(asc(sql`lower(${poolRoomDocuments.originalName})`), asc(poolRoomDocuments.id));
}

/** A document of the room that is not deleted, at or below `maxLevel`: anything else is no document. */
export async function findDocument(
  db: Executor,
  owner: RoomOwner,
  documentId: number,
  maxLevel: number,
): Promise<DocumentRow | null> {
  const [row] = await db
    .select()
    .from(poolRoomDocuments)
    .where(
      and(
        ownedBy(poolRoomDocuments, owner),
        eq(poolRoomDocuments.id, documentId),
        isNull(poolRoomDocuments.deletedAt),
        lte(poolRoomDocuments.level, maxLevel),
      ),
    );
  return row ?? null;
}

export async function liveDocumentsIn(db: Executor, folderId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(poolRoomDocuments)
    .where(and(eq(poolRoomDocuments.folderId, folderId), isNull(poolRoomDocuments.deletedAt)));
  return row?.count ?? 0;
}

export interface AccessFilter {
  investorId?: number | undefined;
  documentId?: number | undefined;
}

export async function accessEntries(db: Executor, owner: RoomOwner, filter: AccessFilter) {
  const conditions = [ownedBy(poolRoomAccessLog, owner)];
  if (filter.investorId !== undefined) conditions.push(eq(poolRoomAccessLog.investorId, filter.investorId));
  if (filter.documentId !== undefined) conditions.push(eq(poolRoomAccessLog.documentId, filter.documentId));
  return db
    .select({
      id: poolRoomAccessLog.id,
      documentId: poolRoomDocuments.id,
      documentName: poolRoomDocuments.originalName,
      deletedAt: poolRoomDocuments.deletedAt,
      investorId: entities.id,
      investorName: entities.name,
      userName: poolRoomAccessLog.userName,
      action: poolRoomAccessLog.action,
      at: poolRoomAccessLog.at,
    })
    .from(poolRoomAccessLog)
    .innerJoin(poolRoomDocuments, eq(poolRoomDocuments.id, poolRoomAccessLog.documentId))
    .innerJoin(entities, eq(entities.id, poolRoomAccessLog.investorId))
    .where(and(...conditions))
    .orderBy(desc(poolRoomAccessLog.at), desc(poolRoomAccessLog.id))
    .limit(500);
}

const views = sql<number>`count(*) filter (where ${poolRoomAccessLog.action} = 'view')::int`;
const downloads = sql<number>`count(*) filter (where ${poolRoomAccessLog.action} = 'download')::int`;

export async function accessByInvestor(db: Executor, owner: RoomOwner) {
  return db
    .select({
      investorId: entities.id,
      investorName: entities.name,
      views,
      downloads,
      lastAt: sql<Date>`max(${poolRoomAccessLog.at})`.mapWith((value: string | Date) => new Date(value)),
    })
    .from(poolRoomAccessLog)
    .innerJoin(entities, eq(entities.id, poolRoomAccessLog.investorId))
    .where(ownedBy(poolRoomAccessLog, owner))
    .groupBy(entities.id, entities.name)
    .orderBy(asc(entities.name));
}

export async function accessByDocument(db: Executor, owner: RoomOwner) {
  return db
    .select({
      documentId: poolRoomDocuments.id,
      documentName: poolRoomDocuments.originalName,
      deletedAt: poolRoomDocuments.deletedAt,
      views,
      downloads,
      investors: sql<number>`count(distinct ${poolRoomAccessLog.investorId})::int`,
    })
    .from(poolRoomAccessLog)
    .innerJoin(poolRoomDocuments, eq(poolRoomDocuments.id, poolRoomAccessLog.documentId))
    .where(ownedBy(poolRoomAccessLog, owner))
    .groupBy(poolRoomDocuments.id, poolRoomDocuments.originalName, poolRoomDocuments.deletedAt)
    .orderBy(asc(poolRoomDocuments.originalName));
}
