/**
 * Whether a stored upload is what its name says, judged by its content: PDF, PNG and JPEG by their
 * signatures (the registration documents' check), XLSX as a ZIP archive, CSV as UTF-8 text without NUL.
 */
import { open } from 'node:fs/promises';
import type { StoredFile } from '../uploads/store.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
/** Enough of a CSV to tell text from a binary file renamed. */
const CSV_SAMPLE_BYTES = 64 * 1024;

async function head(path: string, length: number): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await file.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

function isUtf8Text(sample: Buffer): boolean {
  if (sample.includes(0)) return false;
  try {
    // stream: a sample cut inside a character is not an error.
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true });
    return true;
  } catch {
    return false;
  }
}

export async function contentMatches(expectedMime: string, stored: StoredFile): Promise<boolean> {
  if (expectedMime === 'text/csv') return isUtf8Text(await head(stored.path, CSV_SAMPLE_BYTES));
  if (expectedMime === XLSX) {
    const start = await head(stored.path, ZIP_SIGNATURE.length);
    return ZIP_SIGNATURE.every((byte, index) => start[index] === byte);
  }
  return stored.detectedMime === expectedMime;
}
