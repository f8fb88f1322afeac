/**
 * The rows of a CSV tape as arrays of cells, streamed from disk: UTF-8 with or without a
 * byte-order mark, comma or semicolon (decided by the header line), any mix of CRLF, LF and CR
 * line ends (made LF on the way, line-ends.ts), bytes counted and binary content refused. The
 * text is cut at record boundaries (a line break outside quotes) and each piece parsed by
 * papaparse, so memory holds one read chunk, whatever the file.
 */
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import Papa from 'papaparse';
import { createLineEndNormaliser } from './line-ends.ts';
import { TAPE_MESSAGES } from './messages.ts';
import type { RawRow, ReadProgress } from './raw-row.ts';
import { TapeRefusal } from './refusal.ts';

/** Enough of the file to hold its header line. */
const HEAD_BYTES = 64 * 1024;
const READ_BYTES = 256 * 1024;
/** A record longer than this has a quote that is never closed. */
const MAX_RECORD_CHARS = 4 * 1024 * 1024;
const QUOTE = 0x22;
const LF = 0x0a;

/** Counts commas and semicolons outside quotes in the first line; semicolon wins only when it is the more frequent. */
export function detectDelimiter(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') commas += 1;
    else if (!quoted && char === ';') semicolons += 1;
  }
  return semicolons > commas ? ';' : ',';
}

async function readHead(path: string): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The file's text, a read chunk at a time; refuses NUL bytes, invalid UTF-8 and files over `maxBytes`. */
async function* textChunks(path: string, maxBytes: number, progress: ReadProgress): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const decode = (chunk?: Buffer) => {
    try {
      return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    } catch {
      throw new TapeRefusal(TAPE_MESSAGES.notUtf8);
    }
  };
  let bytes = 0;
  const source = createReadStream(path, { highWaterMark: READ_BYTES });
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      progress.bytesRead = bytes;
      if (bytes > maxBytes) throw new TapeRefusal(TAPE_MESSAGES.tooLarge(maxBytes));
      if (chunk.includes(0)) throw new TapeRefusal(TAPE_MESSAGES.binaryCsv);
      yield decode(chunk);
    }
    yield decode();
  } finally {
    source.destroy();
  }
}

export async function* csvRows(
  path: string,
  maxBytes: number,
  progress: ReadProgress = { bytesRead: 0 },
): AsyncGenerator<RawRow> {
  const head = await readHead(path);
  if (head.length === 0) throw new TapeRefusal(TAPE_MESSAGES.empty);
  if (head.includes(0) || (head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04)) {
    throw new TapeRefusal(TAPE_MESSAGES.binaryCsv);
  }
  const headText = new TextDecoder('utf-8').decode(head);
  const delimiter = detectDelimiter(headText);

  let rowNumber = 0;
  const parse = (text: string): RawRow[] =>
    Papa.parse<string[]>(text, { delimiter, newline: '\n', header: false, skipEmptyLines: false }).data.map(
      (cells) => ({ rowNumber: ++rowNumber, cells }),
    );

  const normalise = createLineEndNormaliser();
  let pending = '';
  /** Quotes seen in `pending` before `scanned`: even means outside a quoted value. */
  let quotes = 0;
  let scanned = 0;
  for await (const text of textChunks(path, maxBytes, progress)) {
    pending += normalise(text);
    let boundary = -1;
    for (let index = scanned; index < pending.length; index++) {
      const code = pending.charCodeAt(index);
      if (code === QUOTE) quotes += 1;
      else if (code === LF && quotes % 2 === 0) boundary = index + 1;
    }
    scanned = pending.length;
    if (boundary < 0) {
      if (pending.length > MAX_RECORD_CHARS) throw new TapeRefusal(TAPE_MESSAGES.unclosedQuote);
      continue;
    }
    // Everything before the last line break outside quotes is whole records; the rest waits for more text.
    const records = pending.slice(0, boundary - 1);
    pending = pending.slice(boundary);
    scanned = pending.length;
    quotes = 0;
    for (let index = 0; index < pending.length; index++) if (pending.charCodeAt(index) === QUOTE) quotes += 1;
    yield* parse(records);
  }
  if (pending.length > 0) yield* parse(pending);
}
