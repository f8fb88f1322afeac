/**
 * The demo data rooms' documents, a pool's or a listed loan's: small files whose bytes are made from
 * their names, so start-up can write any that its storage directory lacks; their rows are written as an
 * upload writes them, under a stored name derived from the document's name.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { poolRoomDocuments, poolRoomFolders } from '../schema/index.ts';

/** A one-page PDF showing a few lines of text: enough for a browser's viewer. */
export function demoPdf(title: string, lines: readonly string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = [title, '', ...lines]
    .map((line, i) => `BT /F1 ${i === 0 ? 16 : 11} Tf 56 ${760 - i * 18} Td (${escape(line)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export interface DemoDocument {
  folder: string;
  name: string;
  level: 1 | 2;
  mimeType: string;
  content: () => Buffer;
}

const storedNameOf = (document: DemoDocument) =>
  `data-room/demo-${createHash('sha256').update(document.name).digest('hex').slice(0, 16)}`;

/** The room's owner columns: the pool's, or the listed loan's. */
export type DemoRoomOwner = { poolId: number; loanId?: null } | { poolId?: null; loanId: number };

/** The documents' folders and rows in the owner's room; returns each document's id by its name. */
export async function insertDemoRoom(
  db: Executor,
  owner: DemoRoomOwner,
  documents: readonly DemoDocument[],
  uploaderId: number,
): Promise<Map<string, number>> {
  const folderIds = new Map<string, number>();
  for (const name of [...new Set(documents.map((document) => document.folder))]) {
    const [folder] = await db
      .insert(poolRoomFolders)
      .values({ ...owner, name, createdById: uploaderId })
      .returning({ id: poolRoomFolders.id });
    folderIds.set(name, folder!.id);
  }
  const rows = await db
    .insert(poolRoomDocuments)
    .values(
      documents.map((document) => {
        const content = document.content();
        return {
          ...owner,
          folderId: folderIds.get(document.folder)!,
          level: document.level,
          originalName: document.name,
          storedName: storedNameOf(document),
          mimeType: document.mimeType,
          sizeBytes: content.length,
          sha256: createHash('sha256').update(content).digest('hex'),
          uploadedById: uploaderId,
        };
      }),
    )
    .returning({ id: poolRoomDocuments.id, name: poolRoomDocuments.originalName });
  return new Map(rows.map((row) => [row.name, row.id]));
}

/** Writes the documents' files that the storage directory lacks, for the rows the seed wrote. */
export async function writeDemoFiles(
  db: Executor,
  storageDir: string,
  documents: readonly DemoDocument[],
): Promise<void> {
  const rows = await db
    .select({ storedName: poolRoomDocuments.storedName })
    .from(poolRoomDocuments)
    .where(inArray(poolRoomDocuments.storedName, documents.map(storedNameOf)));
  const present = new Set(rows.map((row) => row.storedName));
  for (const document of documents) {
    const storedName = storedNameOf(document);
    const path = join(storageDir, storedName);
    if (!present.has(storedName) || existsSync(path)) continue;
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, document.content(), { mode: 0o600 });
  }
}
