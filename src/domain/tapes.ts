/**
 * The rules of a data-tape upload (DOMAIN.md, "Data tapes"), shared by the upload widget and the
 * server: the multipart field, the file types, the limits, and the widget's messages (spec: the
 * generic file upload widget).
 */
export const TAPE_FILE_FIELD = 'file';
export const TAPE_EXTENSIONS = ['.csv', '.xlsx'] as const;
export const TAPE_MAX_BYTES = 50 * 1024 * 1024;
export const TAPE_MAX_ROWS = 200_000;

export const TAPE_UPLOAD_MESSAGES = {
  invalidType: (fileName: string) =>
    `${fileName}: Invalid file type, allowed file types: ${TAPE_EXTENSIONS.join(', ')}.`,
  invalidSize: (fileName: string) => `${fileName}: Invalid file size, file size should be smaller than 50 MB.`,
  empty: (fileName: string) => `${fileName}: The file is empty.`,
  required: () => 'Choose a CSV or XLSX file.',
  tooMany: () => 'Maximum number of files exceeded, limit is 1 at most.',
} as const;

/** Whether a file name has one of the tape's extensions. */
export function isTapeFileName(name: string): boolean {
  const lower = name.toLowerCase();
  return TAPE_EXTENSIONS.some((extension) => lower.endsWith(extension));
}
