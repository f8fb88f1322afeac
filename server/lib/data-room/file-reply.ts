/** Sends a stored data-room document, inline (to view in the browser) or as an attachment (to download). */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply } from 'fastify';
import { notFound } from '../http-errors.ts';
import type { DocumentRow } from './queries.ts';

/** The disposition with an ASCII fallback name and the exact name in RFC 5987 form. */
function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export async function sendDocument(
  reply: FastifyReply,
  storageDir: string,
  document: DocumentRow,
  kind: 'inline' | 'attachment',
) {
  const path = join(storageDir, document.storedName);
  const found = await stat(path).catch(() => null);
  if (!found?.isFile()) throw notFound();
  return reply
    .type(document.mimeType)
    .header('content-disposition', contentDisposition(kind, document.originalName))
    .header('content-length', found.size)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(createReadStream(path));
}
