/**
 * Receives a binding bid's CSV from a multipart request (one file under `file`), reads it as the tapes
 * are read and removes it again: the bid keeps its lines, not the file.
 */
import type { FastifyRequest } from 'fastify';
import { BID_CSV_MAX_BYTES, BID_FILE_FIELD } from '../../../src/domain/pools/binding-bid.ts';
import { HttpError, ValidationError } from '../../lib/http-errors.ts';
import { TapeRefusal } from '../../lib/tapes/refusal.ts';
import { checkFileName, uploadReadError } from '../../lib/uploads/multipart-errors.ts';
import { removeStoredFiles, storeUpload, type StoredFile } from '../../lib/uploads/store.ts';
import { readBidCsv, type ReadBidCsv } from './bid-csv.ts';
import { BID_ANSWERS } from './bid-messages.ts';

const UPLOAD_FOLDER = 'binding-bids';
const refuse = (message: string) => new ValidationError({ [BID_FILE_FIELD]: [message] });

async function receive(request: FastifyRequest, storageDir: string): Promise<{ fileName: string; stored: StoredFile }> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the file as multipart/form-data.');
  let received: { fileName: string; stored: StoredFile } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') continue;
      if (part.fieldname !== BID_FILE_FIELD || received) {
        part.file.resume();
        if (received) throw refuse(BID_ANSWERS.tooMany);
        continue;
      }
      checkFileName(BID_FILE_FIELD, part);
      const fileName = part.filename.replace(/^.*[\\/]/, '').slice(0, 255) || 'bid.csv';
      if (!fileName.toLowerCase().endsWith('.csv')) {
        part.file.resume();
        throw refuse(BID_ANSWERS.notCsv(fileName));
      }
      const stored = await storeUpload(storageDir, UPLOAD_FOLDER, part.file);
      received = { fileName, stored };
      if (part.file.truncated) throw refuse(BID_ANSWERS.tooLarge(fileName));
      if (stored.sizeBytes === 0) throw refuse(BID_ANSWERS.empty(fileName));
    }
  } catch (error) {
    if (received) await removeStoredFiles([received.stored]);
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') throw refuse(BID_ANSWERS.tooMany);
    throw uploadReadError(error);
  }
  if (!received) throw refuse(BID_ANSWERS.fileRequired);
  return received;
}

/** The uploaded bid's rows; a file that cannot be read at all is refused under `file`. */
export async function receiveBidCsv(request: FastifyRequest, storageDir: string): Promise<ReadBidCsv> {
  const { stored } = await receive(request, storageDir);
  try {
    return await readBidCsv(stored.path, BID_CSV_MAX_BYTES);
  } catch (error) {
    if (error instanceof TapeRefusal) throw refuse(error.message);
    throw error;
  } finally {
    await removeStoredFiles([stored]);
  }
}
