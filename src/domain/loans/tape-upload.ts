/**
 * What the data-tape drop zone accepts (DOMAIN.md, "Data tapes"): one CSV or XLSX file up to
 * 50 MB, refused with the upload widget's messages of spec section 5. The server checks again,
 * with the row limit and the content.
 */
import { formatFileSize } from '../auth-rules';

export const TAPE_MAX_BYTES = 50 * 1024 * 1024;
export const TAPE_MAX_ROWS = 200_000;
export const TAPE_EXTENSIONS = ['.csv', '.xlsx'] as const;
export const TAPE_MIME_TYPES = ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] as const;
/** For `<input type="file" accept>`. */
export const TAPE_ACCEPT = [...TAPE_EXTENSIONS, ...TAPE_MIME_TYPES].join(',');
/** The multipart field that carries the tape. */
export const TAPE_FIELD = 'file';

export const TAPE_UPLOAD_MESSAGES = {
  invalidType: (fileName: string) => `${fileName}: Invalid file type, allowed file types: ${TAPE_EXTENSIONS.join(', ')}.`,
  invalidSize: (fileName: string) => `${fileName}: Invalid file size, file size should be smaller than ${formatFileSize(TAPE_MAX_BYTES)}.`,
  tooMany: () => 'Maximum number of files exceeded, limit is 1 at most.',
  required: () => 'Choose a CSV or XLSX file.',
} as const;

export interface TapeCandidate {
  name: string;
  size: number;
}

/** Judged by the extension: browsers name CSV files in many ways (text/plain, application/vnd.ms-excel). */
export function isTapeFileName(name: string): boolean {
  const lower = name.toLowerCase();
  return TAPE_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

/** The messages for the files dropped or chosen; empty when the one file may be uploaded. */
export function tapeFileErrors(files: readonly TapeCandidate[]): string[] {
  if (files.length === 0) return [TAPE_UPLOAD_MESSAGES.required()];
  if (files.length > 1) return [TAPE_UPLOAD_MESSAGES.tooMany()];
  const [file] = files as [TapeCandidate];
  if (!isTapeFileName(file.name)) return [TAPE_UPLOAD_MESSAGES.invalidType(file.name)];
  if (file.size > TAPE_MAX_BYTES) return [TAPE_UPLOAD_MESSAGES.invalidSize(file.name)];
  return [];
}
