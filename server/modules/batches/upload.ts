/** Receives a tape from a multipart request: one file under `file`, streamed to the storage directory, checked for type, size and emptiness. */
import type { FastifyRequest } from 'fastify';
import { TAPE_FILE_FIELD, TAPE_UPLOAD_MESSAGES } from '../../../src/domain/tapes.ts';
import { HttpError, ValidationError } from '../../lib/http-errors.ts';
import { tapeFormatOf, type TapeFormat } from '../../lib/tapes/read-tape.ts';
import { checkFileName, uploadReadError } from '../../lib/uploads/multipart-errors.ts';
import { removeStoredFiles, storeUpload, type StoredFile } from '../../lib/uploads/store.ts';

export const UPLOAD_FOLDER = 'batches';

export interface ReceivedTape {
  fileName: string;
  format: TapeFormat;
  stored: StoredFile;
}

const refuse = (message: string) => new ValidationError({ [TAPE_FILE_FIELD]: [message] });

export async function receiveTape(request: FastifyRequest, storageDir: string): Promise<ReceivedTape> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the file as multipart/form-data.');
  let received: ReceivedTape | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') continue;
      if (part.fieldname !== TAPE_FILE_FIELD || received) {
        part.file.resume();
        if (received) throw refuse(TAPE_UPLOAD_MESSAGES.tooMany());
        continue;
      }
      checkFileName(TAPE_FILE_FIELD, part);
      const fileName = part.filename.replace(/^.*[\\/]/, '').slice(0, 255) || 'tape';
      const format = tapeFormatOf(fileName);
      if (!format) {
        part.file.resume();
        throw refuse(TAPE_UPLOAD_MESSAGES.invalidType(fileName));
      }
      const stored = await storeUpload(storageDir, UPLOAD_FOLDER, part.file);
      received = { fileName, format, stored };
      if (part.file.truncated) throw refuse(TAPE_UPLOAD_MESSAGES.invalidSize(fileName));
      if (stored.sizeBytes === 0) throw refuse(TAPE_UPLOAD_MESSAGES.empty(fileName));
    }
  } catch (error) {
    if (received) await removeStoredFiles([received.stored]);
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') throw refuse(TAPE_UPLOAD_MESSAGES.tooMany());
    throw uploadReadError(error);
  }
  if (!received) throw refuse(TAPE_UPLOAD_MESSAGES.required());
  return received;
}
