/**
 * What the data-tape drop zone accepts: one CSV or XLSX file up to 50 MB (src/domain/tapes.ts,
 * shared with the server), refused with the upload widget's messages before anything is sent.
 * The server checks again, with the row limit and the content.
 */
import { TAPE_EXTENSIONS, TAPE_MAX_BYTES, TAPE_UPLOAD_MESSAGES, isTapeFileName } from '../tapes';

export { TAPE_FILE_FIELD, TAPE_MAX_BYTES, TAPE_MAX_ROWS } from '../tapes';

const TAPE_MIME_TYPES = ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] as const;
/** For `<input type="file" accept>`. */
export const TAPE_ACCEPT = [...TAPE_EXTENSIONS, ...TAPE_MIME_TYPES].join(',');

export interface TapeCandidate {
  name: string;
  size: number;
}

/** The messages for the files dropped or chosen; empty when the one file may be uploaded. */
export function tapeFileErrors(files: readonly TapeCandidate[]): string[] {
  if (files.length === 0) return [TAPE_UPLOAD_MESSAGES.required()];
  if (files.length > 1) return [TAPE_UPLOAD_MESSAGES.tooMany()];
  const [file] = files as [TapeCandidate];
  // Judged by the extension: browsers name CSV files in many ways (text/plain, application/vnd.ms-excel).
  if (!isTapeFileName(file.name)) return [TAPE_UPLOAD_MESSAGES.invalidType(file.name)];
  if (file.size > TAPE_MAX_BYTES) return [TAPE_UPLOAD_MESSAGES.invalidSize(file.name)];
  if (file.size === 0) return [TAPE_UPLOAD_MESSAGES.empty(file.name)];
  return [];
}
