/** The API shape of data-room rows. */
import type { DocumentRow, FolderRow } from './queries.ts';

export const documentRecord = (row: DocumentRow) => ({
  id: row.id,
  folder_id: row.folderId,
  name: row.originalName,
  level: row.level,
  mime_type: row.mimeType,
  size_bytes: row.sizeBytes,
  uploaded_at: row.uploadedAt.toISOString(),
});

/** Folders with their documents; documents of no folder are not shown. */
export function foldersRecord(folders: readonly FolderRow[], documents: readonly DocumentRow[]) {
  return folders.map((folder) => ({
    id: folder.id,
    name: folder.name,
    documents: documents.filter((document) => document.folderId === folder.id).map(documentRecord),
  }));
}
