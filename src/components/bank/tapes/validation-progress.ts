/**
 * A running validation's progress: the rows a tape holds are known only once it is read to the
 * end, so the bar measures the bytes of the file read, and the words say the rows checked so far.
 */
import { formatFileSize } from '@/domain/file-size';
import { TAPE_TEXT as T } from './tape-text';

interface Reading {
  processed_rows: number;
  bytes_read: number;
  file_bytes: number;
}

export function validationProgress(batch: Reading): { value: number; max: number; text: string } {
  const read = Math.min(batch.bytes_read, batch.file_bytes);
  return {
    value: read,
    max: batch.file_bytes,
    text: T.validated(batch.processed_rows, formatFileSize(read), formatFileSize(batch.file_bytes)),
  };
}
