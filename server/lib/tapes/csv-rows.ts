/**
 * The rows of a CSV tape as arrays of cells, streamed from disk through papaparse: UTF-8 with
 * or without a byte-order mark, comma or semicolon (decided by the header line), bytes counted
 * on the way and binary content refused.
 */
import { open } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import { Transform, pipeline, type Duplex } from 'node:stream';
import Papa from 'papaparse';
import { TAPE_MESSAGES } from './messages.ts';
import { TapeRefusal } from './refusal.ts';
import type { RawRow } from './raw-row.ts';

/** Enough of the file to hold its header line. */
const HEAD_BYTES = 64 * 1024;

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

/** Bytes in, UTF-8 text out; refuses NUL bytes, invalid UTF-8 and files over `maxBytes`. */
function textDecoding(maxBytes: number): Transform {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let bytes = 0;
  const decode = (chunk?: Buffer) => {
    try {
      return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    } catch {
      throw new TapeRefusal(TAPE_MESSAGES.notUtf8);
    }
  };
  return new Transform({
    readableObjectMode: false,
    decodeStrings: true,
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      if (bytes > maxBytes) return callback(new TapeRefusal(TAPE_MESSAGES.tooLarge(maxBytes)));
      if (chunk.includes(0)) return callback(new TapeRefusal(TAPE_MESSAGES.binaryCsv));
      try {
        callback(null, decode(chunk));
      } catch (error) {
        callback(error as Error);
      }
    },
    flush(callback) {
      try {
        callback(null, decode());
      } catch (error) {
        callback(error as Error);
      }
    },
  });
}

export async function* csvRows(path: string, maxBytes: number): AsyncGenerator<RawRow> {
  const head = await readHead(path);
  if (head.length === 0) throw new TapeRefusal(TAPE_MESSAGES.empty);
  if (head.includes(0) || (head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04)) {
    throw new TapeRefusal(TAPE_MESSAGES.binaryCsv);
  }
  const delimiter = detectDelimiter(new TextDecoder('utf-8').decode(head));

  let failure: Error | null = null;
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, { delimiter, header: false, skipEmptyLines: false }) as Duplex;
  const source = createReadStream(path, { highWaterMark: 256 * 1024 });
  pipeline(source, textDecoding(maxBytes), parser, (error) => {
    if (error) failure = error;
  });
  let rowNumber = 0;
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      rowNumber += 1;
      yield { rowNumber, cells };
    }
  } catch (error) {
    throw failure ?? error;
  } finally {
    source.destroy();
    parser.destroy();
  }
  if (failure) throw failure;
}
