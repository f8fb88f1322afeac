/** Streams an upload to the storage directory under a generated name, counting, hashing and sniffing it on the way. */
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SNIFF_LENGTH, sniffMimeType } from './sniff.ts';

export interface StoredFile {
  storedName: string;
  path: string;
  sizeBytes: number;
  sha256: string;
  /** Detected from the content; null when it is none of the allowed types. */
  detectedMime: string | null;
}

/**
 * Writes `source` to `<storageDir>/<folder>/<uuid>`. The caller checks the size
 * limit (the multipart parser truncates at it) and removes the file if refused.
 */
export async function storeUpload(storageDir: string, folder: string, source: Readable): Promise<StoredFile> {
  const directory = join(storageDir, folder);
  await mkdir(directory, { recursive: true });
  const storedName = `${folder}/${randomUUID()}`;
  const path = join(storageDir, storedName);
  const hash = createHash('sha256');
  let sizeBytes = 0;
  let head = Buffer.alloc(0);
  const inspect = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      sizeBytes += chunk.length;
      hash.update(chunk);
      if (head.length < SNIFF_LENGTH) head = Buffer.concat([head, chunk.subarray(0, SNIFF_LENGTH - head.length)]);
      callback(null, chunk);
    },
  });
  try {
    await pipeline(source, inspect, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
  return { storedName, path, sizeBytes, sha256: hash.digest('hex'), detectedMime: sniffMimeType(head) };
}

export async function removeStoredFiles(files: readonly Pick<StoredFile, 'path'>[]): Promise<void> {
  await Promise.all(files.map((file) => rm(file.path, { force: true })));
}
