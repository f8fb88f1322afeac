/**
 * Adding files to the onboarding documents as the upload widget of spec section 5
 * does: duplicates (same name, type and size) are skipped, a file of the wrong
 * type or size or past the limit is left out with its message.
 */
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MAX_FILES,
  UPLOAD_MESSAGES,
  isAllowedDocumentType,
  type DocumentCandidate,
} from '@/domain/auth-rules';

const sameFile = (a: DocumentCandidate) => (b: DocumentCandidate) =>
  a.name === b.name && a.type === b.type && a.size === b.size;

export function addDocuments<T extends DocumentCandidate>(
  current: readonly T[],
  incoming: readonly T[],
): { files: T[]; messages: string[] } {
  const files = [...current];
  const messages: string[] = [];
  let overLimit = false;
  for (const file of incoming) {
    if (files.some(sameFile(file))) continue;
    if (!isAllowedDocumentType(file)) messages.push(UPLOAD_MESSAGES.invalidType(file.name));
    else if (file.size > DOCUMENT_MAX_BYTES) messages.push(UPLOAD_MESSAGES.invalidSize(file.name));
    else if (files.length >= DOCUMENT_MAX_FILES) overLimit = true;
    else files.push(file);
  }
  if (overLimit) messages.push(UPLOAD_MESSAGES.tooMany());
  return { files, messages };
}
