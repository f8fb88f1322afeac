/**
 * Refuses zip bombs before a workbook is parsed: yauzl reads the archive's central directory,
 * every entry is held to a size cap and an inflation ratio, then each entry is inflated once,
 * with yauzl checking that it really is no larger than the directory says (a crafted archive
 * may declare small sizes). Nothing is kept: the inflated bytes are only read and dropped.
 */
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import type { TapeLimits } from './limits.ts';
import { TAPE_MESSAGES } from './messages.ts';
import { TapeRefusal } from './refusal.ts';

/** A workbook has a few dozen parts; ten thousand is an archive built to tire the reader. */
export const MAX_ENTRIES = 10_000;

type Limits = Pick<TapeLimits, 'maxInflationRatio' | 'ratioFloorBytes' | 'maxInflatedBytes'>;

const notXlsx = () => new TapeRefusal(TAPE_MESSAGES.notXlsx);
const bomb = () => new TapeRefusal(TAPE_MESSAGES.zipBomb);

/** yauzl's validateEntrySizes error for an entry that inflates past its declared size (yauzl's AssertByteCountStream). */
const INFLATES_PAST_DECLARED = /^too many bytes in the stream/;

export function checkDeclaredSizes(
  entries: readonly Pick<Entry, 'compressedSize' | 'uncompressedSize'>[],
  limits: Limits,
): void {
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
    if (entry.uncompressedSize > limits.ratioFloorBytes && ratio > limits.maxInflationRatio) throw bomb();
  }
  if (total > limits.maxInflatedBytes) throw bomb();
}

async function entriesOf(zip: ZipFile): Promise<Entry[]> {
  if (zip.entryCount === 0 || zip.entryCount > MAX_ENTRIES) throw notXlsx();
  const entries: Entry[] = [];
  try {
    for await (const entry of zip.eachEntry()) entries.push(entry);
  } catch {
    throw notXlsx();
  }
  return entries;
}

/** Inflates one entry, dropping the bytes; yauzl fails the stream as soon as it grows past what the directory declared. */
async function inflateOnce(zip: ZipFile, entry: Entry): Promise<void> {
  try {
    const stream = await zip.openReadStreamPromise(entry);
    for await (const chunk of stream) void chunk;
  } catch (error) {
    throw error instanceof Error && INFLATES_PAST_DECLARED.test(error.message) ? bomb() : notXlsx();
  }
}

export async function guardZip(path: string, limits: Limits): Promise<void> {
  const zip = await yauzl
    .openPromise(path, { lazyEntries: true, autoClose: false, validateEntrySizes: true })
    .catch(() => {
      throw notXlsx();
    });
  try {
    const entries = await entriesOf(zip);
    checkDeclaredSizes(entries, limits);
    for (const entry of entries) await inflateOnce(zip, entry);
  } finally {
    zip.close();
  }
}
