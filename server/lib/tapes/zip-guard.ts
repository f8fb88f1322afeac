/**
 * Refuses zip bombs before a workbook is parsed: reads the archive's central directory from
 * disk, holds every entry to a size cap and an inflation ratio, then inflates each entry once,
 * counting, to check that it really is no larger than the directory says (a crafted archive
 * may declare small sizes). Nothing is kept: the inflated bytes are only counted.
 */
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { createInflateRaw } from 'node:zlib';
import type { TapeLimits } from './limits.ts';
import { TAPE_MESSAGES } from './messages.ts';
import { TapeRefusal } from './refusal.ts';

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const END_RECORD_LENGTH = 22;
const MAX_COMMENT = 0xffff;
const MAX_ENTRIES = 10_000;
const MAX_DIRECTORY_BYTES = 16 * 1024 * 1024;

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

type Limits = Pick<TapeLimits, 'maxInflationRatio' | 'ratioFloorBytes' | 'maxInflatedBytes'>;

const notXlsx = () => new TapeRefusal(TAPE_MESSAGES.notXlsx);
const bomb = () => new TapeRefusal(TAPE_MESSAGES.zipBomb);

async function readAt(path: string, position: number, length: number): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, position);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export async function readCentralDirectory(path: string): Promise<ZipEntry[]> {
  const { size } = await stat(path);
  if (size < END_RECORD_LENGTH) throw notXlsx();
  const tailLength = Math.min(size, END_RECORD_LENGTH + MAX_COMMENT);
  const tail = await readAt(path, size - tailLength, tailLength);
  let end = -1;
  for (let at = tail.length - END_RECORD_LENGTH; at >= 0; at--) {
    if (tail.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) throw notXlsx();
  const count = tail.readUInt16LE(end + 10);
  const directorySize = tail.readUInt32LE(end + 12);
  const directoryOffset = tail.readUInt32LE(end + 16);
  // ZIP64 markers: no spreadsheet of 50 MB needs them.
  if (count === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) throw bomb();
  if (count === 0 || count > MAX_ENTRIES || directorySize > MAX_DIRECTORY_BYTES || directoryOffset + directorySize > size) throw notXlsx();

  const directory = await readAt(path, directoryOffset, directorySize);
  const entries: ZipEntry[] = [];
  let at = 0;
  for (let index = 0; index < count; index++) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== DIRECTORY_ENTRY) throw notXlsx();
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    entries.push({
      name: directory.toString('utf8', at + 46, at + 46 + nameLength),
      method: directory.readUInt16LE(at + 10),
      compressedSize: directory.readUInt32LE(at + 20),
      uncompressedSize: directory.readUInt32LE(at + 24),
      localHeaderOffset: directory.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

export function checkDeclaredSizes(entries: readonly ZipEntry[], limits: Limits): void {
  let total = 0;
  for (const entry of entries) {
    if (entry.compressedSize === 0xffffffff || entry.uncompressedSize === 0xffffffff) throw bomb();
    total += entry.uncompressedSize;
    const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
    if (entry.uncompressedSize > limits.ratioFloorBytes && ratio > limits.maxInflationRatio) throw bomb();
  }
  if (total > limits.maxInflatedBytes) throw bomb();
}

/** Inflates one entry, counting; refuses as soon as it grows past what the directory declared. */
async function checkInflatedSize(path: string, entry: ZipEntry): Promise<void> {
  const header = await readAt(path, entry.localHeaderOffset, 30);
  if (header.length < 30 || header.readUInt32LE(0) !== LOCAL_HEADER) throw notXlsx();
  const dataStart = entry.localHeaderOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  if (entry.method === 0) {
    if (entry.compressedSize !== entry.uncompressedSize) throw bomb();
    return;
  }
  if (entry.method !== 8) throw notXlsx();
  if (entry.compressedSize === 0) {
    if (entry.uncompressedSize !== 0) throw notXlsx();
    return;
  }
  const source = createReadStream(path, { start: dataStart, end: dataStart + entry.compressedSize - 1 });
  const inflate = createInflateRaw();
  let inflated = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      const fail = (error: Error) => {
        source.destroy();
        inflate.destroy();
        reject(error);
      };
      inflate.on('data', (chunk: Buffer) => {
        inflated += chunk.length;
        if (inflated > entry.uncompressedSize) fail(bomb());
      });
      inflate.on('end', resolve);
      inflate.on('error', () => fail(notXlsx()));
      source.on('error', fail);
      source.pipe(inflate);
    });
  } finally {
    source.destroy();
  }
}

export async function guardZip(path: string, limits: Limits): Promise<void> {
  const entries = await readCentralDirectory(path);
  checkDeclaredSizes(entries, limits);
  for (const entry of entries) await checkInflatedSize(path, entry);
}
