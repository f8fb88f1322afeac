/**
 * What reading a multipart body fails with when the sender got it wrong (no boundary, another
 * boundary, a body cut short): a 400 that says so, where the parser's own plain error would be a 500.
 */
import { HttpError, ValidationError } from '../http-errors.ts';
import { UNSTORABLE_TEXT_MESSAGE, hasUnstorableText, unstorableTextPaths } from '../unstorable-text.ts';

export const MALFORMED_MULTIPART_MESSAGE =
  'The upload could not be read: the multipart body is malformed or incomplete.';
export const UNSTORABLE_FILE_NAME_MESSAGE = 'The file name contains characters that are not allowed.';

/**
 * The parser reports a malformed body with a bare Error; errors with a status (its limits), a code
 * (the file system) or another class (a fault of ours) keep their meaning.
 */
export function uploadReadError(error: unknown): unknown {
  const plain = error instanceof Error && error.constructor === Error && !('code' in error) && !('statusCode' in error);
  return plain ? new HttpError(400, MALFORMED_MULTIPART_MESSAGE) : error;
}

/** Refuses a file whose name no column can hold (its content is read past), under the form field that carried it. */
export function checkFileName(field: string, part: { filename: string; file: { resume(): unknown } }): void {
  if (!hasUnstorableText(part.filename)) return;
  part.file.resume();
  throw new ValidationError({ [field]: [UNSTORABLE_FILE_NAME_MESSAGE] });
}

/** Refuses form fields (names or values) no column can hold, each named as the JSON checks name them. */
export function checkFormFields(fields: Readonly<Record<string, string>>): void {
  const paths = unstorableTextPaths(fields);
  if (paths.length === 0) return;
  const errors: Record<string, string[]> = {};
  for (const path of paths) {
    const field = path.join('.') || 'request';
    errors[field] = [UNSTORABLE_TEXT_MESSAGE.replace(':attribute', field.replace(/_/g, ' '))];
  }
  throw new ValidationError(errors);
}
