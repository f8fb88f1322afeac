/**
 * Receives one data-room document from a multipart request (field `file`, with the fields `folder_id`
 * and `level`): streamed to the storage directory, then refused with a clear message when it is of
 * another type, larger than 50 MB, empty or not what its name says; a refused file is removed.
 */
import type { FastifyRequest } from 'fastify';
import { ROOM_FILE_FIELD, ROOM_MESSAGES, roomTypeOfName } from '../../../src/domain/pools/data-room.ts';
import { HttpError, ValidationError } from '../http-errors.ts';
import { checkFileName, checkFormFields, uploadReadError } from '../uploads/multipart-errors.ts';
import { removeStoredFiles, storeUpload, type StoredFile } from '../uploads/store.ts';
import { contentMatches } from './content-check.ts';

export const ROOM_UPLOAD_FOLDER = 'data-room';

export interface ReceivedDocument {
  fileName: string;
  mimeType: string;
  stored: StoredFile;
  fields: Record<string, string>;
}

const refuse = (message: string) => new ValidationError({ [ROOM_FILE_FIELD]: [message] });

export async function receiveRoomDocument(request: FastifyRequest, storageDir: string): Promise<ReceivedDocument> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the file as multipart/form-data.');
  const fields: Record<string, string> = {};
  let received: ReceivedDocument | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string' && !(part.fieldname in fields)) fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== ROOM_FILE_FIELD || received) {
        part.file.resume();
        if (received) throw refuse(ROOM_MESSAGES.tooMany);
        continue;
      }
      checkFileName(ROOM_FILE_FIELD, part);
      const fileName = part.filename.replace(/^.*[\\/]/, '').slice(0, 255) || 'document';
      const type = roomTypeOfName(fileName);
      if (!type) {
        part.file.resume();
        throw refuse(ROOM_MESSAGES.invalidType(fileName));
      }
      const stored = await storeUpload(storageDir, ROOM_UPLOAD_FOLDER, part.file);
      received = { fileName, mimeType: type.mime, stored, fields };
      if (part.file.truncated) throw refuse(ROOM_MESSAGES.tooLarge(fileName));
      if (stored.sizeBytes === 0) throw refuse(ROOM_MESSAGES.empty(fileName));
      if (!(await contentMatches(type.mime, stored))) throw refuse(ROOM_MESSAGES.contentMismatch(fileName));
    }
    if (!received) throw refuse(ROOM_MESSAGES.required);
    checkFormFields(fields);
  } catch (error) {
    if (received) await removeStoredFiles([received.stored]);
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') throw refuse(ROOM_MESSAGES.tooMany);
    throw uploadReadError(error);
  }
  return received;
}
